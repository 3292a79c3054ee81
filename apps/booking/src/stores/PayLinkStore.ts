// The guest's pay page (issue #16; spec part 1 §2 /payments/{paymentNumber}, §4): the link read by
// its number (no hotel code: the page makes its own client session), the card checked by
// core/domain's rules and tokenised by the hotel's provider (the card never reaches our API), the
// payment, 3-D Secure (the page is left for the challenge and comes back to ask the result), and
// the 1-hour rule: after an hour on the page, or when the server refuses an old page (1250,
// pay_page_expired), the page asks for a reload instead of the form. Once paid, the receipt PDF.
// `/payments?qr_code=…` (an encrypted QR's address) is resolved by the API first (openQr).
// The page's HTML may carry the link's view and a client session (core/domain
// startup/payLinkStartup.ts): the first read of that very number then takes them instead of
// asking, so the first screen waits on no API call; a return from 3-D Secure always asks.
import { action, computed, makeObservable, observable } from 'mobx';
import { PAY_PAGE_WINDOW_MS, validateCard, detectBrand, type ClientSessionResponse, type PayLinkStartupData, type PaymentProblem, type PayLinkView } from '@noren/core/domain';
import { ApiError, tokeniseCard, type CardDetails, type CardToken, type GatewayEndpoint, type PayLinkApi } from '@noren/core/api';
import { AsyncState, toCardDetails, type CardFormInput, type ShownError } from '@noren/core/stores';

export interface PayLinkStoreDeps {
  api: PayLinkApi;
  ensureClientSession: () => Promise<void>;
  /** What the page's HTML carried (readPayLinkStartup); used once, for its own number. */
  startup?: PayLinkStartupData | null;
  /** Makes the inlined client session the one later calls send. */
  adoptClientSession?: (session: ClientSessionResponse) => void;
  /** The provider's tokeniser (tests pass a fake). */
  tokenise?: (endpoint: GatewayEndpoint, card: CardDetails) => Promise<CardToken>;
  /** Where to send the browser for 3-D Secure (tests pass a fake). */
  redirect?: (url: string) => void;
  now?: () => Date;
  setTimer?: (run: () => void, ms: number) => () => void;
}

const defaultTimer = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

export class PayLinkStore {
  paymentNumber: string | null = null;
  problems: PaymentProblem[] = [];
  reloadNeeded = false;
  readonly #link = new AsyncState<PayLinkView>();
  readonly #pay = new AsyncState<PayLinkView>();
  readonly #receipt = new AsyncState<Blob>();
  readonly #qr = new AsyncState<string>();
  #stopTimer: (() => void) | null = null;
  /** The visit open() last started (number and 3-D Secure return): asked again, it is not read twice. */
  #opened: string | null = null;
  #startup: PayLinkStartupData | null;

  constructor(private readonly deps: PayLinkStoreDeps) {
    this.#startup = deps.startup ?? null;
    makeObservable(this, { paymentNumber: observable, problems: observable, reloadNeeded: observable, link: computed, error: computed, setProblems: action, askReload: action });
  }

  /** The link as it is now: after a payment, the answer of that payment. */
  get link(): PayLinkView | null {
    return this.#pay.value ?? this.#link.value;
  }

  get loading(): boolean {
    return this.#link.loading;
  }

  get paying(): boolean {
    return this.#pay.loading;
  }

  /** Whether the QR of `/payments?qr_code=` is being resolved. */
  get qrLoading(): boolean {
    return this.#qr.loading;
  }

  /** The API refused the QR (forged, altered, unknown, missing or rate-limited): the page shows "not found", nothing more. */
  get qrRefused(): boolean {
    const e = this.#qr.error;
    return e !== null && e.status >= 400 && e.status < 500;
  }

  /** A QR that could not be resolved for another reason (offline, 5xx): shown as an error to retry. */
  get qrError(): ShownError | null {
    return this.qrRefused ? null : this.#qr.shownError;
  }

  /**
   * The pay page's address for `/payments?qr_code=…`: `/payments/{paymentNumber}` with the rest of
   * the query (the language, say), or null when the QR is refused or missing.
   */
  async openQr(search: string): Promise<string | null> {
    const query = new URLSearchParams(search);
    const qrCode = query.get('qr_code')?.trim() ?? '';
    query.delete('qr_code');
    const outcome = await this.#qr.run(async (signal) => {
      if (!qrCode) throw new ApiError({ status: 404, message: 'No QR code.' });
      await this.deps.ensureClientSession();
      const found = await this.deps.api.resolveQr(qrCode, signal);
      const rest = query.toString();
      return `/payments/${encodeURIComponent(found.payment_number)}${rest ? `?${rest}` : ''}`;
    });
    return outcome?.ok ? outcome.value : null;
  }

  get receiptBusy(): boolean {
    return this.#receipt.loading;
  }

  get receiptError(): ShownError | null {
    return this.#receipt.shownError;
  }

  /** The receipt of the paid link, addressed to `name` (optional), in `locale`; null when refused. */
  async downloadReceipt(options: { name?: string; locale?: string }): Promise<Blob | null> {
    const link = this.link;
    if (!link?.receipt_available) return null;
    const outcome = await this.#receipt.run(async () => {
      await this.deps.ensureClientSession();
      return this.deps.api.downloadReceipt(link.payment_number, options);
    });
    return outcome?.ok ? outcome.value : null;
  }

  get error(): ShownError | null {
    return this.#pay.shownError ?? this.#link.shownError;
  }

  /** Whether the look-up found nothing to show (unknown number, or refused). */
  get notFound(): boolean {
    const e = this.#link.error;
    return !this.#link.value && e !== null && (e.status === 404 || e.status === 400);
  }

  setProblems(problems: PaymentProblem[]): void {
    this.problems = problems;
  }

  askReload(): void {
    this.reloadNeeded = true;
  }

  /** Whether a visit was opened (and not disposed since). */
  get started(): boolean {
    return this.#opened !== null;
  }

  /**
   * The page's visit of `paymentNumber`: reads the link unless this same visit is already being
   * read. Idempotent, so the page may start it while it first renders (the read then runs beside
   * the page's texts and React's commit instead of after them) and again from its effect.
   */
  open(paymentNumber: string, threeDs: { paymentId: string } | null = null): void {
    const key = `${paymentNumber}\n${threeDs?.paymentId ?? ''}`;
    if (this.#opened === key) return;
    this.#opened = key;
    void this.load(paymentNumber, threeDs);
  }

  /** Reads the link; `threeDs`: the guest is back from the challenge with the gateway's payment id. */
  async load(paymentNumber: string, threeDs: { paymentId: string } | null = null): Promise<void> {
    this.paymentNumber = paymentNumber;
    this.#pay.reset();
    const inlined = this.#takeStartup(paymentNumber, threeDs);
    if (inlined) {
      this.deps.adoptClientSession?.(inlined.client_session);
      this.#link.set(inlined.link);
    } else {
      await this.#link.run(async (signal) => {
        await this.deps.ensureClientSession();
        if (threeDs) await this.deps.api.paymentResult(paymentNumber, threeDs.paymentId).then((v) => this.#pay.set(v));
        return this.deps.api.getPayLink(paymentNumber, signal);
      });
    }
    // The page's hour runs from this read (the server signed its start): then it asks for a reload.
    // An inlined read was signed as the HTML was served, seconds earlier; a payment in those last
    // seconds is refused with 1250 (pay_page_expired), which asks for the reload too.
    this.#stopTimer?.();
    if (this.#link.value?.page_session) this.#stopTimer = (this.deps.setTimer ?? defaultTimer)(() => this.askReload(), PAY_PAGE_WINDOW_MS);
  }

  /** The inlined visit when it is this number's first read and no 3-D Secure return; once either way. */
  #takeStartup(paymentNumber: string, threeDs: { paymentId: string } | null): PayLinkStartupData | null {
    const startup = this.#startup;
    this.#startup = null;
    return startup && !threeDs && startup.payment_number === paymentNumber && startup.link.payment_number === paymentNumber ? startup : null;
  }

  cardProblems(card: CardFormInput): PaymentProblem[] {
    const today = (this.deps.now?.() ?? new Date()).toISOString().slice(0, 10);
    const problems = validateCard(
      { number: card.number, expMonth: card.expMonth, expYear: card.expYear, securityCode: card.securityCode, holder: card.holder, birthDate: null, pinPrefix: null },
      { today, checkout: today, koreanDomestic: false },
    );
    const brand = detectBrand(card.number);
    const accepted = this.#link.value?.payment_gateway.accepted_card_brands ?? [];
    if (brand && accepted.length > 0 && !accepted.includes(brand) && !problems.some((p) => p.field === 'number')) {
      problems.unshift({ field: 'number', code: 3007, messageKey: 'codes.3007', reason: 'brand not accepted' });
    }
    return problems;
  }

  /** Pays with the card; true when paid at once (a challenge leaves the page, so it never returns). */
  async pay(card: CardFormInput): Promise<boolean> {
    const link = this.#link.value;
    if (!link || !link.page_session || this.reloadNeeded) return false;
    const problems = this.cardProblems(card);
    this.setProblems(problems);
    if (problems.length > 0) return false;
    const outcome = await this.#pay.run(async () => {
      await this.deps.ensureClientSession();
      const { token } = await (this.deps.tokenise ?? tokeniseCard)(link.payment_gateway, toCardDetails(card, false));
      const result = await this.deps.api.pay(link.payment_number, { token, page_session: link.page_session!, card_brand: detectBrand(card.number) });
      if (result.outcome === 'requires_3ds' && result.challenge_url) {
        (this.deps.redirect ?? ((url: string) => window.location.assign(url)))(result.challenge_url);
      }
      return result.pay_link;
    });
    if (!outcome?.ok && outcome?.error.code === 1250) this.askReload();
    return outcome?.ok === true && outcome.value.status === 'paid';
  }

  dispose(): void {
    this.#opened = null;
    this.#stopTimer?.();
    this.#stopTimer = null;
  }
}
