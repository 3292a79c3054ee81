// The corporate admin console's calls (issue #15): an organisation's reservations (keyset pages),
// its stay counts for a fiscal year, the CSV export, and the hand-over token that opens the console
// in a new tab. All under /hotel_brands/{brandId}/organizations/{orgId}, with the organisation
// admin's bearer token. Kept apart from NorenApi, like the staff calls: orgAdminApiFor(api) builds
// them on the real client's request(), so no booking screen carries them.
import type {
  OrgExportLink, OrgExportRequest, OrgHandOver, OrgReservationDetail, OrgReservationPage, OrgReservationQuery, OrgStayCounts,
} from './organisationAdminTypes.ts';
import { ApiError } from './ApiError.ts';
import type { ApiRequester } from './manage.ts';

export type * from './organisationAdminTypes.ts';

export interface OrgAdminApi {
  /** One keyset page (at most `limit` rows, after `cursor`) under the filters and the sort. */
  orgReservations(brandId: number, orgId: number, query: OrgReservationQuery, signal?: AbortSignal): Promise<OrgReservationPage>;
  orgReservation(brandId: number, orgId: number, number: string, signal?: AbortSignal): Promise<OrgReservationDetail>;
  orgStayCounts(brandId: number, orgId: number, fiscalYear: number | undefined, signal?: AbortSignal): Promise<OrgStayCounts>;
  /** The CSV bytes, exactly as the server wrote them (the BOM kept). */
  orgExportCsv(brandId: number, orgId: number, body: OrgExportRequest, signal?: AbortSignal): Promise<Blob>;
  /** An authenticated download link, valid for 24 hours. */
  orgExportLink(brandId: number, orgId: number, body: OrgExportRequest, signal?: AbortSignal): Promise<OrgExportLink>;
  /** A one-time token that signs the same account in once, in another tab (GET /user/me with X-One-Time-Access-Token). */
  createHandOver(): Promise<OrgHandOver>;
}

const orgPath = (brandId: number, orgId: number) => `/hotel_brands/${encodeURIComponent(String(brandId))}/organizations/${encodeURIComponent(String(orgId))}`;
const present = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, string | number>;

export function createOrgAdminApi(client: ApiRequester): OrgAdminApi {
  return {
    orgReservations: (brandId, orgId, query, signal) => client.request({ path: `${orgPath(brandId, orgId)}/reservations`, params: present(query), signal }),
    orgReservation: (brandId, orgId, number, signal) => client.request({ path: `${orgPath(brandId, orgId)}/reservations/${encodeURIComponent(number)}`, signal }),
    orgStayCounts: (brandId, orgId, fiscalYear, signal) =>
      client.request({ path: `${orgPath(brandId, orgId)}/stay_counts`, params: present({ fiscal_year: fiscalYear }), signal }),
    orgExportCsv: async (brandId, orgId, body, signal) => {
      // An export of 50,000 rows takes longer than an ordinary call.
      const answer = await client.request<unknown>({ method: 'POST', path: `${orgPath(brandId, orgId)}/reservation_exports`, body: { ...body, delivery: 'csv' }, signal, timeoutMs: 120_000 });
      if (!(answer instanceof Blob)) throw new ApiError({ status: 200, message: 'The export is not a file.', messageKey: 'codes.1252' });
      return answer;
    },
    orgExportLink: (brandId, orgId, body, signal) =>
      client.request({ method: 'POST', path: `${orgPath(brandId, orgId)}/reservation_exports`, body: { ...body, delivery: 'link' }, signal }),
    createHandOver: () => client.request({ method: 'POST', path: '/user/one_time_access_tokens' }),
  };
}

/** The calls on the app's client; on anything else (a store test's fake) every call fails as unreachable. */
export function orgAdminApiFor(api: unknown): OrgAdminApi {
  if (typeof api === 'object' && api !== null && typeof (api as { request?: unknown }).request === 'function') return createOrgAdminApi(api as ApiRequester);
  const fail = () => Promise.reject(ApiError.unreachable());
  return new Proxy({} as OrgAdminApi, { get: () => fail });
}
