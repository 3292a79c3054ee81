// The manage-reservation store, made when the find or review page first asks.
import { todayInTimeZone } from '@noren/core/domain';
import { ManageReservationStore } from './ManageReservation.store.ts';
import type { CoreStores } from '../root/CoreStores.ts';
import { manageApiOf } from '../root/apisOf.ts';

export function manageOf(root: CoreStores): ManageReservationStore {
  return root.manage.get(() => new ManageReservationStore({
    api: manageApiOf(root), hotelId: () => root.session.hotelCode, brandId: () => root.settings.settings?.hotel_brand_id ?? null, signedIn: () => root.session.signedIn,
    track: (page, data) => void root.analytics.pageView(page, data),
    opened: (view, access) => root.reservation.manage({ reservation_number: view.reservation_number, email: access.email ?? view.guest.email, token: access.bypassToken, mcp_currency: view.mcp_currency, checkin_date: view.checkin_date, checkout_date: view.checkout_date }),
    updating: (on) => (on ? root.currency.beginReservationUpdate() : root.currency.endReservationUpdate()),
    gateway: () => root.settings.settings?.payment_gateway_setting ?? null,
    today: () => todayInTimeZone(root.clock.now(), root.settings.settings?.time_zone ?? 'Asia/Tokyo'),
  }));
}
