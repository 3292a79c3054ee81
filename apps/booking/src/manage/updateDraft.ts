// The update form's state and the body it sends (PUT update_settings): each booked room keeps its
// room_index, may move to another of the original plans, change its adults, or be removed
// (fewer rooms); children stay as booked, by tier.
import type { UpdateRoomSetting, UpdateSettingsView } from '@noren/core/api';
import type { UpdateDraft } from '@noren/core/stores';

export interface RoomChoice {
  room_index: number;
  keep: boolean;
  /** `${room_type_code}|${room_plan_code}` of a plan option. */
  option: string;
  adults: number;
}

export interface UpdateForm {
  checkin: string;
  checkout: string;
  rooms: RoomChoice[];
}

export const optionKey = (roomTypeCode: string, roomPlanCode: string) => `${roomTypeCode}|${roomPlanCode}`;

export function initialForm(settings: UpdateSettingsView): UpdateForm {
  return {
    checkin: settings.checkin_date,
    checkout: settings.checkout_date,
    rooms: settings.rooms.map((r) => ({ room_index: r.room_index, keep: true, option: optionKey(r.room_type_code, r.room_plan_code), adults: r.adults })),
  };
}

export function draftOf(settings: UpdateSettingsView, form: UpdateForm): UpdateDraft {
  const rooms: UpdateRoomSetting[] = form.rooms
    .filter((r) => r.keep)
    .map((r) => {
      const original = settings.rooms.find((o) => o.room_index === r.room_index);
      const [roomTypeCode, roomPlanCode] = r.option.split('|');
      const tiers = (original?.kids_tiers ?? []).filter((k) => k.children > 0);
      return { room_index: r.room_index, room_type_code: roomTypeCode, room_plan_code: roomPlanCode, adults: r.adults, ...(tiers.length > 0 && { kids_tiers: tiers }) };
    });
  return { checkin_date: form.checkin, checkout_date: settings.is_day_use ? form.checkin : form.checkout, rooms };
}
