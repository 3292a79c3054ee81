// The corporate admin console's wire shapes as the client reads them. The API side (branch orgapi)
// writes them as TypeBox schemas; until those land these are the console's reading of issue #15.
import type { ReservationStatus } from '@noren/core/domain';

export type OrgSortKey =
  | 'guest_name' | 'hotel' | 'checkin_date' | 'checkout_date' | 'nights' | 'rooms' | 'room_nights'
  | 'reserved_at' | 'reservation_number' | 'booker' | 'status' | 'total';

export interface OrgReservationFilter {
  fiscal_year?: number;
  /** 1 to 12, within the fiscal year. */
  month?: number;
  hotel?: string;
  status?: ReservationStatus;
  /** A booker's or guest's name. */
  person?: string;
  q?: string;
}

export interface OrgReservationQuery extends OrgReservationFilter {
  sort?: OrgSortKey;
  order?: 'asc' | 'desc';
  /** The previous page's next_cursor. */
  cursor?: string;
  limit?: number;
}

export interface OrgReservationRow {
  reservation_number: string;
  /** Already masked by the server when the contract masks names ("T*** S***"). */
  guest_name: string;
  name_masked: boolean;
  hotel_code: string;
  hotel_name: string;
  checkin_date: string;
  checkout_date: string;
  nights: number;
  rooms: number;
  /** Room-nights counted against the contract (0 for a cancelled stay). */
  room_nights: number;
  reserved_at: string;
  booker: string | null;
  status: ReservationStatus;
  total: number;
  currency: string;
}

export interface OrgReservationPage {
  rows: OrgReservationRow[];
  next_cursor: string | null;
  /** When the server read the rows. */
  as_of: string;
}

export interface OrgReservationDetail extends OrgReservationRow {
  guest_email: string | null;
  rooms_detail: { room_type_name: string; plan_name: string; adults: number; children: number }[];
  updated_at: string | null;
  cancelled_at: string | null;
}

export interface OrgContract {
  fiscal_year_start_month: number;
  fiscal_year_start_day: number;
  /** null: no maximum agreed. */
  max_stays_per_fiscal_year: number | null;
  time_zone: string;
  name_masking: 'none' | 'masked';
}

export interface OrgMoneyTotal { hotel_code: string; hotel_name: string; currency: string; amount: number }

export interface OrgStayCounts {
  fiscal_year: number;
  /** First and last day of the fiscal year in the contract's zone (YYYY-MM-DD). */
  period_start: string;
  period_end: string;
  contract: OrgContract;
  maximum: number | null;
  used: number;
  remaining: number | null;
  over_by: number;
  /** Every month of the fiscal year in order, 'YYYY-MM'. */
  per_month: { month: string; stays: number }[];
  spend_by_hotel: OrgMoneyTotal[];
  stays_by_booker: { booker: string; stays: number }[];
  /** The fiscal years with reservations, newest first, for the filter. */
  fiscal_years: number[];
  hotels: { code: string; name: string }[];
  as_of: string;
}

export type OrgExportEncoding = 'excel' | 'utf8';

export interface OrgExportRequest {
  filter: OrgReservationFilter;
  encoding: OrgExportEncoding;
}

export interface OrgExportLink { url: string; expires_at: string }

export interface OrgHandOver { one_time_access_token: string; expires_at: string }
