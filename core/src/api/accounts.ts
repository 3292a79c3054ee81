// The account calls of the booking app (spec part 2 §7.6; contract core/domain/contract/accounts.ts):
// member and organisation sign-in, sign-up, its confirmation and a new confirmation mail, and
// removing a member's saved card. Kept apart from NorenApi, like the manage calls (manage.ts), so
// the result page's first download does not carry them: accountApiFor(api) builds them on the real
// client's request() when an account page or the payment step first needs them.
import type {
  MemberConfirmRequest, MemberSignInRequest, MemberSignUpRequest, OrganisationSignInRequest, SignInResult,
} from '@noren/core/domain';
import { ApiError } from './ApiError.ts';
import type { ApiRequester } from './manage.ts';

export interface AccountApi {
  /** POST /hotels/{id}/memberships/sign_in: wrong credentials answer 401 (9401, reason invalid_credentials or unconfirmed); locked 1301. */
  memberSignIn(hotelId: string | number, body: MemberSignInRequest): Promise<SignInResult>;
  /** POST /hotels/{code}/organization/sign_in: the user answered carries organization and organization_role. */
  organisationSignIn(hotelCode: string, body: OrganisationSignInRequest): Promise<SignInResult>;
  /** POST /hotels/{id}/memberships/sign_up: 201, a provisional member until the mailed link is followed. */
  memberSignUp(hotelId: string | number, body: MemberSignUpRequest): Promise<void>;
  /** POST /hotels/{id}/memberships/confirm: the mailed token; confirms and signs the member in. */
  confirmMember(hotelId: string | number, body: MemberConfirmRequest): Promise<SignInResult>;
  /** POST /hotels/{id}/memberships/resend_confirmation: 204. */
  resendConfirmation(hotelId: string | number, email: string): Promise<void>;
  /** DELETE /hotels/{id}/memberships/credit_cards/{cardId}: 204. */
  deleteSavedCard(hotelId: string | number, cardId: number | string): Promise<void>;
}

const memberships = (hotelId: string | number) => `/hotels/${encodeURIComponent(String(hotelId))}/memberships`;

export function createAccountApi(client: ApiRequester): AccountApi {
  return {
    // A sign-in's 401 is a wrong password, not a session that ended (checksCredentials).
    memberSignIn: (hotelId, body) => client.request({ method: 'POST', path: `${memberships(hotelId)}/sign_in`, body, checksCredentials: true }),
    organisationSignIn: (hotelCode, body) =>
      client.request({ method: 'POST', path: `/hotels/${encodeURIComponent(hotelCode)}/organization/sign_in`, body, checksCredentials: true }),
    memberSignUp: async (hotelId, body) => {
      await client.request({ method: 'POST', path: `${memberships(hotelId)}/sign_up`, body });
    },
    confirmMember: (hotelId, body) => client.request({ method: 'POST', path: `${memberships(hotelId)}/confirm`, body, checksCredentials: true }),
    resendConfirmation: async (hotelId, email) => {
      await client.request({ method: 'POST', path: `${memberships(hotelId)}/resend_confirmation`, body: { email } });
    },
    deleteSavedCard: async (hotelId, cardId) => {
      await client.request({ method: 'DELETE', path: `${memberships(hotelId)}/credit_cards/${encodeURIComponent(String(cardId))}` });
    },
  };
}

/** The account calls on the app's client; on anything else (a store test's fake) every call fails as unreachable. */
export function accountApiFor(api: unknown): AccountApi {
  if (typeof api === 'object' && api !== null && typeof (api as { request?: unknown }).request === 'function') return createAccountApi(api as ApiRequester);
  const fail = () => Promise.reject(ApiError.unreachable());
  return new Proxy({} as AccountApi, { get: () => fail });
}
