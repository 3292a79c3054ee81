// Managing one reservation (spec part 1 §2 /search and /review-reservation, §4 update and cancel,
// §6; part 2 §7.4): find it by number and e-mail, open it with the e-mail or the bypass token, and
// cancel, update, download the receipt, correct the room guests' names and answer the hotel's
// questions. Every call carries the same access (e-mail or token), which stays in memory only:
// an e-mail never goes into the address (part 1 §4).
//
// Each load and save is an AsyncState: opening another reservation resets them all, so a late
// answer about the previous one never lands. Cancelling sends the fee the guest was shown; when the
// API says the fee has changed since, the preview takes the new fee and the guest confirms again.
// Updating is a quote first (confirm false), then the same change confirmed with the quoted total.
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { AnalyticsPage, CancellationReason, IsoDate, PaymentProblem, ReservationView } from '@noren/core/domain';
import type {
  AnswerChange, CancelPreviewView, CancelResultView, GatewayEndpoint, ManageApi, ReceiptRequest, ReservationAccess, ReservationGuestsView,
  ReservationQuestionView, RoomGuestChange, UpdateQuoteView, UpdateRoomSetting, UpdateSettingsView,
} from '@noren/core/api';
import type { CardFormInput } from '../payment/cardDetails.ts';
import { AsyncState } from '../async/AsyncState.ts';
import { toShownError, type ShownError } from '../shownError.ts';
import type { PageViewData } from '../AnalyticsStore.ts';
import { accessDenial, refusalDenial, type AccessDenial } from './accessDenial.ts';
import { increaseCardProblems, tokeniseIncreaseCard, type Tokenise } from './cardIncrease.ts';

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
  tokenise?: Tokenise;
  /** The hotel's today, for the card's expiry. */
  today?: () => IsoDate;
}

/** What is being changed: dates and rooms (each by its original room_index). */
export interface UpdateDraft {
  checkin_date: string;
  checkout_date: string;
  rooms: UpdateRoomSetting[];
}

export type CancelOutcome = { kind: 'cancelled'; result: CancelResultView } | { kind: 'fee_changed'; fee: number } | { kind: 'failed'; error: ShownError };

interface Target {
  hotelId: string;
  number: string;
  access: ReservationAccess;
}

const sameAccess = (a: ReservationAccess, b: ReservationAccess) => (a.email ?? null) === (b.email ?? null) && (a.bypassToken ?? null) === (b.bypassToken ?? null);

/** Two calls that show their failure in one message slot: the one that failed last. */
const sharedError = (first: { shownError: ShownError | null }, second: { shownError: ShownError | null }) => second.shownError ?? first.shownError;

export class ManageReservationStore {
  hotelId: string | null = null;
  number: string | null = null;
  access: ReservationAccess = {};
  /** The change the quote is for; applying sends exactly this. */
  quotedDraft: UpdateDraft | null = null;

  readonly #find = new AsyncState<ReservationView>();
  readonly #view = new AsyncState<ReservationView>();
  readonly #cancelPreview = new AsyncState<CancelPreviewView>();
  readonly #cancel = new AsyncState<CancelResultView>();
  readonly #updateSettings = new AsyncState<UpdateSettingsView>();
  readonly #quote = new AsyncState<UpdateQuoteView>();
  readonly #apply = new AsyncState<UpdateQuoteView>();
  readonly #guests = new AsyncState<ReservationGuestsView>();
  readonly #saveGuests = new AsyncState<ReservationGuestsView>();
  readonly #questions = new AsyncState<ReservationQuestionView[]>();
  readonly #saveAnswers = new AsyncState<true>();
  readonly #receipt = new AsyncState<Blob>();
  /** Everything about the open reservation, reset when another opens (finding is not about one). */
  readonly #aboutReservation = [
    this.#view, this.#cancelPreview, this.#cancel, this.#updateSettings, this.#quote, this.#apply,
    this.#guests, this.#saveGuests, this.#questions, this.#saveAnswers, this.#receipt,
  ];

  constructor(private readonly deps: ManageReservationStoreDeps) {
    makeObservable(this, {
      hotelId: observable,
      number: observable,
      access: observableRef,
      quotedDraft: observableRef,
      denial: computed,
      hasAccess: computed,
      isCancelled: computed,
      clearQuote: action,
      forget: action,
      setAccess: action,
    });
  }

  get view(): ReservationView | null { return this.#view.value; }
  get loading(): boolean { return this.#view.loading; }
  get loadError(): ShownError | null { return this.#view.shownError; }
  get finding(): boolean { return this.#find.loading; }
  get findError(): ShownError | null { return this.#find.shownError; }
  get cancelPreview(): CancelPreviewView | null { return this.#cancelPreview.value; }
  get cancelPreviewError(): ShownError | null { return this.#cancelPreview.shownError; }
  get cancelling(): boolean { return this.#cancel.loading; }
  get cancelError(): ShownError | null { return this.#cancel.shownError; }
  get cancelResult(): CancelResultView | null { return this.#cancel.value; }
  get updateSettings(): UpdateSettingsView | null { return this.#updateSettings.value; }
  get updateSettingsError(): ShownError | null { return this.#updateSettings.shownError; }
  get quote(): UpdateQuoteView | null { return this.#quote.value; }
  get quoting(): boolean { return this.#quote.loading; }
  get applying(): boolean { return this.#apply.loading; }
  get updateError(): ShownError | null { return sharedError(this.#quote, this.#apply); }
  get updateResult(): UpdateQuoteView | null { return this.#apply.value; }
  get guests(): ReservationGuestsView | null { return this.#guests.value; }
  get guestsError(): ShownError | null { return sharedError(this.#guests, this.#saveGuests); }
  get savingGuests(): boolean { return this.#saveGuests.loading; }
  get guestsSaved(): boolean { return this.#saveGuests.value !== null; }
  get questions(): ReservationQuestionView[] | null { return this.#questions.value; }
  get questionsError(): ShownError | null { return sharedError(this.#questions, this.#saveAnswers); }
  get savingAnswers(): boolean { return this.#saveAnswers.loading; }
  get answersSaved(): boolean { return this.#saveAnswers.value === true; }
  get receiptBusy(): boolean { return this.#receipt.loading; }
  get receiptError(): ShownError | null { return this.#receipt.shownError; }

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
    const outcome = await this.#find.run(async () => {
      if (brandId === null) throw new Error('no brand');
      return this.deps.api.findReservation(brandId, number.trim(), email.trim());
    });
    if (!outcome?.ok) return false;
    runInAction(() => {
      this.forget();
      this.#setOpened(String(outcome.value.hotel.id), outcome.value, { email: email.trim() });
    });
    return true;
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
    for (const state of this.#aboutReservation) {
      if (state !== this.#view && refusalDenial(state.shownError)) state.clearError();
    }
    if (this.loadError && this.hasAccess) await this.reload();
  }

  setAccess(access: ReservationAccess): void {
    this.access = access;
  }

  /** Reads the reservation again (after a change), keeping what is shown until the answer. */
  async reload(): Promise<void> {
    const target = this.#target(false);
    if (!target) return;
    const outcome = await this.#view.run(() => this.deps.api.getReservation(target.hotelId, target.number, target.access), { keep: true, clearOnError: true });
    if (outcome?.ok) runInAction(() => this.#setOpened(target.hotelId, outcome.value, target.access));
  }

  async loadCancelPreview(): Promise<void> {
    const t = this.#target();
    if (t) await this.#cancelPreview.run(() => this.deps.api.previewCancel(t.hotelId, t.number, t.access), { keep: true });
  }

  /** Cancels with the fee of the preview the guest saw; never rejects. */
  async cancel(reason: CancellationReason, details: string): Promise<CancelOutcome> {
    const t = this.#target();
    const preview = this.cancelPreview;
    if (!t || !preview) return { kind: 'failed', error: toShownError(new Error('nothing to cancel')) };
    const outcome = await this.#cancel.run(() => this.deps.api.cancel(t.hotelId, t.number, t.access, {
      reason, details: details.trim() || null, cancellation_fee_displayed: preview.cancellation_fee,
    }), { keep: true });
    if (!outcome) return { kind: 'failed', error: toShownError(new Error('cancelled')) };
    if (outcome.ok) {
      const result = outcome.value;
      this.#cancelPreview.set(null);
      const view = this.view;
      this.deps.track?.('reservation_cancel', {
        reservationNumber: result.reservation_number, currency: result.currency, price: result.cancellation_fee,
        checkin: view?.checkin_date, checkout: view?.checkout_date, nights: view?.nights, adults: view?.adults, children: view?.children, rooms: view?.rooms.length,
      });
      await this.reload();
      return { kind: 'cancelled', result };
    }
    const shown = toShownError(outcome.error);
    const fee = shown.payload?.cancellation_fee;
    if (shown.payload?.reason === 'cancellation_fee_changed' && typeof fee === 'number') {
      const shownPreview = this.cancelPreview;
      if (shownPreview) this.#cancelPreview.set({ ...shownPreview, cancellation_fee: fee });
      // The refund follows the fee: read the preview again for both.
      await this.loadCancelPreview();
      return { kind: 'fee_changed', fee };
    }
    return { kind: 'failed', error: shown };
  }

  async loadUpdateSettings(): Promise<void> {
    const t = this.#target();
    if (t) await this.#updateSettings.run(() => this.deps.api.getUpdateSettings(t.hotelId, t.number, t.access), { keep: true });
  }

  /** The price of a change, not applied (PUT update_settings with confirm false). */
  async quoteUpdate(draft: UpdateDraft): Promise<UpdateQuoteView | null> {
    const t = this.#target();
    if (!t) return null;
    this.deps.updating?.(true);
    this.#apply.reset();
    const outcome = await this.#quote.run(() => this.deps.api.putUpdate(t.hotelId, t.number, t.access, { ...draft, confirm: false }), { keep: true, clearOnError: true });
    runInAction(() => (this.quotedDraft = outcome?.ok ? draft : null));
    return outcome?.ok ? outcome.value : null;
  }

  /** Applies the quoted change; a card token pays an increase when the quote asks for a card. */
  applyUpdate(cardToken?: string): Promise<boolean> {
    return this.#applyQuoted(async () => cardToken);
  }

  /**
   * An increase on a card-paid reservation (the quote says card_token_required): the card is
   * checked, sent to the provider's tokeniser only, and its token pays the difference.
   */
  async applyUpdateWithCard(card: CardFormInput): Promise<{ kind: 'applied' } | { kind: 'invalid'; problems: PaymentProblem[] } | { kind: 'failed' }> {
    const draft = this.quotedDraft;
    const endpoint = this.deps.gateway?.() ?? null;
    if (!draft || !endpoint) return { kind: 'failed' };
    const problems = increaseCardProblems(card, this.deps.today?.() ?? draft.checkin_date, draft.checkout_date);
    if (problems.length > 0) return { kind: 'invalid', problems };
    const applied = await this.#applyQuoted(async () => (await tokeniseIncreaseCard(endpoint, card, this.deps.tokenise)).token);
    return applied ? { kind: 'applied' } : { kind: 'failed' };
  }

  /** Leaves the quote without applying it. */
  clearQuote(): void {
    this.#quote.reset();
    this.#apply.clearError();
    this.quotedDraft = null;
    this.deps.updating?.(false);
  }

  async loadGuests(): Promise<void> {
    const t = this.#target();
    if (!t) return;
    this.#saveGuests.clearError();
    await this.#guests.run(() => this.deps.api.getGuests(t.hotelId, t.number, t.access), { keep: true });
  }

  async saveGuests(rooms: RoomGuestChange[]): Promise<boolean> {
    const t = this.#target();
    if (!t) return false;
    this.#guests.clearError();
    const outcome = await this.#saveGuests.run(() => this.deps.api.putGuests(t.hotelId, t.number, t.access, rooms));
    if (!outcome?.ok) return false;
    this.#guests.set(outcome.value);
    await this.reload();
    return true;
  }

  async loadQuestions(): Promise<void> {
    const t = this.#target();
    if (!t) return;
    this.#saveAnswers.clearError();
    await this.#questions.run(() => this.deps.api.getQuestions(t.hotelId, t.number, t.access), { keep: true });
  }

  /** New answers are created (POST), answers given before are changed together (batch_update). */
  async saveAnswers(answers: AnswerChange[]): Promise<boolean> {
    const t = this.#target();
    if (!t) return false;
    const answered = new Set((this.questions ?? []).filter((q) => q.answered).map((q) => q.id));
    const fresh = answers.filter((a) => !answered.has(a.question_id));
    const changed = answers.filter((a) => answered.has(a.question_id));
    this.#questions.clearError();
    const outcome = await this.#saveAnswers.run(async () => {
      if (fresh.length > 0) await this.deps.api.postAnswers(t.hotelId, t.number, t.access, fresh);
      if (changed.length > 0) await this.deps.api.updateAnswers(t.hotelId, t.number, t.access, changed);
      return true;
    });
    if (!outcome?.ok) return false;
    await Promise.all([this.loadQuestions(), this.reload()]);
    return true;
  }

  /** The receipt PDF, or null with receiptError set. */
  async downloadReceipt(request: ReceiptRequest): Promise<Blob | null> {
    const t = this.#target();
    if (!t) return null;
    const outcome = await this.#receipt.run(() => this.deps.api.downloadReceipt(t.hotelId, t.number, t.access, request));
    return outcome?.ok ? outcome.value : null;
  }

  /** Drops everything about the open reservation (another one is opened, or the guest leaves). */
  forget(): void {
    if (this.quote) this.deps.updating?.(false);
    for (const state of this.#aboutReservation) state.reset();
    this.hotelId = null;
    this.number = null;
    this.access = {};
    this.quotedDraft = null;
  }

  /** The quoted change confirmed with its total; `cardToken` first makes the token that pays an increase. */
  async #applyQuoted(cardToken: () => Promise<string | undefined>): Promise<boolean> {
    const t = this.#target();
    const draft = this.quotedDraft;
    const quote = this.quote;
    if (!t || !draft || !quote) return false;
    this.#quote.clearError();
    const outcome = await this.#apply.run(async () => {
      const token = await cardToken();
      return this.deps.api.putUpdate(t.hotelId, t.number, t.access, {
        ...draft, confirm: true, ...(typeof quote.total_price === 'number' && { expected_total: quote.total_price }), ...(token && { card_token: token }),
      });
    }, { keep: true });
    if (!outcome?.ok) return false;
    const result = outcome.value;
    this.#quote.set(null);
    runInAction(() => (this.quotedDraft = null));
    this.deps.track?.('reservation_update', {
      reservationNumber: t.number, checkin: draft.checkin_date, checkout: draft.checkout_date,
      rooms: draft.rooms.length, adults: draft.rooms.reduce((n, r) => n + r.adults, 0),
      currency: result.currency ?? this.view?.currency, price: result.total_price,
    });
    this.deps.updating?.(false);
    await Promise.all([this.reload(), this.loadUpdateSettings()]);
    return true;
  }

  #setOpened(hotelId: string, view: ReservationView, access: ReservationAccess): void {
    this.hotelId = hotelId;
    this.number = view.reservation_number;
    this.access = access;
    this.#view.set(view);
    this.#view.clearError();
    this.deps.opened?.(view, access);
  }

  /** The reservation the next call is about; `needsAccess` false lets reload ask without one. */
  #target(needsAccess = true): Target | null {
    if (this.hotelId === null || this.number === null || (needsAccess && !this.hasAccess)) return null;
    return { hotelId: this.hotelId, number: this.number, access: this.access };
  }
}
