// The corporate admin console's wire shapes, as the API writes them (core/src/contract/
// organisation-admin.ts and organisation-reservations.ts), read here as types only.
export type {
  ContractInput, ExportDelivery, ExportEncoding, ExportLink, ExportRequest, FiscalYearUsage, HandoverSession, HandoverToken, OrganisationContract,
  OrganisationOverview, OrganisationSummary, OrgReservationFilter, OrgReservationListQuery, OrgReservationPage, OrgReservationRow, OrgReservationSort,
  PeriodUsage, StaffOrganisation, StayAllowance, StayAllowanceQuery,
} from '@noren/core/contract';
