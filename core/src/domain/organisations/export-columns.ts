// The export's columns (issue #15): every column of the admin's list, in its order. The header
// texts are the caller's (translated in the API); this file says what each column holds, so the
// CSV and the screen cannot drift apart.
import { currencyDecimals } from '../money/currencies.ts';
import { minorToDecimalString } from '../money/money.ts';
import type { CsvValue } from './csv.ts';

export interface ExportRow {
  reservation_number: string;
  guest_name: string;
  hotel: { code: string; name: string };
  checkin_date: string;
  checkout_date: string;
  nights: number;
  is_day_use: boolean;
  rooms: number;
  room_nights: number;
  reserved_at: string;
  booker: { id: number; name: string } | null;
  status: string;
  total_price: number;
  currency: string;
}

export const EXPORT_COLUMNS = [
  'guest_name', 'hotel', 'checkin_date', 'checkout_date', 'nights', 'rooms', 'room_nights',
  'reservation_date', 'reservation_number', 'booker', 'status', 'total_price', 'currency',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/**
 * One row's cells. `reservedOn` is the booking's date in the contract's zone; `statusText` is the
 * reader's word for the status; the price is the amount in its own currency as a decimal string
 * (JPY 12000, USD 120.50), next to its currency: amounts are never converted or summed.
 */
export function exportCells(row: ExportRow, reservedOn: string, statusText: string): Record<ExportColumn, CsvValue> {
  return {
    guest_name: row.guest_name,
    hotel: row.hotel.name,
    checkin_date: row.checkin_date,
    checkout_date: row.checkout_date,
    nights: row.nights,
    rooms: row.rooms,
    room_nights: row.room_nights,
    reservation_date: reservedOn,
    reservation_number: row.reservation_number,
    booker: row.booker?.name ?? '',
    status: statusText,
    total_price: minorToDecimalString(row.total_price, currencyDecimals(row.currency)),
    currency: row.currency,
  };
}

export function exportTable(header: Record<ExportColumn, string>, rows: ReadonlyArray<Record<ExportColumn, CsvValue>>): CsvValue[][] {
  return [EXPORT_COLUMNS.map((c) => header[c]), ...rows.map((r) => EXPORT_COLUMNS.map((c) => r[c]))];
}
