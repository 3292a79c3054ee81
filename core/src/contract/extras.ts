// GET /hotels/{id}/extras (spec part 2 §7.4): the hotel's extras, priced for a stay when one is given.
import Type, { type Static } from 'typebox';
import { HotelRefParams } from './common.ts';
import { Data, ErrorReplies, Nullable } from './shapes.ts';

export const ExtraListing = Type.Object({
  extra_id: Type.Integer(),
  code: Type.String(),
  extra_type: Type.Union([Type.Literal('generic'), Type.Literal('date_bound')]),
  name: Type.String(),
  description: Type.String(),
  /** Per unit, tax excluded; null for date-bound extras, priced per date. */
  price: Nullable(Type.Integer()),
  price_with_tax: Nullable(Type.Integer()),
  tax_rate_bp: Type.Integer(),
  stock: Nullable(Type.Integer()),
  min_quantity: Type.Integer(),
  max_quantity: Type.Integer(),
  booking_available_dates: Type.Array(Type.String()),
  prices: Type.Array(Type.Object({ date: Type.String(), price: Type.Integer(), price_with_tax: Type.Integer() })),
  inclusive_plan_codes: Type.Array(Type.String()),
});
export type ExtraListing = Static<typeof ExtraListing>;

const SEARCH_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

export const ExtrasQuery = Type.Object({
  checkin: Type.Optional(Type.String({ pattern: SEARCH_DATE_PATTERN })),
  checkout: Type.Optional(Type.String({ pattern: SEARCH_DATE_PATTERN })),
  locale: Type.Optional(Type.String({ maxLength: 35 })),
});
export type ExtrasQuery = Static<typeof ExtrasQuery>;

export const ListExtrasCall = { params: HotelRefParams, querystring: ExtrasQuery, response: { 200: Data(Type.Array(ExtraListing)), ...ErrorReplies } } as const;

