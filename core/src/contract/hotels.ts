// GET /hotels/{id} (spec part 2 §7.4): the hotel's info with its address; {id} is the id or the code.
import Type, { type Static } from 'typebox';
import type { Translations } from '../domain/contract/settings.ts';
import { HotelRefParams, LocaleQuery, TranslationsShape } from './common.ts';
import { Data, ErrorReplies, Nullable } from './shapes.ts';

export const HotelAddress = Type.Object({ post_code: Type.String(), full_address: Type.String(), country: Type.String() });
export type HotelAddress = Static<typeof HotelAddress>;

export const HotelInfo = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  time_zone: Type.String(),
  currency: Type.String(),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  url: Nullable(Type.String()),
  address: HotelAddress,
  translations: Type.Unsafe<Translations<'name' | 'full_address'>>(TranslationsShape),
});
export type HotelInfo = Static<typeof HotelInfo>;

export const HotelInfoCall = { params: HotelRefParams, querystring: LocaleQuery, response: { 200: Data(HotelInfo), ...ErrorReplies } } as const;
