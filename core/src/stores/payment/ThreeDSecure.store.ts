// 3-D Secure (part 2 §9): the booking leaves for the issuer's challenge page in the same window,
// and the page comes back with only the hotel and the reservation number. What the return page
// needs is kept in storage meanwhile (challengeRecord.ts), and the outcome is asked of the API
// (which asks the gateway), never read from the return address.
import { makeObservable, observable, runInAction } from 'mobx';
import type { Clock, CreateReservationRequest } from '@noren/core/domain';
import type { CardBookingResponse, NorenApi, PaymentResultView } from '@noren/core/api';
import type { AppEnv } from '../env.ts';
import type { ReservationStore } from '../ReservationStore.ts';
import { AsyncState } from '../async/AsyncState.ts';
import { toShownError, type ShownError } from '../shownError.ts';
import { readChallengeRecord, removeChallengeRecord, saveChallengeRecord, type ChallengeRecord } from './challengeRecord.ts';

export type ChallengeOutcome =
  | { kind: 'booked'; record: ChallengeRecord }
  | { kind: 'failed'; record: ChallengeRecord; failure: { code: number; reason: string } | null }
  | { kind: 'pending'; record: ChallengeRecord }
  | { kind: 'lost' }
  | { kind: 'error'; error: ShownError };

export interface ThreeDSecureDeps {
  api: NorenApi;
  env: AppEnv;
  clock: Clock;
  reservation: ReservationStore;
  hotelId: () => string | null;
}

export class ThreeDSecureStore {
  /** Set while the browser leaves for the challenge page. */
  challengeUrl: string | null = null;

  readonly #result = new AsyncState<PaymentResultView>();

  constructor(private readonly deps: ThreeDSecureDeps) {
    makeObservable(this, { challengeUrl: observable });
  }

  /** Keeps what the return page needs, then leaves for the issuer's page (it sends the guest back). */
  leaveFor(body: CreateReservationRequest, response: CardBookingResponse, search: string): string {
    const url = response.challenge_url!;
    saveChallengeRecord(this.deps.env.storage, {
      hotel: this.deps.hotelId() ?? '',
      number: response.reservation_number,
      bypassToken: response.bypass_token,
      email: body.guest.email,
      search,
      checkin: body.checkin_date,
      checkout: body.checkout_date,
      adults: body.rooms.reduce((n, r) => n + r.adults, 0),
      challengeUrl: url,
      expiresAt: response.payment_expires_at ?? null,
      savedAt: this.deps.clock.now().getTime(),
    });
    runInAction(() => (this.challengeUrl = url));
    this.deps.env.navigate(url);
    return url;
  }

  /** A new payment step begins: no challenge under way. */
  reset(): void {
    runInAction(() => (this.challengeUrl = null));
  }

  /** After the challenge page sent the guest back: the outcome, as the API has it. */
  async settle(number: string): Promise<ChallengeOutcome> {
    const { env, api, clock } = this.deps;
    const record = readChallengeRecord(env.storage, number, clock.now().getTime());
    if (!record) return { kind: 'lost' };
    const outcome = await this.#result.run(() => api.postPaymentResult(record.hotel, record.number, record.bypassToken));
    // A newer settle of the same return took over: this one has nothing to say yet.
    if (!outcome) return { kind: 'pending', record };
    if (!outcome.ok) return { kind: 'error', error: toShownError(outcome.error) };
    const result = outcome.value;
    if (result.status === 'payment_pending') return { kind: 'pending', record };
    removeChallengeRecord(env.storage, number);
    if (result.status === 'done') {
      this.deps.reservation.confirm({ reservation_number: result.reservation_number, email: record.email, token: record.bypassToken });
      return { kind: 'booked', record };
    }
    return { kind: 'failed', record, failure: result.failure };
  }
}
