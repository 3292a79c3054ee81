// A member's saved cards (spec part 2 §7.5): GET /hotels/{id}/memberships/credit_cards and
// DELETE .../credit_cards/{cardId}. Only a token's shown parts are kept, and only they leave.
import Type, { type Static } from 'typebox';
import { HotelRefParams, NoContent } from './common.ts';
import { Data, ErrorReplies } from './shapes.ts';

export const SavedCardView = Type.Object({
  id: Type.Integer(),
  brand: Type.String(),
  last4: Type.String(),
  exp_month: Type.Integer(),
  exp_year: Type.Integer(),
});
export type SavedCardView = Static<typeof SavedCardView>;

export const SavedCardParams = Type.Object({
  id: HotelRefParams.properties.id,
  cardId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const ListSavedCardsCall = { params: HotelRefParams, response: { 200: Data(Type.Array(SavedCardView)), ...ErrorReplies } } as const;
export const DeleteSavedCardCall = { params: SavedCardParams, response: { 204: NoContent, ...ErrorReplies } } as const;
