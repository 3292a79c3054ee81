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

/** A 204: no body at all. Declared so the route table shows the answer is known. */
export const NoContent = Type.Null({ description: 'no body' });
