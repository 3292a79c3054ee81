// The stay's receipt on the kiosk (issue #16 §5): before the check-out date the kiosk says from
// when; from it, a QR for the guest's phone, "e-mail it to me" (to the reservation's own address:
// nothing is typed here) and, where a manager configured a printer, printing. Each call sends the
// look-up that found the stay again (the server's proof). What it holds is the guest's: the
// lookup store owns it, so the idle wipe drops it with the stay.
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { AsyncState } from '@noren/core/stores';
import type { KioskApi, KioskLookupBody, KioskReceiptLink, KioskReceiptMail, KioskReceiptPrint, KioskReceiptState } from '../api/kioskApi.ts';

export interface ReceiptDeps {
  api: KioskApi;
  credential(): string | null;
  /** The look-up that found the stay. */
  query(): KioskLookupBody | null;
}

export class ReceiptStore {
  state: KioskReceiptState | null = null;
  /** The QR link on screen. */
  link: KioskReceiptLink | null = null;
  /** The mail went (the reservation's address, not shown). */
  mailed = false;
  /** The print frame's link; a new one each press, so the frame loads and prints again. */
  printing: KioskReceiptPrint | null = null;
  readonly #link = new AsyncState<KioskReceiptLink>();
  readonly #mail = new AsyncState<KioskReceiptMail>();
  readonly #print = new AsyncState<KioskReceiptPrint>();

  constructor(private readonly deps: ReceiptDeps) {
    makeObservable(this, { state: observableRef, link: observableRef, mailed: observable, printing: observableRef, show: action, hideLink: action, reset: action });
  }

  /** The lookup's answer for the found stay. */
  show(state: KioskReceiptState): void {
    this.reset();
    this.state = state;
  }

  /** The three choices are offered from the check-out date; printing only where configured. */
  get choices(): { phone: boolean; mail: boolean; print: boolean } {
    const open = Boolean(this.state?.offered && this.state.available);
    return { phone: open, mail: open, print: open && Boolean(this.state?.print) };
  }

  get busy(): boolean {
    return this.#link.loading || this.#mail.loading || this.#print.loading;
  }

  get error() {
    return this.#link.shownError ?? this.#mail.shownError ?? this.#print.shownError;
  }

  async showLink(): Promise<void> {
    const outcome = await this.#call(this.#link, (credential, query) => this.deps.api.receiptLink(credential, query).then((r) => r.receipt_link));
    if (outcome?.ok) runInAction(() => (this.link = outcome.value));
  }

  hideLink(): void {
    this.link = null;
  }

  async sendMail(): Promise<void> {
    const outcome = await this.#call(this.#mail, (credential, query) => this.deps.api.receiptMail(credential, query).then((r) => r.receipt_mail));
    if (outcome?.ok) runInAction(() => (this.mailed = true));
  }

  async print(): Promise<void> {
    const outcome = await this.#call(this.#print, (credential, query) => this.deps.api.receiptPrint(credential, query).then((r) => r.receipt_print));
    if (outcome?.ok) runInAction(() => (this.printing = outcome.value));
  }

  #call<T>(state: AsyncState<T>, call: (credential: string, query: KioskLookupBody) => Promise<T>) {
    const credential = this.deps.credential();
    const query = this.deps.query();
    if (!credential || !query) return Promise.resolve(undefined);
    for (const other of [this.#link, this.#mail, this.#print]) other.clearError();
    return state.run(() => call(credential, query));
  }

  reset(): void {
    this.state = null;
    this.link = null;
    this.mailed = false;
    this.printing = null;
    for (const s of [this.#link, this.#mail, this.#print]) s.reset();
  }
}
