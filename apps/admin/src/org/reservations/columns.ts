// The reservations table's columns, in order: each sorts on the server by its own key.
import type { OrgReservationSort } from '@noren/core/api';

export const COLUMNS: readonly OrgReservationSort[] = [
  'guest_name', 'hotel', 'checkin_date', 'checkout_date', 'nights', 'rooms', 'room_nights', 'reserved_at', 'reservation_number', 'booker', 'status', 'total_price',
];
/** Numbers read right-aligned (end-aligned in Arabic). */
export const NUMERIC = new Set<OrgReservationSort>(['nights', 'rooms', 'room_nights', 'total_price']);
