// The payment step of the card flow (spec part 1 §2 step 1, §3, §4, §5; part 2 §8.4, §8.5, §9):
// the methods the guest may choose, what each takes now and leaves to pay, the card rules of
// core/domain, then tokenise (the card goes to the provider only), book with the token, and follow
// the answer: done, a 3-D Secure challenge, a refusal with its §8.4 message, or a price or exchange
// rate that moved (nothing is charged until the guest confirms the new amounts).
//
// The card's fields never live here: the form hands them to pay() and they go no further than the
// provider's tokeniser.
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  CANONICAL_CARD_BRANDS, ErrorCode, LOCAL_CURRENCY_BRANDS, asksForCard, bankTransferDueDate, canonicalBrand, chargesCard, checkCardBrand,
  checkPaymentSelection, detectBrand, paymentChoices, failureField, isCurrencyCode, isPaymentType, paymentDue, todayInTimeZone, validateCard,
  type CanonicalCardBrand, type CardChargeContext, type CurrencyCode, type Clock, type CreateReservationRequest, type IsoDate, type Money,
  type PaymentDue, type PaymentProblem, type PaymentType, type PriceChange,
} from '@noren/core/domain';
import {
  tokeniseCard, type AccountApi, type CardBookingResponse, type CardDetails, type CardToken, type GatewayEndpoint, type NorenApi, type SavedCardView,
} from '@noren/core/api';
import type { AppEnv } from './env.ts';
import type { CurrencyStore } from './CurrencyStore.ts';
import type { ReservationStore } from './ReservationStore.ts';
import type { SettingsStore } from './SettingsStore.ts';
import { toShownError, type ShownError } from './shownError.ts';
import { readChallengeRecord, removeChallengeRecord, saveChallengeRecord, type ChallengeRecord } from './payment/challengeRecord.ts';

/** The booking as guest detail built it; how it is paid is decided on this step. */
export interface PaymentDraft {
  body: Omit<CreateReservationRequest, 'payment'>;
  /** payment_method.code of each room's plan. */
  planMethods: ReadonlyArray<string | null>;
  /** total_price and deposit_amount of the quote, minor units of the hotel's currency. */
  total: number;
  deposit: number;
  /** The booking app's query, to come back to after 3-D Secure. */
  search: string;
  /** Names of the chosen extras, for the summary. */
  extraNames?: Readonly<Record<number, string>>;
}

/** What the guest typed in the card form. */
export interface CardFormInput {
  number: string;
  expMonth: string;
  expYear: string;
  securityCode: string;
  holder: string;
  birthDate?: string;
  pinPrefix?: string;
}

export type PaymentOutcome =
  | { kind: 'invalid'; problems: PaymentProblem[] }
  | { kind: 'booked'; number: string; bypassToken: string; email: string; response: CardBookingResponse }
  | { kind: 'challenge'; url: string }
  | { kind: 'changed'; change: PendingChange }
  | { kind: 'failed'; error: ShownError };

/** A refusal because the price or the exchange rate moved: shown, and the next pay() confirms it. */
export interface PendingChange {
  kind: 'price' | 'rate';
  change: PriceChange;
}

export type ChallengeOutcome =
  | { kind: 'booked'; record: ChallengeRecord }
  | { kind: 'failed'; record: ChallengeRecord; failure: { code: number; reason: string } | null }
  | { kind: 'pending'; record: ChallengeRecord }
  | { kind: 'lost' }
  | { kind: 'error'; error: ShownError };

export interface PaymentStoreDeps {
  api: NorenApi;
  settings: SettingsStore;
  currency: CurrencyStore;
  reservation: ReservationStore;
  env: AppEnv;
  clock: Clock;
  hotelId: () => string | null;
  /** The provider's tokeniser; the browser's fetch to payment_gateway_setting.tokenization_url by default. */
  tokenise?: (endpoint: GatewayEndpoint, card: CardDetails) => Promise<CardToken>;
  /** Removing a saved card (the account calls, kept out of the first download). */
  accountApi: AccountApi;
  /** A member is signed in: saved cards and "save this card" are theirs (an organisation user or a guest has none). */
  member?: () => boolean;
}

/** Part 2 §8.4 maps a wrong security code to 3007; the form says which field and why. */
const REASON_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  incorrect_cvc: 'messages.cardSecurityCodeWrong',
};

export class PaymentStore {
  draft: PaymentDraft | null = null;
  type: PaymentType | null = null;
  /** The brand of the number being typed, for the form and the currency (part 1 §4). */
  brand: CanonicalCardBrand | null = null;
  savedCards: SavedCardView[] = [];
  savedCardId: number | null = null;
  /** A member paying by a new card keeps it for next time (payment.save_card). */
  saveCard = false;
  /** The saved card being removed, and why removing one failed. */
  removingCardId: number | null = null;
  removeCardError: ShownError | null = null;
  busy = false;
  /** Set while the browser leaves for the 3-D Secure page. */
  challengeUrl: string | null = null;
  error: ShownError | null = null;
  /** The card field a refusal points at (security_code, expiry, number). */
  errorField: string | null = null;
  pendingChange: PendingChange | null = null;

  constructor(private readonly deps: PaymentStoreDeps) {
    makeObservable(this, {
      draft: observableRef,
      type: observable,
      brand: observable,
      savedCards: observableRef,
      savedCardId: observable,
      saveCard: observable,
      removingCardId: observable,
      removeCardError: observableRef,
      busy: observable,
      challengeUrl: observable,
      error: observableRef,
      errorField: observable,
      pendingChange: observableRef,
      choices: computed,
      due: computed,
      chargeCurrency: computed,
      amountNow: computed,
      transferDueDate: computed,
      allowedBrands: computed,
      selectionProblems: computed,
      begin: action,
      choose: action,
      setBrand: action,
      chooseSavedCard: action,
      setSaveCard: action,
      forgetSavedCards: action,
      clearError: action,
      leave: action,
    });
  }

  /** Methods the hotel offers for these plans; bank transfer only while it can still arrive in time. */
  get choices(): PaymentType[] {
    const draft = this.draft;
    const s = this.deps.settings.settings;
    if (!draft || !s) return [];
    const all = paymentChoices(draft.planMethods, s.payment_options);
    return all.filter((t) => t !== 'bank_transfer' || this.transferDueDate !== null);
  }

  get due(): PaymentDue | null {
    if (!this.draft || !this.type) return null;
    return paymentDue(this.type, { total: this.draft.total, deposit: Math.min(this.draft.deposit, this.draft.total) });
  }

  get hotelCurrency(): CurrencyCode {
    return this.deps.currency.hotelCurrency;
  }

  /** The currency the guest saw at guest detail (the mcp one, or the hotel's). */
  get shownCurrency(): CurrencyCode {
    const mcp = this.draft?.body.mcp_currency;
    return isCurrencyCode(mcp) ? mcp : this.hotelCurrency;
  }

  /** Part 2 §9: visa and master pay in the shown currency; every other brand and method in the hotel's. */
  get chargeCurrency(): CurrencyCode {
    return this.paysInShownCurrency(this.brand) ? this.shownCurrency : this.hotelCurrency;
  }

  /** What is taken at booking, in the charge currency (a deposit in the shown currency is the same share). */
  get amountNow(): Money | null {
    const due = this.due;
    const draft = this.draft;
    if (!due || !draft) return null;
    const mcpTotal = draft.body.expected_mcp_total_price ?? null;
    if (this.chargeCurrency !== this.hotelCurrency && mcpTotal !== null && draft.total > 0) {
      return { amount: Math.round((due.chargeNow * mcpTotal) / draft.total), currency: this.chargeCurrency };
    }
    return { amount: due.chargeNow, currency: this.hotelCurrency };
  }

  get transferDueDate(): IsoDate | null {
    const checkin = this.draft?.body.checkin_date;
    if (!checkin) return null;
    return bankTransferDueDate(this.today(), checkin);
  }

  /** The brands that may pay, in the order the form lists them. */
  get allowedBrands(): CanonicalCardBrand[] {
    // In multi-currency mode each brand pays in its own currency (part 2 §9), so each is judged in that one.
    return CANONICAL_CARD_BRANDS.filter((b) => checkCardBrand(b, this.brandContext(b)) === null);
  }

  /** Part 1 §5 on the whole booking for the chosen method: rooms, plans, currency, zero total. */
  get selectionProblems(): PaymentProblem[] {
    const draft = this.draft;
    if (!draft || !this.type) return [];
    return checkPaymentSelection({
      type: this.type,
      roomMethods: draft.body.rooms.map(() => this.type!),
      planTypes: draft.planMethods.filter(isPaymentType),
      total: draft.total,
      chargeCurrency: chargesCard(this.type) ? this.chargeCurrency : this.hotelCurrency,
      hotelCurrency: this.hotelCurrency,
    });
  }

  /** Starts the step with the booking guest detail built; the first offered method is preselected. */
  begin(draft: PaymentDraft): void {
    this.draft = draft;
    this.error = null;
    this.errorField = null;
    this.pendingChange = null;
    this.challengeUrl = null;
    this.brand = null;
    this.savedCardId = null;
    this.saveCard = false;
    const choices = this.choices;
    this.choose(this.type && choices.includes(this.type) ? this.type : (choices[0] ?? null));
  }

  choose(type: PaymentType | null): void {
    this.type = type;
    this.error = null;
    this.errorField = null;
    this.applyCurrency();
  }

  /** The number typed so far decides the brand, and the brand the currency shown. */
  setBrand(brand: CanonicalCardBrand | null): void {
    if (brand === this.brand) return;
    this.brand = brand;
    this.applyCurrency();
  }

  chooseSavedCard(id: number | null): void {
    this.savedCardId = id;
    const card = this.savedCards.find((c) => c.id === id);
    this.setBrand(card ? canonicalBrand(card.brand) : null);
  }

  setSaveCard(on: boolean): void {
    this.saveCard = on && this.isMember();
  }

  /** Signed out (or someone else signed in): the cards were the previous member's. */
  forgetSavedCards(): void {
    this.savedCards = [];
    this.savedCardId = null;
    this.saveCard = false;
    this.removeCardError = null;
  }

  /** DELETE .../credit_cards/{id}; the card leaves the list only once the API has removed it. */
  async removeSavedCard(id: number): Promise<boolean> {
    const hotelId = this.deps.hotelId();
    if (!hotelId || this.removingCardId !== null) return false;
    runInAction(() => {
      this.removingCardId = id;
      this.removeCardError = null;
    });
    try {
      await this.deps.accountApi.deleteSavedCard(hotelId, id);
      runInAction(() => {
        this.savedCards = this.savedCards.filter((c) => c.id !== id);
        if (this.savedCardId === id) this.chooseSavedCard(null);
      });
      return true;
    } catch (error) {
      runInAction(() => (this.removeCardError = toShownError(error)));
      return false;
    } finally {
      runInAction(() => (this.removingCardId = null));
    }
  }

  private isMember(): boolean {
    return this.deps.member?.() ?? false;
  }

  clearError(): void {
    this.error = null;
    this.errorField = null;
  }

  /** The guest left the step: the temporary currency of part 1 §4 ends with it. */
  leave(): void {
    this.deps.currency.clearTemporary();
  }

  /** A member's saved cards; anything but an answer (a guest gets 401) leaves the list empty, silently. */
  async loadSavedCards(signal?: AbortSignal): Promise<void> {
    const hotelId = this.deps.hotelId();
    if (!hotelId) return;
    if (!this.isMember()) {
      this.forgetSavedCards();
      return;
    }
    try {
      const cards = await this.deps.api.listSavedCards(hotelId, signal);
      runInAction(() => (this.savedCards = Array.isArray(cards) ? cards : []));
    } catch {
      runInAction(() => {
        this.savedCards = [];
        this.savedCardId = null;
      });
    }
  }

  /** The card form's problems, by the rules of core/domain and this booking's charge. */
  cardProblems(card: CardFormInput): PaymentProblem[] {
    const draft = this.draft;
    if (!draft || !this.type) return [];
    const problems = validateCard(
      { number: card.number, expMonth: card.expMonth, expYear: card.expYear, securityCode: card.securityCode, holder: card.holder, birthDate: card.birthDate ?? null, pinPrefix: card.pinPrefix ?? null },
      { today: this.today(), checkout: draft.body.checkout_date, koreanDomestic: this.type === 'korean_domestic_card' },
    );
    const brand = detectBrand(card.number);
    if (brand && !problems.some((p) => p.field === 'number')) {
      const refused = checkCardBrand(brand, this.brandContext(brand));
      if (refused) problems.unshift({ ...refused, field: 'number' });
    }
    return problems;
  }

  /**
   * Pays and books. A saved card or nothing (methods without a card) need no card input. Never
   * rejects; the outcome says what the page does next.
   */
  async pay(card: CardFormInput | null): Promise<PaymentOutcome> {
    const draft = this.draft;
    const type = this.type;
    const s = this.deps.settings.settings;
    if (!draft || !type || !s) return this.fail(toShownError(new Error('no payment step')));
    const selection = this.selectionProblems;
    if (selection.length > 0) return { kind: 'invalid', problems: selection };
    const usesCard = asksForCard(type);
    const saved = usesCard && this.savedCardId !== null ? this.savedCards.find((c) => c.id === this.savedCardId) ?? null : null;
    if (usesCard && !saved) {
      if (!card) return { kind: 'invalid', problems: validateCardMissing() };
      const problems = this.cardProblems(card);
      if (problems.length > 0) return { kind: 'invalid', problems };
    }

    runInAction(() => {
      this.busy = true;
      this.error = null;
      this.errorField = null;
    });
    try {
      let payment: CreateReservationRequest['payment'] = { type };
      let brand: CanonicalCardBrand | null = null;
      if (saved) {
        brand = canonicalBrand(saved.brand);
        payment = { type, saved_card_id: String(saved.id), card_brand: brand };
      } else if (usesCard && card) {
        const token = await (this.deps.tokenise ?? tokeniseCard)(s.payment_gateway_setting, toCardDetails(card, type === 'korean_domestic_card'));
        brand = token.brand;
        payment = { type, token: token.token, card_brand: token.brand, ...(this.saveCard && this.isMember() && { save_card: true }) };
      }
      const local = usesCard && this.paysInShownCurrency(brand);
      const body: CreateReservationRequest = {
        ...draft.body,
        // A method that pays in the hotel's currency books without the multi-currency view (part 1 §4).
        mcp_currency: local ? draft.body.mcp_currency : null,
        expected_mcp_total_price: local ? draft.body.expected_mcp_total_price : null,
        payment,
      };
      const outcome = await this.deps.reservation.book(body);
      runInAction(() => (this.pendingChange = null));
      if (outcome.kind === 'price_changed') return this.changed('price', outcome.change);
      if (outcome.kind === 'failed') {
        const rate = exchangeRateChange(outcome.error);
        return rate ? this.changed('rate', rate) : this.fail(outcome.error);
      }
      const response = outcome.response as CardBookingResponse;
      if (response.status === 'payment_pending' && response.challenge_url) return this.leaveForChallenge(draft, body, response);
      return { kind: 'booked', number: response.reservation_number, bypassToken: response.bypass_token, email: body.guest.email, response };
    } catch (error) {
      return this.fail(toShownError(error));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /**
   * After the 3-D Secure page sent the guest back: the outcome is asked of the API (which asks the
   * gateway), never read from the return address.
   */
  async settleChallenge(number: string): Promise<ChallengeOutcome> {
    const { env, api, clock } = this.deps;
    const record = readChallengeRecord(env.storage, number, clock.now().getTime());
    if (!record) return { kind: 'lost' };
    try {
      const result = await api.postPaymentResult(record.hotel, record.number, record.bypassToken);
      if (result.status === 'payment_pending') return { kind: 'pending', record };
      removeChallengeRecord(env.storage, number);
      if (result.status === 'done') {
        this.deps.reservation.confirm({ reservation_number: result.reservation_number, email: record.email, token: record.bypassToken });
        return { kind: 'booked', record };
      }
      return { kind: 'failed', record, failure: result.failure };
    } catch (error) {
      return { kind: 'error', error: toShownError(error) };
    }
  }

  private leaveForChallenge(draft: PaymentDraft, body: CreateReservationRequest, response: CardBookingResponse): PaymentOutcome {
    const url = response.challenge_url!;
    saveChallengeRecord(this.deps.env.storage, {
      hotel: this.deps.hotelId() ?? '',
      number: response.reservation_number,
      bypassToken: response.bypass_token,
      email: body.guest.email,
      search: draft.search,
      checkin: body.checkin_date,
      checkout: body.checkout_date,
      adults: body.rooms.reduce((n, r) => n + r.adults, 0),
      challengeUrl: url,
      expiresAt: response.payment_expires_at ?? null,
      savedAt: this.deps.clock.now().getTime(),
    });
    runInAction(() => (this.challengeUrl = url));
    // Same window: the challenge is the issuer's page, and it sends the guest back here.
    this.deps.env.navigate(url);
    return { kind: 'challenge', url };
  }

  private changed(kind: PendingChange['kind'], change: PriceChange): PaymentOutcome {
    runInAction(() => {
      const draft = this.draft;
      if (draft) {
        // The next pay() books at the amounts the guest has now been shown.
        this.draft = {
          ...draft,
          total: change.total_price,
          body: {
            ...draft.body,
            expected_total_price: change.total_price,
            ...(draft.body.mcp_currency && change.mcp_total_price !== null && { expected_mcp_total_price: change.mcp_total_price }),
          },
        };
      }
      this.pendingChange = { kind, change };
    });
    return { kind: 'changed', change: { kind, change } };
  }

  private fail(error: ShownError): PaymentOutcome {
    const reason = typeof error.payload?.reason === 'string' ? error.payload.reason : null;
    const field = typeof error.payload?.field === 'string' ? error.payload.field : null;
    const messageKey = reason && REASON_MESSAGE_KEYS[reason] ? REASON_MESSAGE_KEYS[reason] : error.messageKey;
    runInAction(() => {
      this.error = { ...error, ...(messageKey !== undefined && { messageKey }) };
      this.errorField = (reason ? failureField(reason) : undefined) ?? cardField(field);
    });
    return { kind: 'failed', error: this.error! };
  }

  private applyCurrency(): void {
    if (!this.type) return;
    this.deps.currency.choosePaymentMethod({ paymentType: this.type, cardBrand: asksForCard(this.type) ? this.brand : null });
  }

  private paysInShownCurrency(brand: CanonicalCardBrand | null): boolean {
    return this.shownCurrency !== this.hotelCurrency && brand !== null && LOCAL_CURRENCY_BRANDS.includes(brand) && this.type !== null && chargesCard(this.type);
  }

  private brandContext(brand: CanonicalCardBrand | null): CardChargeContext {
    const accepted = this.deps.settings.settings?.payment_gateway_setting.accepted_card_brands;
    return {
      hotelCurrency: this.hotelCurrency,
      shownCurrency: this.shownCurrency,
      chargeCurrency: this.paysInShownCurrency(brand) ? this.shownCurrency : this.hotelCurrency,
      totalYen: this.hotelCurrency === 'JPY' ? (this.draft?.total ?? null) : null,
      ...(accepted && accepted.length > 0 && { acceptedBrands: accepted }),
    };
  }

  private today(): IsoDate {
    return todayInTimeZone(this.deps.clock.now(), this.deps.settings.settings?.time_zone ?? 'Asia/Tokyo');
  }
}

function validateCardMissing(): PaymentProblem[] {
  return [{ field: 'number', code: ErrorCode.invalid, messageKey: 'validation.required', reason: 'is required' }];
}

function toCardDetails(card: CardFormInput, korean: boolean): CardDetails {
  return {
    number: card.number.replace(/[\s-]/g, ''),
    exp_month: card.expMonth.trim(),
    exp_year: card.expYear.trim(),
    security_code: card.securityCode.trim(),
    holder: card.holder.trim().replace(/ {2,}/g, ' ').toUpperCase(),
    ...(korean && { birth_date: (card.birthDate ?? '').trim(), pin_prefix: (card.pinPrefix ?? '').trim() }),
  };
}

/** The tokeniser names card fields plainly; the booking names them payment.*. */
function cardField(field: string | null): string | null {
  if (!field) return null;
  const plain = field.replace(/^payment\./, '');
  return ['number', 'expiry', 'security_code', 'holder', 'birth_date', 'pin_prefix'].includes(plain) ? plain : null;
}

/** Part 2 §8.5 "Exchange rate updated: recheck prices": the 409 the API answers when only the rate moved. */
export function exchangeRateChange(error: ShownError): PriceChange | null {
  const payload = error.payload as (Partial<PriceChange> & { reason?: string }) | undefined;
  if (payload?.reason !== 'exchange_rate_changed' || typeof payload.total_price !== 'number') return null;
  return {
    direction: payload.direction ?? 'more_expensive',
    expected_total_price: payload.expected_total_price ?? payload.total_price,
    total_price: payload.total_price,
    mcp_currency: payload.mcp_currency ?? null,
    expected_mcp_total_price: payload.expected_mcp_total_price ?? null,
    mcp_total_price: payload.mcp_total_price ?? null,
    message_key: payload.message_key ?? 'messages.priceChanged.moreExpensive',
  };
}
