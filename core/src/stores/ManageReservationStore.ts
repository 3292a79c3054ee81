// Managing one reservation (spec part 1 §2 /search and /review-reservation, §4 update and cancel,
// §6; part 2 §7.4): find it by number and e-mail, open it with the e-mail or the bypass token, and
// cancel, update, download the receipt, correct the room guests' names and answer the hotel's
// questions. Every call carries the same access (e-mail or token), which stays in memory only:
// an e-mail never goes into the address (part 1 §4).
//
// Cancelling sends the fee the guest was shown; when the API says the fee has changed since, the
// preview takes the new fee and the guest confirms again. Updating is a quote first (confirm
// false), then the same change confirmed with the quoted total.
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { validateCard, type AnalyticsPage, type CancellationReason, type IsoDate, type PaymentProblem, type ReservationView } from '@noren/core/domain';
import {
  tokeniseCard,
  type AnswerChange, type CancelPreviewView, type CancelResultView, type CardDetails, type CardToken, type GatewayEndpoint, type ManageApi, type ReceiptRequest,
  type ReservationAccess, type ReservationGuestsView, type ReservationQuestionView, type RoomGuestChange, type UpdateQuoteView, type UpdateRoomSetting,
  type UpdateSettingsView,
} from '@noren/core/api';
import type { CardFormInput } from './PaymentStore.ts';
import { toShownError, type ShownError } from './shownError.ts';
import type { PageViewData } from './AnalyticsStore.ts';

export type ManagePage = Extract<AnalyticsPage, 'reservation_cancel' | 'reservation_update'>;

export interface ManageReservationStoreDeps {
  api: ManageApi;
  /** The widget's hotel (code), used when the address names no hotelId. */
  hotelId: () => string | null;
  /** The brand whose reservations /search finds (init settings hotel_brand_id). */
  brandId: () => string | number | null;
  signedIn: () => boolean;
  /** The data-layer events t-reservation_cancel and t-reservation_update (part 2 §9). */
  track?: (page: ManagePage, data: PageViewData) => void;
  /** A reservation was opened: the booking stores learn its number and multi-currency view. */
  opened?: (view: ReservationView, access: ReservationAccess) => void;
  /** Part 1 §4: while a reservation is being updated, multi-currency is off. */
  updating?: (on: boolean) => void;
  /** The hotel's payment provider (init settings payment_gateway_setting), for an increase paid by card. */
  gateway?: () => GatewayEndpoint | null;
  /** The provider's tokeniser; the browser's fetch to tokenization_url by default. */
  tokenise?: (endpoint: GatewayEndpoint, card: CardDetails) => Promise<CardToken>;
  /** The hotel's today, for the card's expiry. */
  today?: () => IsoDate;
}

/**
 * Why a reservation will not open, or not change, for this visitor, when the API says so:
 * another account's (403 sign_in_mismatch), a member's while signed out (403 sign_in_required),
 * or an agency's.
 */
export type AccessDenial = 'other_account' | 'sign_in_required' | 'travel_agency';

/** What is being changed: dates and rooms (each by its original room_index). */
export interface UpdateDraft {
  checkin_date: string;
  checkout_date: string;
  rooms: UpdateRoomSetting[];
}

export type CancelOutcome = { kind: 'cancelled'; result: CancelResultView } | { kind: 'fee_changed'; fee: number } | { kind: 'failed'; error: ShownError };

/** details.reason values meaning the reservation belongs to an account other than the visitor's. */
const OTHER_ACCOUNT_REASONS = new Set(['sign_in_mismatch', 'other_account', 'account_mismatch', 'member_mismatch', 'organization_mismatch']);

/** The reason alone, for refusals of a change: any other 403 there has its own text. */
export function refusalDenial(error: ShownError | null): AccessDenial | null {
  const reason = typeof error?.payload?.reason === 'string' ? error.payload.reason : null;
  if (reason === 'sign_in_required') return 'sign_in_required';
  if (reason !== null && OTHER_ACCOUNT_REASONS.has(reason)) return 'other_account';
  return null;
}

/**
 * Part 1 §6: a guest signed in with a different account is told to sign in correctly or sign out;
 * a travel-agency booking is managed at the agency. A plain 404 (wrong number or e-mail) is neither.
 */
export function accessDenial(error: ShownError | null, signedIn: boolean): AccessDenial | null {
  if (!error) return null;
  const reason = typeof error.payload?.reason === 'string' ? error.payload.reason : null;
  if (reason === 'travel_agency') return 'travel_agency';
  const refused = refusalDenial(error);
  if (refused) return refused;
  if ((error.status === 401 || error.status === 403) && signedIn) return 'other_account';
  return null;
}

const sameAccess = (a: ReservationAccess, b: ReservationAccess) => (a.email ?? null) === (b.email ?? null) && (a.bypassToken ?? null) === (b.bypassToken ?? null);

export class ManageReservationStore {
  hotelId: string | null = null;
  number: string | null = null;
  access: ReservationAccess = {};
  view: ReservationView | null = null;
  loading = false;
  loadError: ShownError | null = null;

  finding = false;
  findError: ShownError | null = null;

  cancelPreview: CancelPreviewView | null = null;
  cancelPreviewError: ShownError | null = null;
  cancelling = false;
  cancelError: ShownError | null = null;
  cancelResult: CancelResultView | null = null;

  updateSettings: UpdateSettingsView | null = null;
  updateSettingsError: ShownError | null = null;
  quote: UpdateQuoteView | null = null;
  quotedDraft: UpdateDraft | null = null;
  quoting = false;
  applying = false;
  updateError: ShownError | null = null;
  updateResult: UpdateQuoteView | null = null;

  guests: ReservationGuestsView | null = null;
  guestsError: ShownError | null = null;
  savingGuests = false;
  guestsSaved = false;

  questions: ReservationQuestionView[] | null = null;
  questionsError: ShownError | null = null;
  savingAnswers = false;
  answersSaved = false;

  receiptBusy = false;
  receiptError: ShownError | null = null;

  #generation = 0;

  constructor(private readonly deps: ManageReservationStoreDeps) {
    makeObservable(this, {
      hotelId: observable,
      number: observable,
      access: observableRef,
      view: observableRef,
      loading: observable,
      loadError: observableRef,
      finding: observable,
      findError: observableRef,
      cancelPreview: observableRef,
      cancelPreviewError: observableRef,
      cancelling: observable,
      cancelError: observableRef,
      cancelResult: observableRef,
      updateSettings: observableRef,
      updateSettingsError: observableRef,
      quote: observableRef,
      quotedDraft: observableRef,
      quoting: observable,
      applying: observable,
      updateError: observableRef,
      updateResult: observableRef,
      guests: observableRef,
      guestsError: observableRef,
      savingGuests: observable,
      guestsSaved: observable,
      questions: observableRef,
      questionsError: observableRef,
      savingAnswers: observable,
      answersSaved: observable,
      receiptBusy: observable,
      receiptError: observableRef,
      denial: computed,
      hasAccess: computed,
      isCancelled: computed,
      clearQuote: action,
      forget: action,
      setAccess: action,
    });
  }

  /** Opening refused, or else a change refused for the account (cancel, update, names, answers). */
  get denial(): AccessDenial | null {
    const opening = accessDenial(this.loadError, this.deps.signedIn());
    if (opening) return opening;
    for (const error of [this.cancelPreviewError, this.cancelError, this.updateSettingsError, this.updateError, this.guestsError, this.questionsError]) {
      const refused = refusalDenial(error);
      if (refused) return refused;
    }
    return null;
  }

  /** An e-mail or a token to open the reservation with. */
  get hasAccess(): boolean {
    return !!(this.access.email || this.access.bypassToken);
  }

  get isCancelled(): boolean {
    return this.view?.status === 'cancelled';
  }

  /** /search: the brand's reservation with this number and e-mail. True when found and opened. */
  async find(number: string, email: string): Promise<boolean> {
    const brandId = this.deps.brandId();
    runInAction(() => {
      this.finding = true;
      this.findError = null;
    });
    try {
      if (brandId === null) throw new Error('no brand');
      const view = await this.deps.api.findReservation(brandId, number.trim(), email.trim());
      runInAction(() => {
        this.forget();
        this.setOpened(String(view.hotel.id), view, { email: email.trim() });
      });
      return true;
    } catch (error) {
      runInAction(() => (this.findError = toShownError(error)));
      return false;
    } finally {
      runInAction(() => (this.finding = false));
    }
  }

  /** The review page: opens (or keeps, when already open with the same access) the reservation. */
  async open(hotelId: string | null, number: string, access: ReservationAccess): Promise<void> {
    const hotel = hotelId ?? this.deps.hotelId();
    const wanted = access.email || access.bypassToken ? access : this.number === number ? this.access : access;
    if (this.view && this.number === number && (hotel === null || hotel === this.hotelId || hotel === this.view.hotel.code) && sameAccess(wanted, this.access)) return;
    runInAction(() => {
      this.forget();
      this.number = number;
      this.hotelId = hotel;
      this.access = wanted;
    });
    if (!this.hasAccess || hotel === null) return;
    await this.reload();
  }

  /**
   * Someone signed in or out: a refusal for the account no longer holds, and a reservation that
   * would not open is asked for again with the new session.
   */
  async afterAuthChange(): Promise<void> {
    runInAction(() => {
      for (const slot of ['cancelPreviewError', 'cancelError', 'updateSettingsError', 'updateError', 'guestsError', 'questionsError'] as const) {
        if (refusalDenial(this[slot])) this[slot] = null;
      }
    });
    if (this.loadError && this.hasAccess) await this.reload();
  }

  setAccess(access: ReservationAccess): void {
    this.access = access;
  }

  /** Reads the reservation again (after a change), keeping what is shown until the answer. */
  async reload(): Promise<void> {
    const { hotelId, number } = this;
    if (hotelId === null || number === null) return;
    const generation = this.#generation;
    runInAction(() => {
      this.loading = true;
      this.loadError = null;
    });
    try {
      const view = await this.deps.api.getReservation(hotelId, number, this.access);
      if (generation !== this.#generation) return;
      runInAction(() => this.setOpened(hotelId, view, this.access));
    } catch (error) {
      if (generation !== this.#generation) return;
      runInAction(() => {
        this.loadError = toShownError(error);
        this.view = null;
      });
    } finally {
      if (generation === this.#generation) runInAction(() => (this.loading = false));
    }
  }

  async loadCancelPreview(): Promise<void> {
    const target = this.target();
    if (!target) return;
    runInAction(() => (this.cancelPreviewError = null));
    try {
      const preview = await this.deps.api.previewCancel(target.hotelId, target.number, target.access);
      if (this.current(target)) runInAction(() => (this.cancelPreview = preview));
    } catch (error) {
      if (this.current(target)) runInAction(() => (this.cancelPreviewError = toShownError(error)));
    }
  }

  /** Cancels with the fee of the preview the guest saw; never rejects. */
  async cancel(reason: CancellationReason, details: string): Promise<CancelOutcome> {
    const target = this.target();
    const preview = this.cancelPreview;
    if (!target || !preview) return { kind: 'failed', error: toShownError(new Error('nothing to cancel')) };
    runInAction(() => {
      this.cancelling = true;
      this.cancelError = null;
    });
    try {
      const result = await this.deps.api.cancel(target.hotelId, target.number, target.access, {
        reason, details: details.trim() || null, cancellation_fee_displayed: preview.cancellation_fee,
      });
      runInAction(() => {
        this.cancelResult = result;
        this.cancelPreview = null;
      });
      const view = this.view;
      this.deps.track?.('reservation_cancel', {
        reservationNumber: result.reservation_number, currency: result.currency, price: result.cancellation_fee,
        checkin: view?.checkin_date, checkout: view?.checkout_date, nights: view?.nights, adults: view?.adults, children: view?.children, rooms: view?.rooms.length,
      });
      await this.reload();
      return { kind: 'cancelled', result };
    } catch (error) {
      const shown = toShownError(error);
      const payload = shown.payload ?? {};
      if (payload.reason === 'cancellation_fee_changed' && typeof payload.cancellation_fee === 'number') {
        const fee = payload.cancellation_fee;
        runInAction(() => {
          this.cancelError = shown;
          if (this.cancelPreview) this.cancelPreview = { ...this.cancelPreview, cancellation_fee: fee };
        });
        // The refund follows the fee: read the preview again for both.
        await this.loadCancelPreview();
        return { kind: 'fee_changed', fee };
      }
      runInAction(() => (this.cancelError = shown));
      return { kind: 'failed', error: shown };
    } finally {
      runInAction(() => (this.cancelling = false));
    }
  }

  async loadUpdateSettings(): Promise<void> {
    const target = this.target();
    if (!target) return;
    runInAction(() => (this.updateSettingsError = null));
    try {
      const settings = await this.deps.api.getUpdateSettings(target.hotelId, target.number, target.access);
      if (this.current(target)) runInAction(() => (this.updateSettings = settings));
    } catch (error) {
      if (this.current(target)) runInAction(() => (this.updateSettingsError = toShownError(error)));
    }
  }

  /** The price of a change, not applied (PUT update_settings with confirm false). */
  async quoteUpdate(draft: UpdateDraft): Promise<UpdateQuoteView | null> {
    const target = this.target();
    if (!target) return null;
    this.deps.updating?.(true);
    runInAction(() => {
      this.quoting = true;
      this.updateError = null;
      this.updateResult = null;
    });
    try {
      const quote = await this.deps.api.putUpdate(target.hotelId, target.number, target.access, { ...draft, confirm: false });
      runInAction(() => {
        this.quote = quote;
        this.quotedDraft = draft;
      });
      return quote;
    } catch (error) {
      runInAction(() => {
        this.quote = null;
        this.quotedDraft = null;
        this.updateError = toShownError(error);
      });
      return null;
    } finally {
      runInAction(() => (this.quoting = false));
    }
  }

  /** Applies the quoted change; a card token pays an increase when the quote asks for a card. */
  async applyUpdate(cardToken?: string): Promise<boolean> {
    const target = this.target();
    const draft = this.quotedDraft;
    const quote = this.quote;
    if (!target || !draft || !quote) return false;
    runInAction(() => {
      this.applying = true;
      this.updateError = null;
    });
    try {
      const result = await this.deps.api.putUpdate(target.hotelId, target.number, target.access, {
        ...draft, confirm: true, ...(typeof quote.total_price === 'number' && { expected_total: quote.total_price }), ...(cardToken && { card_token: cardToken }),
      });
      runInAction(() => {
        this.updateResult = result;
        this.quote = null;
        this.quotedDraft = null;
      });
      this.deps.track?.('reservation_update', {
        reservationNumber: target.number, checkin: draft.checkin_date, checkout: draft.checkout_date,
        rooms: draft.rooms.length, adults: draft.rooms.reduce((n, r) => n + r.adults, 0),
        currency: result.currency ?? this.view?.currency, price: result.total_price,
      });
      this.deps.updating?.(false);
      await Promise.all([this.reload(), this.loadUpdateSettings()]);
      return true;
    } catch (error) {
      runInAction(() => (this.updateError = toShownError(error)));
      return false;
    } finally {
      runInAction(() => (this.applying = false));
    }
  }

  /**
   * An increase on a card-paid reservation (the quote says card_token_required): the card is
   * checked, sent to the provider's tokeniser only, and its token pays the difference.
   */
  async applyUpdateWithCard(card: CardFormInput): Promise<{ kind: 'applied' } | { kind: 'invalid'; problems: PaymentProblem[] } | { kind: 'failed' }> {
    const draft = this.quotedDraft;
    const endpoint = this.deps.gateway?.() ?? null;
    if (!draft || !endpoint) return { kind: 'failed' };
    const problems = validateCard(
      { number: card.number, expMonth: card.expMonth, expYear: card.expYear, securityCode: card.securityCode, holder: card.holder },
      { today: this.deps.today?.() ?? draft.checkin_date, checkout: draft.checkout_date, koreanDomestic: false },
    );
    if (problems.length > 0) return { kind: 'invalid', problems };
    runInAction(() => {
      this.applying = true;
      this.updateError = null;
    });
    let token: CardToken;
    try {
      token = await (this.deps.tokenise ?? tokeniseCard)(endpoint, {
        number: card.number.replace(/[\s-]/g, ''), exp_month: card.expMonth.trim(), exp_year: card.expYear.trim(),
        security_code: card.securityCode.trim(), holder: card.holder.trim().replace(/ {2,}/g, ' ').toUpperCase(),
      });
    } catch (error) {
      runInAction(() => {
        this.updateError = toShownError(error);
        this.applying = false;
      });
      return { kind: 'failed' };
    }
    return (await this.applyUpdate(token.token)) ? { kind: 'applied' } : { kind: 'failed' };
  }

  /** Leaves the quote without applying it. */
  clearQuote(): void {
    this.quote = null;
    this.quotedDraft = null;
    this.updateError = null;
    this.deps.updating?.(false);
  }

  async loadGuests(): Promise<void> {
    const target = this.target();
    if (!target) return;
    runInAction(() => (this.guestsError = null));
    try {
      const guests = await this.deps.api.getGuests(target.hotelId, target.number, target.access);
      if (this.current(target)) runInAction(() => (this.guests = guests));
    } catch (error) {
      if (this.current(target)) runInAction(() => (this.guestsError = toShownError(error)));
    }
  }

  async saveGuests(rooms: RoomGuestChange[]): Promise<boolean> {
    const target = this.target();
    if (!target) return false;
    runInAction(() => {
      this.savingGuests = true;
      this.guestsSaved = false;
      this.guestsError = null;
    });
    try {
      const guests = await this.deps.api.putGuests(target.hotelId, target.number, target.access, rooms);
      runInAction(() => {
        this.guests = guests;
        this.guestsSaved = true;
      });
      await this.reload();
      return true;
    } catch (error) {
      runInAction(() => (this.guestsError = toShownError(error)));
      return false;
    } finally {
      runInAction(() => (this.savingGuests = false));
    }
  }

  async loadQuestions(): Promise<void> {
    const target = this.target();
    if (!target) return;
    runInAction(() => (this.questionsError = null));
    try {
      const questions = await this.deps.api.getQuestions(target.hotelId, target.number, target.access);
      if (this.current(target)) runInAction(() => (this.questions = questions));
    } catch (error) {
      if (this.current(target)) runInAction(() => (this.questionsError = toShownError(error)));
    }
  }

  /** New answers are created (POST), answers given before are changed together (batch_update). */
  async saveAnswers(answers: AnswerChange[]): Promise<boolean> {
    const target = this.target();
    if (!target) return false;
    const answered = new Set((this.questions ?? []).filter((q) => q.answered).map((q) => q.id));
    const fresh = answers.filter((a) => !answered.has(a.question_id));
    const changed = answers.filter((a) => answered.has(a.question_id));
    runInAction(() => {
      this.savingAnswers = true;
      this.answersSaved = false;
      this.questionsError = null;
    });
    try {
      if (fresh.length > 0) await this.deps.api.postAnswers(target.hotelId, target.number, target.access, fresh);
      if (changed.length > 0) await this.deps.api.updateAnswers(target.hotelId, target.number, target.access, changed);
      runInAction(() => (this.answersSaved = true));
      await Promise.all([this.loadQuestions(), this.reload()]);
      return true;
    } catch (error) {
      runInAction(() => (this.questionsError = toShownError(error)));
      return false;
    } finally {
      runInAction(() => (this.savingAnswers = false));
    }
  }

  /** The receipt PDF, or null with receiptError set. */
  async downloadReceipt(request: ReceiptRequest): Promise<Blob | null> {
    const target = this.target();
    if (!target) return null;
    runInAction(() => {
      this.receiptBusy = true;
      this.receiptError = null;
    });
    try {
      return await this.deps.api.downloadReceipt(target.hotelId, target.number, target.access, request);
    } catch (error) {
      runInAction(() => (this.receiptError = toShownError(error)));
      return null;
    } finally {
      runInAction(() => (this.receiptBusy = false));
    }
  }

  /** Drops everything about the open reservation (another one is opened, or the guest leaves). */
  forget(): void {
    this.#generation++;
    if (this.quote) this.deps.updating?.(false);
    this.hotelId = null;
    this.number = null;
    this.access = {};
    this.view = null;
    this.loading = false;
    this.loadError = null;
    this.cancelPreview = null;
    this.cancelPreviewError = null;
    this.cancelError = null;
    this.cancelResult = null;
    this.updateSettings = null;
    this.updateSettingsError = null;
    this.quote = null;
    this.quotedDraft = null;
    this.updateError = null;
    this.updateResult = null;
    this.guests = null;
    this.guestsError = null;
    this.guestsSaved = false;
    this.questions = null;
    this.questionsError = null;
    this.answersSaved = false;
    this.receiptError = null;
  }

  private setOpened(hotelId: string, view: ReservationView, access: ReservationAccess): void {
    this.hotelId = hotelId;
    this.number = view.reservation_number;
    this.access = access;
    this.view = view;
    this.loadError = null;
    this.deps.opened?.(view, access);
  }

  private target(): { hotelId: string; number: string; access: ReservationAccess; generation: number } | null {
    if (this.hotelId === null || this.number === null || !this.hasAccess) return null;
    return { hotelId: this.hotelId, number: this.number, access: this.access, generation: this.#generation };
  }

  private current(target: { generation: number }): boolean {
    return target.generation === this.#generation;
  }
}
