// Member sign-up (spec part 1 §2 /sign-up, /member-confirmation, /resend-confirmation-email;
// part 2 §7.6 sign_up, confirm, resend_confirmation; §8.3 codes 1401, 1402). Sign-up makes a
// provisional member and mails a link with a one-time token (stored as SHA-256, valid 24 hours);
// following it confirms the account and signs the member in. Resending answers the same whether
// or not the address has an account, so it cannot be used to find out who is a member.
import { randomInt } from 'node:crypto';
import {
  ErrorCode, NorenError, resolveLanguage, type Clock, type Language, type MemberSignUpRequest, type SignInResult,
} from '@noren/core/domain';
import type { Argon2Params } from '../../argon2.ts';
import type { Database, Executor } from '../../db/database.ts';
import { queueMail } from '../../mail/outbox.ts';
import { assertNewPassword, hashPassword } from '../accounts/index.ts';
import { hashToken, looksLikeToken, newToken } from '../client-sessions/index.ts';
import type { HotelRow } from '../hotels/index.ts';
import {
  findBrandName, findMemberByConfirmationHash, findMemberByEmail, insertMember, markConfirmed, normaliseEmail, setConfirmationToken, type MemberRow,
} from './repository.ts';
import { memberSignedIn, requireHotel } from './service.ts';

export const CONFIRMATION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const MEMBERSHIP_ID_ATTEMPTS = 5;

export const newMembershipId = (): string => `NM${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

const emailTaken = () => new NorenError(ErrorCode.invalid, { httpStatus: 422, payload: { field: 'email', reason: 'taken' }, message: 'This e-mail address is already registered.' });
const unknownToken = () => new NorenError(ErrorCode.invalid, { payload: { field: 'confirmation_token', reason: 'invalid' }, message: 'This confirmation link is not valid.' });

/**
 * Queues the mail with the link, in the transaction that stored the token's hash: the sender renders
 * it (outbox.ts). The link is kept with the row since only its hash is kept with the member.
 */
async function queueConfirmationMail(db: Executor, clock: Clock, member: MemberRow, hotel: HotelRow, token: string, publicUrl: string): Promise<void> {
  const query = new URLSearchParams({ confirmation_token: token, code: hotel.code });
  const link = `${publicUrl}/member-confirmation?${query.toString()}`;
  // Keyed by the token's hash: one mail per token, however often the caller retries.
  // The row carries who it goes to and the brand's name, as they were at sign-up.
  const brand = (await findBrandName(db, member.brandId)) ?? '';
  await queueMail(db, clock, {
    kind: 'member_confirmation', reservationId: null, language: member.locale, dedupeKey: `member_confirmation:${hashToken(token)}`,
    payload: { memberId: member.id, hotelId: hotel.id, link, to: member.email, name: `${member.firstName} ${member.lastName}`, brand },
  });
}

export async function signUpMember(
  db: Database,
  clock: Clock,
  input: { hotelRef: string; body: MemberSignUpRequest; requestedLanguage: string | null; publicUrl: string; argon2: Argon2Params },
): Promise<{ email: string; confirmed: false }> {
  const { body } = input;
  assertNewPassword(body.password);
  const hotel = await requireHotel(db, input.hotelRef);
  if (await findMemberByEmail(db, hotel.brandId, body.email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password, input.argon2);
  const language: Language = resolveLanguage(input.requestedLanguage, hotel.bookLanguages);
  const now = clock.now();
  const token = newToken();
  await db.transaction(async (tx) => {
    for (let attempt = 0; attempt < MEMBERSHIP_ID_ATTEMPTS; attempt++) {
      const member = await insertMember(tx, {
        brandId: hotel.brandId, email: body.email.trim(), emailNormalised: normaliseEmail(body.email), passwordHash,
        firstName: body.first_name.trim(), lastName: body.last_name.trim(), membershipId: newMembershipId(), locale: language,
        promotionsOptIn: body.promotions_opt_in ?? false, confirmedAt: null, confirmationTokenHash: hashToken(token), confirmationSentAt: now,
        createdAt: now, updatedAt: now,
      });
      if (member) {
        await queueConfirmationMail(tx, clock, member, hotel, token, input.publicUrl);
        return;
      }
      // Nothing inserted: the e-mail was registered meanwhile, or the random membership id is taken.
      if (await findMemberByEmail(tx, hotel.brandId, body.email)) throw emailTaken();
    }
    throw new Error('could not find a free membership id');
  });
  return { email: body.email.trim(), confirmed: false };
}

/** Follows the mailed link: confirms the member and signs them in. */
export async function confirmMember(db: Executor, clock: Clock, hotelRef: string, token: string): Promise<SignInResult> {
  const hotel = await requireHotel(db, hotelRef);
  if (!looksLikeToken(token)) throw unknownToken();
  const member = await findMemberByConfirmationHash(db, hotel.brandId, hashToken(token));
  if (!member) throw unknownToken();
  if (member.confirmedAt !== null) throw new NorenError(ErrorCode.userAlreadyConfirmed);
  const now = clock.now();
  if (member.confirmationSentAt === null || now.getTime() - member.confirmationSentAt.getTime() >= CONFIRMATION_LIFETIME_MS) {
    throw new NorenError(ErrorCode.signUpConfirmationExpired);
  }
  const confirmed = await markConfirmed(db, member.id, now);
  if (!confirmed) throw new NorenError(ErrorCode.userAlreadyConfirmed);
  return memberSignedIn(db, clock, confirmed, hotel);
}

/** Sends a fresh link to a provisional member; does nothing, silently, for anyone else. */
export async function resendConfirmation(db: Database, clock: Clock, hotelRef: string, email: string, publicUrl: string): Promise<void> {
  const hotel = await requireHotel(db, hotelRef);
  const member = await findMemberByEmail(db, hotel.brandId, email);
  if (!member || member.confirmedAt !== null) return;
  const token = newToken();
  await db.transaction(async (tx) => {
    await setConfirmationToken(tx, member.id, hashToken(token), clock.now());
    await queueConfirmationMail(tx, clock, member, hotel, token, publicUrl);
  });
}
