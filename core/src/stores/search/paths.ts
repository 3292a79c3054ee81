// The path builders of spec part 1 §2. {id} is the hotel's id or code.

export const BOOKING_RESULT_PATH = '/booking/result';
export const FACILITIES_PATH = '/facilities';
export const SERVICE_UNAVAILABLE_PATH = '/503';

const seg = (id: string | number) => encodeURIComponent(String(id));

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

export const reservationPaths = {
  search: (id: string | number, query: URLSearchParams | Iterable<[string, string]> | string) =>
    withQuery(`/reservation-tripla/${seg(id)}/search`, cleanSearchQuery(query)),
  guestDetail: (id: string | number) => `/reservation-tripla/${seg(id)}/guest-detail`,
  payment: (id: string | number) => `/reservation-tripla/${seg(id)}/payment`,
  confirmation: (id: string | number) => `/reservation-tripla/${seg(id)}/confirmation`,
};

export const memberRegistrationPaths = {
  openSignup: (id: string | number) => `/member-registration-tripla/${seg(id)}/open-signup`,
  done: (id: string | number) => `/member-registration-tripla/${seg(id)}/done`,
  signIn: (id: string | number) => `/member-registration-tripla/${seg(id)}/sign-in`,
};

export const corporateSignInPath = (id: string | number) => `/corporate/${seg(id)}/sign-in`;

/** External loyalty sign-in and sign-up come back to the hotel's own callback. */
export const loyaltyCallbackPath = (hotelCode: string) => `/hotels/${seg(hotelCode)}/creansmaerd/callback`;

/** A brand-facility search goes to the facilities screen, any other to the booking result; the code stays. */
export function searchResultPath(hotelCode: string, query: URLSearchParams | Iterable<[string, string]> | string, opts: { brandFacility?: boolean } = {}): string {
  const clean = cleanSearchQuery(query);
  const out = new URLSearchParams([['code', hotelCode], ...clean]);
  return withQuery(opts.brandFacility ? FACILITIES_PATH : BOOKING_RESULT_PATH, out);
}

export function serviceUnavailablePath(hotelCode: string | null): string {
  return hotelCode ? `${SERVICE_UNAVAILABLE_PATH}?code=${encodeURIComponent(hotelCode)}` : SERVICE_UNAVAILABLE_PATH;
}
