// The corporate admin console's calls (issue #15). Every call needs a Client-Session; who may call
// it is checked on the server, and a refusal carries no data (401 9401 not signed in, 403 9403
// signed in as someone who may not). "Org admin" below is an organisation user whose
// organization_role contains admin, signed in to that organisation of that brand: a non-admin of
// the organisation, an admin of another organisation and any member or staff account get 403,
// nobody signed in 401. `{brandId}` is the brand's id or code, `{orgId}` the organisation's id or
// its code (the organization_id of /organization-sign-in).
//
// Hand-over from the booking app to the console's tab (the booking app in a hotel's iframe has
// partitioned storage, so the console cannot read its token):
//   POST /user/organization_console/handover_tokens                      org admin (any organisation)
//     → 201 { data: HandoverToken }: a one-time token valid HANDOVER_TOKEN_TTL_SECONDS, stored hashed.
//   POST /organization_console/sessions { handover_token }              no bearer needed
//     → 201 { data: HandoverSession }: a new bearer session of the same admin; the token is spent.
//       Unknown, spent or expired token, or an account no longer admin: 401 9401 (reason handover_invalid).
//
// The contract and its use:
//   GET /hotel_brands/{brandId}/organizations/{orgId}?fiscal_year=       org admin of {orgId}
//     → 200 { data: OrganisationOverview }: the contract, and per fiscal year maximum, used,
//       remaining and over_by, with a per-month (period) breakdown.
//   GET /user/organization/stay_allowance?hotel=&checkin_date=&checkout_date=&rooms=&is_day_use=
//       any organisation user (the booker at guest details)
//     → 200 { data: StayAllowance }: whether the stay would take the organisation beyond its
//       maximum (the booking is allowed anyway; the booking app shows a notice).
//   GET /staff/organizations                                              brand manager (staff)
//     → 200 { data: StaffOrganisation[] }: the brand's organisations with contract and this year's use.
//   PUT /staff/organizations/{orgId}/contract  ContractInput              brand manager (staff)
//     → 200 { data: StaffOrganisation }; validated (1000 naming the field), audited.
//
// The reservations (organisation-reservations.ts):
//   GET /hotel_brands/{brandId}/organizations/{orgId}/reservations?…      org admin of {orgId}
//     → 200 OrgReservationPage: keyset pages of 200 rows, read live ("as of" the query's time).
//   GET /hotel_brands/{brandId}/organizations/{orgId}/reservations/{number}  org admin
//     → 200 { data: ReservationView }, read-only, names masked when the contract says so.
//   POST /hotel_brands/{brandId}/organizations/{orgId}/reservation_exports  ExportRequest  org admin
//     → 200 text/csv (delivery download) or 201 { data: ExportLink } (delivery link); 422 1600
//       beyond the daily or per-export limits; audited.
//   GET /hotel_brands/{brandId}/organizations/{orgId}/reservation_exports/{exportId}  org admin
//     → 200 text/csv within 24 hours of the export, then 410 1250; every download audited.
import Type, { type Static } from 'typebox';
import { ISO_DATE_PATTERN } from './common.ts';
import { CurrentUser } from './accounts.ts';
import { Data, ErrorReplies, Nullable } from './shapes.ts';

export const HANDOVER_TOKEN_TTL_SECONDS = 60;
/** The fiscal years a request may name. */
export const FISCAL_YEAR_MIN = 2000;
export const FISCAL_YEAR_MAX = 2100;

/** `{brandId}`: numeric id or code; `{orgId}`: numeric id or the organisation's code. */
const REF = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' });
export const OrganisationParams = Type.Object({ brandId: REF, orgId: REF });
export type OrganisationParams = Static<typeof OrganisationParams>;
export const StaffOrganisationParams = Type.Object({ orgId: REF });
export type StaffOrganisationParams = Static<typeof StaffOrganisationParams>;

const FiscalYear = Type.Integer({ minimum: FISCAL_YEAR_MIN, maximum: FISCAL_YEAR_MAX });
const Locale = Type.String({ maxLength: 35 });

// ---- Hand-over -----------------------------------------------------------------------------------

export const HandoverToken = Type.Object({
  handover_token: Type.String(),
  expires_at: Type.String(),
  /** Where the console opens: /admin/organizations/{brand_id}/{organization_id}… (the UI decides the path). */
  brand_id: Type.Integer(),
  organization_id: Type.Integer(),
});
export type HandoverToken = Static<typeof HandoverToken>;

export const HandoverRedeemBody = Type.Object({ handover_token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type HandoverRedeemBody = Static<typeof HandoverRedeemBody>;

export const HandoverSession = Type.Object({
  session: Type.String(),
  expires_at: Type.String(),
  user: CurrentUser,
  brand_id: Type.Integer(),
  organization_id: Type.Integer(),
});
export type HandoverSession = Static<typeof HandoverSession>;

export const HandoverTokenCall = { body: Type.Optional(Type.Object({}, { additionalProperties: false })), response: { 201: Data(HandoverToken), ...ErrorReplies } } as const;
export const HandoverRedeemCall = { body: HandoverRedeemBody, response: { 201: Data(HandoverSession), ...ErrorReplies } } as const;

// ---- The contract --------------------------------------------------------------------------------

export const OrganisationSummary = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), display_name: Type.String() });
export type OrganisationSummary = Static<typeof OrganisationSummary>;

export const OrganisationContract = Type.Object({
  /** False: no contract was set yet; the values are the defaults (1 January, no maximum, the brand's zone). */
  configured: Type.Boolean(),
  fiscal_year_start_month: Type.Integer({ minimum: 1, maximum: 12 }),
  fiscal_year_start_day: Type.Integer({ minimum: 1, maximum: 28 }),
  /** Null only while not configured. */
  max_stays_per_year: Nullable(Type.Integer({ minimum: 0 })),
  /** The zone in force (the contract's own, or the brand's). */
  time_zone: Type.String(),
  /** True when time_zone is the brand's because the contract names none. */
  time_zone_is_brand_default: Type.Boolean(),
  mask_guest_names: Type.Boolean(),
  updated_at: Nullable(Type.String()),
});
export type OrganisationContract = Static<typeof OrganisationContract>;

/** One period (a month of the fiscal year, 1 = the month the year starts in). */
export const PeriodUsage = Type.Object({
  period: Type.Integer({ minimum: 1, maximum: 12 }),
  /** Inclusive dates. */
  starts_on: Type.String(),
  ends_on: Type.String(),
  used: Type.Integer(),
});
export type PeriodUsage = Static<typeof PeriodUsage>;

export const FiscalYearUsage = Type.Object({
  /** Named by the calendar year it starts in. */
  fiscal_year: Type.Integer(),
  starts_on: Type.String(),
  ends_on: Type.String(),
  maximum: Nullable(Type.Integer()),
  /** Room-nights of reserved (done) reservations; a day-use counts 1 per room. */
  used: Type.Integer(),
  /** max(0, maximum - used); null without a maximum. */
  remaining: Nullable(Type.Integer()),
  /** max(0, used - maximum): the admin's "over by N". */
  over_by: Type.Integer(),
  months: Type.Array(PeriodUsage),
});
export type FiscalYearUsage = Static<typeof FiscalYearUsage>;

export const OrganisationOverview = Type.Object({
  organization: OrganisationSummary,
  brand: Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() }),
  contract: OrganisationContract,
  /** The fiscal year containing today in the contract's zone. */
  current_fiscal_year: Type.Integer(),
  /** The current year, the one asked for, and every year with a stay, newest first. */
  fiscal_years: Type.Array(FiscalYearUsage),
  /** Read live: the time of the query. */
  as_of: Type.String(),
});
export type OrganisationOverview = Static<typeof OrganisationOverview>;

export const OrganisationOverviewQuery = Type.Object({ fiscal_year: Type.Optional(FiscalYear), locale: Type.Optional(Locale) }, { additionalProperties: false });
export type OrganisationOverviewQuery = Static<typeof OrganisationOverviewQuery>;

export const OrganisationOverviewCall = { params: OrganisationParams, querystring: OrganisationOverviewQuery, response: { 200: Data(OrganisationOverview), ...ErrorReplies } } as const;

// ---- The booker's notice -------------------------------------------------------------------------

export const StayAllowanceQuery = Type.Object(
  {
    hotel: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }),
    checkin_date: Type.String({ pattern: ISO_DATE_PATTERN }),
    checkout_date: Type.String({ pattern: ISO_DATE_PATTERN }),
    rooms: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
    is_day_use: Type.Optional(Type.Boolean()),
    locale: Type.Optional(Locale),
  },
  { additionalProperties: false },
);
export type StayAllowanceQuery = Static<typeof StayAllowanceQuery>;

export const StayAllowance = Type.Object({
  /** True when the stay takes some fiscal year beyond its maximum: show the notice (booking stays allowed). */
  over_maximum: Type.Boolean(),
  fiscal_years: Type.Array(
    Type.Object({
      fiscal_year: Type.Integer(),
      /** Room-nights this stay adds to that year. */
      requested: Type.Integer(),
      maximum: Nullable(Type.Integer()),
      /** What the year had left before this stay; null without a maximum. */
      remaining_before: Nullable(Type.Integer()),
      /** How far beyond the maximum the year would be with this stay (0: within). */
      over_by: Type.Integer(),
    }),
  ),
});
export type StayAllowance = Static<typeof StayAllowance>;

export const StayAllowanceCall = { querystring: StayAllowanceQuery, response: { 200: Data(StayAllowance), ...ErrorReplies } } as const;

// ---- The staff console's contract screen ---------------------------------------------------------

export const ContractInput = Type.Object(
  {
    fiscal_year_start_month: Type.Integer({ minimum: 1, maximum: 12 }),
    /** At most 28, so the day exists in every year (no 29 February). */
    fiscal_year_start_day: Type.Integer({ minimum: 1, maximum: 28 }),
    max_stays_per_year: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    /** An IANA zone (Asia/Tokyo), or null for the brand's. */
    time_zone: Nullable(Type.String({ minLength: 1, maxLength: 64 })),
    mask_guest_names: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ContractInput = Static<typeof ContractInput>;

export const StaffOrganisation = Type.Object({
  organization: OrganisationSummary,
  contract: OrganisationContract,
  /** This fiscal year's use, without months. */
  current: Type.Omit(FiscalYearUsage, ['months']),
});
export type StaffOrganisation = Static<typeof StaffOrganisation>;

export const StaffOrganisationListCall = { querystring: Type.Object({ locale: Type.Optional(Locale) }), response: { 200: Data(Type.Array(StaffOrganisation)), ...ErrorReplies } } as const;
export const StaffContractUpdateCall = { params: StaffOrganisationParams, body: ContractInput, response: { 200: Data(StaffOrganisation), ...ErrorReplies } } as const;
