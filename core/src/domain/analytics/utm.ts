// The utm cookie (part 1 §3 "Cookies"; part 2 §9: 1 day): the campaign fields of the start-up
// address, kept so that a booking finished later in the day is still credited to the campaign.

export const UTM_PARAMS = ['utm_campaign', 'utm_medium', 'utm_source'] as const;
export type UtmField = (typeof UTM_PARAMS)[number];
export type UtmFields = Partial<Record<UtmField, string>>;

export const UTM_COOKIE_NAME = 'noren_utm';
export const UTM_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;
/** Campaign names are short; anything longer is not one and is cut rather than stored whole. */
const MAX_VALUE_LENGTH = 100;

/** The utm fields present in a query, or null when there are none. */
export function readUtm(params: URLSearchParams): UtmFields | null {
  const out: UtmFields = {};
  for (const name of UTM_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) out[name] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return Object.keys(out).length > 0 ? out : null;
}

export function encodeUtmCookie(fields: UtmFields): string {
  return new URLSearchParams(UTM_PARAMS.flatMap((name) => (fields[name] ? [[name, fields[name]]] : []))).toString();
}

export function decodeUtmCookie(value: string | null): UtmFields | null {
  return value ? readUtm(new URLSearchParams(value)) : null;
}
