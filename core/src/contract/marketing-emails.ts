// Marketing e-mail subscriptions (spec part 2 §7.8) and the RFC 8058 one-click address of our mail.
import Type, { type Static } from 'typebox';
import { Data, ErrorReplies } from './shapes.ts';

/** A signed link token; the bound keeps junk away from the verifier. */
export const MAX_LINK_TOKEN_LENGTH = 1000;
const LinkToken = Type.String({ minLength: 1, maxLength: MAX_LINK_TOKEN_LENGTH });

export const LinkTokenQuery = Type.Object({ token: LinkToken });

export const SubscriptionStatus = Type.Object({
  /** Masked: the page shows which address, without revealing it to whoever holds the link. */
  email: Type.String(),
  brand: Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() }),
  subscribed: Type.Boolean(),
});
export type SubscriptionStatus = Static<typeof SubscriptionStatus>;

const status = { 200: Data(SubscriptionStatus), ...ErrorReplies } as const;

export const SubscriptionStatusCall = { querystring: LinkTokenQuery, response: status } as const;
export const UnsubscribeCall = { body: Type.Object({ token: LinkToken }, { additionalProperties: false }), response: status } as const;
/** The mail client's POST: its form body is read by the route (List-Unsubscribe=One-Click). */
export const OneClickUnsubscribeCall = { querystring: LinkTokenQuery, response: status } as const;
/** A person or a link scanner opening the address: a 303 to the confirmation page. */
export const OneClickPageCall = { querystring: LinkTokenQuery, response: ErrorReplies } as const;
