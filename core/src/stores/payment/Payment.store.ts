// The payment step of the card flow (spec part 1 §2 step 1, §3, §4, §5; part 2 §8.4, §8.5, §9):
// the methods the guest may choose, what each takes now and leaves to pay, the card rules of
// core/domain, then tokenise (the card goes to the provider only), book with the token, and follow
// the answer: done, a 3-D Secure challenge, a refusal with its §8.4 message, or a price or exchange
// rate that moved (nothing is charged until the guest confirms the new amounts).
//
// The card's fields never live here: the form hands them to pay() and they go no further than the
// provider's tokeniser. A member's saved cards are SavedCards.store.ts, the challenge and the way
// back ThreeDSecure.store.ts; this store composes them for the step.
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  CANONICAL_CARD_BRANDS, LOCAL_CURRENCY_BRANDS, asksForCard, bankTransferDueDate, canonicalBrand, chargesCard, checkCardBrand,
  checkPaymentSelection, detectBrand, paymentChoices, failureField, isCurrencyCode, isPaymentType, paymentDue, todayInTimeZone, validateCard,
  type CanonicalCardBrand, type CardChargeContext, type CurrencyCode, type Clock, type CreateReservationRequest, type IsoDate, type Money,
  type PaymentDue, type PaymentProblem, type PaymentType, type PriceChange,
} from '@noren/core/domain';
import {
  tokeniseCard, type AccountApi, type CardBookingResponse, type CardDetails, type CardToken, type GatewayEndpoint, type NorenApi, type SavedCardView,
} from '@noren/core/api';
import type { AppEnv } from '../env.ts';
import type { CurrencyStore } from '../CurrencyStore.ts';
import type { ReservationStore } from '../ReservationStore.ts';
import type { SettingsStore } from '../SettingsStore.ts';
import { AsyncState } from '../async/AsyncState.ts';
import { toShownError, type ShownError } from '../shownError.ts';
import { cardField, cardMissing, toCardDetails, type CardFormInput } from './cardDetails.ts';
import { SavedCardsStore } from './SavedCards.store.ts';
import { ThreeDSecureStore, type ChallengeOutcome } from './ThreeDSecure.store.ts';
import { exchangeRateChange } from './exchangeRate.ts';

export type { CardFormInput } from './cardDetails.ts';
export type { ChallengeOutcome } from './ThreeDSecure.store.ts';

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
  error: ShownError | null = null;
  /** The card field a refusal points at (security_code, expiry, number). */
  errorField: string | null = null;
  pendingChange: PendingChange | null = null;

  readonly saved: SavedCardsStore;
  readonly threeDSecure: ThreeDSecureStore;
  /** pay(): tokenise and book. */
  readonly #booking = new AsyncState<PaymentOutcome>();

  constructor(private readonly deps: PaymentStoreDeps) {
    this.saved = new SavedCardsStore({ api: deps.api, accountApi: deps.accountApi, hotelId: deps.hotelId, member: () => this.isMember() });
    this.threeDSecure = new ThreeDSecureStore({ api: deps.api, env: deps.env, clock: deps.clock, reservation: deps.reservation, hotelId: deps.hotelId });
    makeObservable(this, {
      draft: observableRef,
      type: observable,
      brand: observable,
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

  get savedCards(): SavedCardView[] { return this.saved.cards; }
  get savedCardId(): number | null { return this.saved.chosenId; }
  get saveCard(): boolean { return this.saved.saveNew; }
  get removingCardId(): number | null { return this.saved.removingId; }
  get removeCardError(): ShownError | null { return this.saved.removeError; }
  get busy(): boolean { return this.#booking.loading; }
  get challengeUrl(): string | null { return this.threeDSecure.challengeUrl; }

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
    this.threeDSecure.reset();
    this.brand = null;
    this.saved.choose(null);
    this.saved.setSaveNew(false);
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
    this.saved.choose(id);
    const card = this.saved.chosen;
    this.setBrand(card ? canonicalBrand(card.brand) : null);
  }

  setSaveCard(on: boolean): void {
    this.saved.setSaveNew(on);
  }

  /** Signed out (or someone else signed in): the cards were the previous member's. */
  forgetSavedCards(): void {
    this.saved.forget();
  }

  /** DELETE .../credit_cards/{id}; the card leaves the list only once the API has removed it. */
  async removeSavedCard(id: number): Promise<boolean> {
    const chosen = this.savedCardId === id;
    const removed = await this.saved.remove(id);
    if (removed && chosen) this.chooseSavedCard(null);
    return removed;
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
  loadSavedCards(signal?: AbortSignal): Promise<void> {
    return this.saved.load(signal);
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
      if (!card) return { kind: 'invalid', problems: cardMissing() };
      const problems = this.cardProblems(card);
      if (problems.length > 0) return { kind: 'invalid', problems };
    }

    this.clearError();
    const outcome = await this.#booking.run(async () => {
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
      if (response.status === 'payment_pending' && response.challenge_url) return { kind: 'challenge', url: this.threeDSecure.leaveFor(body, response, draft.search) };
      return { kind: 'booked', number: response.reservation_number, bypassToken: response.bypass_token, email: body.guest.email, response };
    });
    if (!outcome) return this.fail(toShownError(new Error('payment overtaken')));
    return outcome.ok ? outcome.value : this.fail(toShownError(outcome.error));
  }

  /** After the 3-D Secure page sent the guest back (ThreeDSecure.store.ts). */
  settleChallenge(number: string): Promise<ChallengeOutcome> {
    return this.threeDSecure.settle(number);
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
