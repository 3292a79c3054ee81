// The corporate admin console's calls (issue #15): the hand-over from the booking app, the
// organisation's overview (contract and stay counts per fiscal year), its reservations (keyset
// pages) and one of them, the CSV export, the booker's notice, and the staff console's contract
// and audit-log screens. The organisation calls live under /hotel_brands/{brandId}/organizations/
// {orgId}. Kept apart from NorenApi, like the staff calls: orgAdminApiFor(api) builds them on the
// real client's request(), so the booking app's first screen carries none of them.
import type { AuditEntry, AuditListQuery } from '@noren/core/contract';
import type { ReservationView } from '@noren/core/domain';
import type {
  ContractInput, ExportLink, ExportRequest, HandoverSession, HandoverToken, OrganisationOverview, OrgReservationListQuery, OrgReservationPage,
  StaffOrganisation, StayAllowance, StayAllowanceQuery,
} from './organisationAdminTypes.ts';
import { ApiError } from './ApiError.ts';
import type { ApiRequester } from './manage.ts';

export type * from './organisationAdminTypes.ts';
export type { AuditEntry, AuditListQuery } from '@noren/core/contract';

export interface AuditPageView { data: AuditEntry[]; next_cursor: string | null }

export interface OrgAdminApi {
  /** Booking app: a one-time token (60 s) that signs the same admin in once, in the console's tab. */
  createHandover(): Promise<HandoverToken>;
  /** Console: spends the token for a session of its own (no bearer needed). */
  redeemHandover(token: string): Promise<HandoverSession>;
  orgOverview(brandId: number, orgId: number, fiscalYear: number | undefined, signal?: AbortSignal): Promise<OrganisationOverview>;
  orgReservations(brandId: number, orgId: number, query: OrgReservationListQuery, signal?: AbortSignal): Promise<OrgReservationPage>;
  orgReservation(brandId: number, orgId: number, number: string, signal?: AbortSignal): Promise<ReservationView>;
  /** The CSV bytes exactly as the server wrote them (the BOM kept). */
  orgExportCsv(brandId: number, orgId: number, body: Omit<ExportRequest, 'delivery'>, signal?: AbortSignal): Promise<Blob>;
  /** An authenticated download link, valid for 24 hours. */
  orgExportLink(brandId: number, orgId: number, body: Omit<ExportRequest, 'delivery'>, signal?: AbortSignal): Promise<ExportLink>;
  /** The file behind a link (GET with the admin's bearer). */
  orgExportFile(url: string): Promise<Blob>;
  /** Booking app, guest details: would this stay take the organisation beyond its maximum? */
  stayAllowance(query: StayAllowanceQuery, signal?: AbortSignal): Promise<StayAllowance>;
  staffOrganisations(signal?: AbortSignal): Promise<StaffOrganisation[]>;
  updateContract(orgId: number, contract: ContractInput): Promise<StaffOrganisation>;
  auditEntries(query: AuditListQuery, signal?: AbortSignal): Promise<AuditPageView>;
}

const orgPath = (brandId: number, orgId: number) => `/hotel_brands/${encodeURIComponent(String(brandId))}/organizations/${encodeURIComponent(String(orgId))}`;
/** Empty filters are left out of the address rather than sent as `q=`. */
const present = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, string | number>;
const notAFile = () => new ApiError({ status: 200, message: 'The export is not a file.', messageKey: 'codes.1252' });
/** A link's address is under /api/v1 already; the client's base adds it again. */
const apiRelative = (url: string) => url.replace(/^(https?:\/\/[^/]+)?\/api\/v1(?=\/)/, '');

export function createOrgAdminApi(client: ApiRequester): OrgAdminApi {
  return {
    createHandover: () => client.request({ method: 'POST', path: '/user/organization_console/handover_tokens', body: {} }),
    redeemHandover: (token) => client.request({ method: 'POST', path: '/organization_console/sessions', body: { handover_token: token }, checksCredentials: true }),
    orgOverview: (brandId, orgId, fiscalYear, signal) => client.request({ path: orgPath(brandId, orgId), params: present({ fiscal_year: fiscalYear }), signal }),
    orgReservations: (brandId, orgId, query, signal) => client.request({ path: `${orgPath(brandId, orgId)}/reservations`, params: present(query), envelope: true, signal }),
    orgReservation: (brandId, orgId, number, signal) => client.request({ path: `${orgPath(brandId, orgId)}/reservations/${encodeURIComponent(number)}`, signal }),
    orgExportCsv: async (brandId, orgId, body, signal) => {
      // 50,000 rows take longer than an ordinary call.
      const answer = await client.request<unknown>({ method: 'POST', path: `${orgPath(brandId, orgId)}/reservation_exports`, body: { ...body, delivery: 'download' }, signal, timeoutMs: 120_000 });
      if (!(answer instanceof Blob)) throw notAFile();
      return answer;
    },
    orgExportLink: (brandId, orgId, body, signal) =>
      client.request({ method: 'POST', path: `${orgPath(brandId, orgId)}/reservation_exports`, body: { ...body, delivery: 'link' }, signal }),
    orgExportFile: async (url) => {
      const answer = await client.request<unknown>({ path: apiRelative(url), timeoutMs: 120_000 });
      if (!(answer instanceof Blob)) throw notAFile();
      return answer;
    },
    stayAllowance: (query, signal) => client.request({ path: '/user/organization/stay_allowance', params: present(query), signal }),
    staffOrganisations: (signal) => client.request({ path: '/staff/organizations', signal }),
    updateContract: (orgId, contract) => client.request({ method: 'PUT', path: `/staff/organizations/${encodeURIComponent(String(orgId))}/contract`, body: contract }),
    auditEntries: (query, signal) => client.request({ path: '/staff/audit_entries', params: present(query), envelope: true, signal }),
  };
}

/** The calls on the app's client; on anything else (a store test's fake) every call fails as unreachable. */
export function orgAdminApiFor(api: unknown): OrgAdminApi {
  if (typeof api === 'object' && api !== null && typeof (api as { request?: unknown }).request === 'function') return createOrgAdminApi(api as ApiRequester);
  const fail = () => Promise.reject(ApiError.unreachable());
  return new Proxy({} as OrgAdminApi, { get: () => fail });
}
