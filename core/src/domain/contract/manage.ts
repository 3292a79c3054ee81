// The wire contract of managing a booked reservation (spec part 2 §7.4, part 1 §4): the cancel
// preview and result, the update settings, the update body and its quote or result, and the
// guests' names. The API modules (reservation-cancel, reservation-update, reservation-guests)
// build these shapes and core/api's manage client reads them. Written once as TypeBox schemas in
// core/src/contract/manage.ts; here as types only, for the apps.

export type {
  CancelPreviewView, CancelResultView, ReservationGuestsView, UpdatePlanOption, UpdateQuote, UpdateRequest, UpdateResult,
  UpdateRoomSetting, UpdateRoomView, UpdateSettingsView,
} from '../../contract/manage.ts';
export type { GuestNamesView } from '../../contract/reservation-view.ts';
