// Params, queries and small pieces that many calls share.
import Type, { type Static } from 'typebox';

/** Hotel codes are lower-case slugs; this also bounds what reaches a query. */
export const HOTEL_CODE_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';

/** `{id}` takes the numeric id or the code (both match the slug pattern). */
export const HotelRefParams = Type.Object({ id: Type.String({ pattern: HOTEL_CODE_PATTERN }) });
export type HotelRefParams = Static<typeof HotelRefParams>;

export const HotelCodeParams = Type.Object({ code: Type.String({ pattern: HOTEL_CODE_PATTERN }) });
export type HotelCodeParams = Static<typeof HotelCodeParams>;

/** `?locale=`: read by the request-context hook; declared so the query is bounded. */
export const LocaleQuery = Type.Object({ locale: Type.Optional(Type.String({ maxLength: 35 })) });
export type LocaleQuery = Static<typeof LocaleQuery>;

/** `{ "<language>": { "<key>": "text" } }` */
export const TranslationsShape = Type.Object({}, { additionalProperties: Type.Object({}, { additionalProperties: Type.String() }) });

/** A file's bytes (a PDF): sent as they are, never through the JSON serialiser. */
export const FileBytes = Type.Unsafe<Uint8Array>({ description: 'file bytes, not JSON' });

/** A 204: no body at all. Declared so the route table shows the answer is known. */
export const NoContent = Type.Null({ description: 'no body' });

/**
 * `{id}/reservations/{number}`: the NRN number (any case, dash optional) or the numeric id. The
 * reservation calls and the staff console share it.
 */
export const ReservationNumberParams = Type.Object({
  id: HotelRefParams.properties.id,
  number: Type.String({ maxLength: 40, pattern: '^([Nn][Rr][Nn]-?[A-Za-z0-9]{1,30}|[0-9]{1,10})$' }),
});
export type ReservationNumberParams = Static<typeof ReservationNumberParams>;

export const ISO_DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

const CODE = '[A-Za-z0-9_-]{1,64}';
const CODE_LIST = `^${CODE}(,${CODE})*$`;
/** `codes=a,b` or `codes[]=a&codes[]=b`: a comma list or an array of codes. */
export const CodeList = Type.Union([
  Type.String({ pattern: CODE_LIST }),
  Type.Array(Type.String({ pattern: CODE_LIST }), { maxItems: 200 }),
]);
