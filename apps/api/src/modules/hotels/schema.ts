// JSON schemas of the hotel routes. Params are validated (junk gets code 1000 from the error
// handler) and answers serialised through these, so only listed fields ever leave.

/** Hotel codes are lower-case slugs; this also bounds what reaches a query. */
export const HOTEL_CODE_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';

export const hotelCodeParams = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: HOTEL_CODE_PATTERN } },
} as const;

/** `{id}` takes the numeric id or the code (wire decision in the brief). */
export const hotelRefParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: HOTEL_CODE_PATTERN } },
} as const;

export const localeQuery = {
  type: 'object',
  properties: { locale: { type: 'string', maxLength: 35 } },
} as const;

/** `{ "<language>": { "<key>": "text" } }` */
export const translationsSchema = {
  type: 'object',
  additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
} as const;

export const nullableString = { type: ['string', 'null'] } as const;

export const hotelInfoResponse = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['id', 'code', 'name', 'time_zone', 'currency', 'phone', 'email', 'url', 'address', 'translations'],
      properties: {
        id: { type: 'integer' },
        code: { type: 'string' },
        name: { type: 'string' },
        time_zone: { type: 'string' },
        currency: { type: 'string' },
        phone: nullableString,
        email: nullableString,
        url: nullableString,
        address: {
          type: 'object',
          required: ['post_code', 'full_address', 'country'],
          properties: { post_code: { type: 'string' }, full_address: { type: 'string' }, country: { type: 'string' } },
        },
        translations: translationsSchema,
      },
    },
  },
} as const;

export interface HotelRefParams {
  id: string;
}

export interface HotelCodeParams {
  code: string;
}

export interface LocaleQuery {
  locale?: string;
}
