// The corporate admin console's wire shapes as the client reads them: a mirror, field for field, of
// the TypeBox schemas the API side writes (core/src/contract/organisation-admin.ts and
// organisation-reservations.ts on branch orgapi, not merged yet). Once they are, this file becomes
// `export type { … } from '@noren/core/contract'`.
import type { ReservationStatus } from '@noren/core/domain';

export type OrgReservationSort =
  | 'guest_name' | 'hotel' | 'checkin_date' | 'checkout_date' | 'nights' | 'rooms' | 'room_nights'
  | 'reserved_at' | 'reservation_number' | 'booker' | 'status' | 'total_price' | 'currency';

export interface OrgReservationFilter {
  fiscal_year?: number;
  /** A period (month) of fiscal_year, 1 = its first month; needs fiscal_year. */
  month?: number;
  hotel?: string;
  status?: ReservationStatus;
  /** An organisation user's id: the reservations that user booked. */
  booker?: number;
  /** Part of the guest's name; matches nothing while names are masked. */
  guest?: string;
  q?: string;
  sort?: OrgReservationSort;
  order?: 'asc' | 'desc';
}

export interface OrgReservationListQuery extends OrgReservationFilter {
  cursor?: string;
  limit?: number;
  locale?: string;
}

export interface OrgReservationRow {
  reservation_number: string;
  /** Masked ("H*** Y***") when the contract masks names. */
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
  status: ReservationStatus;
  total_price: number;
  currency: string;
}

export interface OrgReservationPage {
  data: OrgReservationRow[];
  next_cursor: string | null;
  total_entries: number;
  room_nights: number;
  as_of: string;
  masked: boolean;
}

export interface OrganisationSummary { id: number; code: string; name: string; display_name: string }

export interface OrganisationContract {
  configured: boolean;
  fiscal_year_start_month: number;
  fiscal_year_start_day: number;
  max_stays_per_year: number | null;
  time_zone: string;
  time_zone_is_brand_default: boolean;
  mask_guest_names: boolean;
  updated_at: string | null;
}

export interface PeriodUsage { period: number; starts_on: string; ends_on: string; used: number }

export interface FiscalYearUsage {
  fiscal_year: number;
  starts_on: string;
  ends_on: string;
  maximum: number | null;
  used: number;
  remaining: number | null;
  over_by: number;
  months: PeriodUsage[];
}

export interface OrganisationOverview {
  organization: OrganisationSummary;
  brand: { id: number; code: string; name: string };
  contract: OrganisationContract;
  current_fiscal_year: number;
  fiscal_years: FiscalYearUsage[];
  as_of: string;
}

export type ExportEncoding = 'excel' | 'utf8';
export type ExportDelivery = 'download' | 'link';

export interface ExportRequest {
  filter?: Omit<OrgReservationFilter, 'sort' | 'order'> & Pick<OrgReservationFilter, 'sort' | 'order'>;
  encoding?: ExportEncoding;
  delivery?: ExportDelivery;
  locale?: string;
}

export interface ExportLink { id: string; url: string; filename: string; expires_at: string; row_count: number; encoding: ExportEncoding }

export interface HandoverToken { handover_token: string; expires_at: string; brand_id: number; organization_id: number }

export interface ContractInput {
  fiscal_year_start_month: number;
  fiscal_year_start_day: number;
  max_stays_per_year: number;
  time_zone: string | null;
  mask_guest_names: boolean;
}

export interface StaffOrganisation {
  organization: OrganisationSummary;
  contract: OrganisationContract;
  current: Omit<FiscalYearUsage, 'months'>;
}

export interface StayAllowance {
  over_maximum: boolean;
  fiscal_years: { fiscal_year: number; requested: number; maximum: number | null; remaining_before: number | null; over_by: number }[];
}

export interface StayAllowanceQuery { hotel: string; checkin_date: string; checkout_date: string; rooms?: number; is_day_use?: boolean }

export interface HandoverSession {
  session: string;
  expires_at: string;
  user: import('@noren/core/domain').CurrentUser;
  brand_id: number;
  organization_id: number;
}
