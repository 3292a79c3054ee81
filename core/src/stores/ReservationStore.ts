// The reservation being made or managed: what was selected, who stays, the price as it was when
// the guest moved on, and, once booked, its number and access token. Updating one switches
// multi-currency off until it ends (part 1 §4).
//
// Booking (POST /hotels/{id}/reservations) sends an Idempotency-Key made once per attempt: pressing
// "Book" again after a failure with the same details resends the same key, so a booking whose
// answer was lost is not made twice; changed details (a new expected price) are a new attempt.
// The call goes through AsyncState; while it runs, book() answers the booking under way instead of
// sending another (a second POST would only have come back with the same reservation).
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiError, newRequestId, type NorenApi } from '@noren/core/api';
import type { CreateReservationRequest, CreateReservationResponse, PriceChangedPayload } from '@noren/core/domain';
import { AsyncState } from './async/AsyncState.ts';
import type { CurrencyStore } from './CurrencyStore.ts';
import { toShownError, type ShownError } from './shownError.ts';
import type { PriceBreakdown } from './PricingStore.ts';
import type { SelectedRoom } from './SelectionStore.ts';

/** Part 1 §3: this reservation number means none. */
export const FAKE_RESERVATION_NUMBER = 'FAKE_NO';

export interface GuestDetails {
  first_name: string;
  last_name: string;
  first_name_kana?: string;
  last_name_kana?: string;
  email: string;
  email_confirmation?: string;
  phone: string;
  notes?: string;
  booking_for_someone_else?: boolean;
  postal_code?: string;
  prefecture_or_state?: string;
  street_address?: string;
  building_name_and_number?: string;
}

export interface ManagedReservation {
  reservation_number: string;
  email?: string | null;
  /** bypass_token: lets a guest without an account open the reservation. */
  token?: string | null;
  mcp_currency?: string | null;
  checkin_date?: string;
  checkout_date?: string;
}

export type ReservationMode = 'new' | 'update';

export type BookingOutcome =
  | { kind: 'booked'; response: CreateReservationResponse }
  | { kind: 'price_changed'; change: PriceChangedPayload }
  | { kind: 'failed'; error: ShownError };

export interface ReservationStoreDeps {
  api: NorenApi;
  hotelId: () => string | null;
  newKey?: () => string;
}

/** The API's refusal when the price moved since the guest saw it (details.payload.reason). */
export function priceChangedPayload(error: unknown): PriceChangedPayload | null {
  if (!(error instanceof ApiError)) return null;
  const payload = error.payload as Partial<PriceChangedPayload> | undefined;
  return payload?.reason === 'price_changed' && typeof payload.total_price === 'number' ? (payload as PriceChangedPayload) : null;
}

export class ReservationStore {
  mode: ReservationMode = 'new';
  rooms: SelectedRoom[] = [];
  guest: Partial<GuestDetails> = {};
  paymentType: string | null = null;
  price: PriceBreakdown | null = null;
  reservationNumber: string | null = null;
  email: string | null = null;
  bypassToken: string | null = null;
  readonly #booking = new AsyncState<CreateReservationResponse>();
  #underWay: Promise<BookingOutcome> | null = null;
  #attempt: { fingerprint: string; key: string } | null = null;

  constructor(private readonly currency: CurrencyStore, private readonly deps?: ReservationStoreDeps) {
    makeObservable(this, {
      mode: observable,
      rooms: observableRef,
      guest: observableRef,
      paymentType: observable,
      price: observableRef,
      reservationNumber: observable,
      email: observable,
      bypassToken: observable,
      hasReservation: computed,
      start: action,
      setGuest: action,
      setPaymentType: action,
      setPrice: action,
      confirm: action,
      manage: action,
      beginUpdate: action,
      reset: action,
    });
  }

  /** A booking call is under way. */
  get submitting(): boolean {
    return this.#booking.loading;
  }

  get hasReservation(): boolean {
    return this.reservationNumber !== null;
  }

  /** Takes a copy, so later changes to the selection do not alter a booking in progress. */
  start(rooms: readonly SelectedRoom[], price: PriceBreakdown | null): void {
    this.mode = 'new';
    this.rooms = rooms.map((r) => ({ ...r }));
    this.price = price;
    this.reservationNumber = null;
  }

  setGuest(change: Partial<GuestDetails>): void {
    this.guest = { ...this.guest, ...change };
  }

  setPaymentType(paymentType: string | null): void {
    this.paymentType = paymentType;
  }

  setPrice(price: PriceBreakdown | null): void {
    this.price = price;
  }

  /** The Idempotency-Key the next booking of `body` would carry. */
  attemptKey(body: CreateReservationRequest): string {
    const fingerprint = JSON.stringify(body);
    if (this.#attempt?.fingerprint !== fingerprint) this.#attempt = { fingerprint, key: (this.deps?.newKey ?? newRequestId)() };
    return this.#attempt.key;
  }

  /** Books; never rejects. A price change comes back for the guest to confirm, not as a failure. */
  book(body: CreateReservationRequest): Promise<BookingOutcome> {
    this.#underWay ??= this.#book(body).finally(() => (this.#underWay = null));
    return this.#underWay;
  }

  async #book(body: CreateReservationRequest): Promise<BookingOutcome> {
    const deps = this.deps;
    const hotelId = deps?.hotelId();
    if (!deps || !hotelId) return { kind: 'failed', error: toShownError(new Error('no hotel')) };
    const key = this.attemptKey(body);
    const outcome = await this.#booking.run(() => deps.api.createReservation(hotelId, body, key));
    // No outcome (dropped) cannot happen: nothing cancels a booking and book() never starts a
    // second one; it would read as the generic failure.
    if (!outcome?.ok) {
      const change = priceChangedPayload(outcome?.error);
      return change ? { kind: 'price_changed', change } : { kind: 'failed', error: toShownError(outcome?.error) };
    }
    const response = outcome.value;
    this.#attempt = null;
    runInAction(() => {
      this.#booking.set(null);
      this.confirm({ reservation_number: response.reservation_number, email: body.guest.email, token: response.bypass_token, mcp_currency: body.mcp_currency ?? null });
    });
    return { kind: 'booked', response };
  }

  /** The booking went through. */
  confirm(reservation: ManagedReservation): void {
    this.setReservation(reservation);
  }

  /** Opens an existing reservation (number and e-mail, or a signed-in member's). */
  manage(reservation: ManagedReservation): void {
    this.setReservation(reservation);
    this.currency.setReservationMcpCurrency(reservation.mcp_currency ?? null);
  }

  beginUpdate(): void {
    this.mode = 'update';
    this.currency.beginReservationUpdate();
  }

  reset(): void {
    if (this.mode === 'update') this.currency.endReservationUpdate();
    this.mode = 'new';
    this.rooms = [];
    this.guest = {};
    this.paymentType = null;
    this.price = null;
    this.reservationNumber = null;
    this.email = null;
    this.bypassToken = null;
    this.currency.setReservationMcpCurrency(null);
  }

  private setReservation(reservation: ManagedReservation): void {
    const number = reservation.reservation_number?.trim();
    this.reservationNumber = number && number !== FAKE_RESERVATION_NUMBER ? number : null;
    this.email = reservation.email ?? null;
    this.bypassToken = reservation.token ?? null;
  }
}
