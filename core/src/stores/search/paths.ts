// The path builders of spec part 1 §2 whose routes exist: the search result (or facilities) and the
// 503 page. The others come with their routes: /member-registration-tripla/{id}/…,
// /corporate/{id}/sign-in and the loyalty callback /hotels/{code}/creansmaerd/callback with the
// members issue (28); /reservation-tripla/{id}/… with whichever issue serves those routes.

export const BOOKING_RESULT_PATH = '/booking/result';
export const FACILITIES_PATH = '/facilities';
export const SERVICE_UNAVAILABLE_PATH = '/503';

/** Drops `code` and empty values, as the search path does. */
export function cleanSearchQuery(query: URLSearchParams | Iterable<[string, string]> | string): URLSearchParams {
  const source = query instanceof URLSearchParams ? query : new URLSearchParams(query as string);
  const out = new URLSearchParams();
  for (const [name, value] of source) if (name !== 'code' && value.trim() !== '') out.append(name, value);
  return out;
}

function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A brand-facility search goes to the facilities screen, any other to the booking result; the code stays. */
export function searchResultPath(hotelCode: string, query: URLSearchParams | Iterable<[string, string]> | string, opts: { brandFacility?: boolean } = {}): string {
  const clean = cleanSearchQuery(query);
  const out = new URLSearchParams([['code', hotelCode], ...clean]);
  return withQuery(opts.brandFacility ? FACILITIES_PATH : BOOKING_RESULT_PATH, out);
}

export function serviceUnavailablePath(hotelCode: string | null): string {
  return hotelCode ? `${SERVICE_UNAVAILABLE_PATH}?code=${encodeURIComponent(hotelCode)}` : SERVICE_UNAVAILABLE_PATH;
}
