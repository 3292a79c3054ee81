// The staff console's pay links of one hotel (issue #16): the list (status filter, page) and the
// actions on a link: create, cancel, resend, refund (managers only; the API checks it too). Each
// action reloads the list, so what the table shows is what the server has. While the screen is
// open it follows the console's live events (watch): a link of the hotel that changes (a guest
// paid, another desk cancelled or refunded) reads the page again, without a reload; while the
// stream is down the page is polled instead.
// A link that took money has a receipt PDF (downloadReceipt), the same document the guest downloads.
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { CreatePayLinkRequest, PayLinkStatus, StaffPayLinkPage, StaffPayLinkView } from '@noren/core/domain';
import type { StaffPayLinkApi } from '@noren/core/api';
import { AsyncState, type ShownError } from '@noren/core/stores';
import { followLive, type StaffLiveEvents } from '../live/StaffLiveEvents.ts';

export interface StaffPayLinksDeps {
  api: StaffPayLinkApi;
  hotelId: () => string | null;
  /** The console's live events; without them the list changes only when asked. */
  live?: StaffLiveEvents;
}

export class StaffPayLinksStore {
  status: PayLinkStatus | '' = '';
  page = 1;
  /** The link just created, shown with its address and QR content. */
  created: StaffPayLinkView | null = null;
  readonly #list = new AsyncState<StaffPayLinkPage>();
  readonly #action = new AsyncState<StaffPayLinkView>();
  readonly #receipt = new AsyncState<{ blob: Blob; filename: string }>();

  constructor(private readonly deps: StaffPayLinksDeps) {
    makeObservable(this, { status: observable, page: observable, created: observableRef, setStatus: action, setPage: action, error: computed, actionError: computed });
  }

  get list(): StaffPayLinkPage | null {
    return this.#list.value;
  }

  get loading(): boolean {
    return this.#list.loading;
  }

  get busy(): boolean {
    return this.#action.loading;
  }

  get error(): ShownError | null {
    return this.#list.shownError;
  }

  get actionError(): ShownError | null {
    return this.#action.shownError;
  }

  get receiptBusy(): boolean {
    return this.#receipt.loading;
  }

  get receiptError(): ShownError | null {
    return this.#receipt.shownError;
  }

  /** The receipt of a paid link as a file to save; null when refused (the error shows why). */
  async downloadReceipt(paymentNumber: string, options: { name?: string; locale?: string } = {}): Promise<{ blob: Blob; filename: string } | null> {
    const hotel = this.deps.hotelId();
    if (!hotel) return null;
    const outcome = await this.#receipt.run(async () => ({ blob: await this.deps.api.receipt(hotel, paymentNumber, options), filename: `receipt-${paymentNumber}.pdf` }));
    return outcome?.ok ? outcome.value : null;
  }

  setStatus(status: PayLinkStatus | ''): void {
    this.status = status;
    this.page = 1;
  }

  setPage(page: number): void {
    this.page = page;
  }

  /** Reads the page; `keep` leaves the shown page up while it loads (a live refresh). */
  async load(options: { keep?: boolean } = {}): Promise<void> {
    const hotel = this.deps.hotelId();
    if (!hotel) return;
    await this.#list.run((signal) => this.deps.api.list(hotel, { status: this.status || undefined, page: this.page }, signal), { keep: options.keep === true });
  }

  /**
   * Follows the live events while the screen is open: any pay-link event of the hotel reads the
   * page again (the event carries the new status only, the row also has amounts, and under a
   * status filter a link may enter or leave the page). Returns the stop.
   */
  watch(): () => void {
    const live = this.deps.live;
    if (!live) return () => {};
    const refresh = () => this.load({ keep: true });
    return followLive(
      live,
      (event) => {
        if (event.type === 'pay_link') void refresh();
      },
      refresh,
    );
  }

  async #act(call: (hotel: string) => Promise<StaffPayLinkView>): Promise<StaffPayLinkView | null> {
    const hotel = this.deps.hotelId();
    if (!hotel) return null;
    const outcome = await this.#action.run(() => call(hotel));
    if (!outcome?.ok) return null;
    await this.load();
    return outcome.value;
  }

  async create(body: CreatePayLinkRequest): Promise<boolean> {
    const made = await this.#act((hotel) => this.deps.api.create(hotel, body));
    action(() => (this.created = made))();
    return made !== null;
  }

  cancel(paymentNumber: string): Promise<StaffPayLinkView | null> {
    return this.#act((hotel) => this.deps.api.cancel(hotel, paymentNumber));
  }

  resend(paymentNumber: string): Promise<StaffPayLinkView | null> {
    return this.#act((hotel) => this.deps.api.resend(hotel, paymentNumber));
  }

  refund(paymentNumber: string, amount: number | undefined, reason: string): Promise<StaffPayLinkView | null> {
    return this.#act((hotel) => this.deps.api.refund(hotel, paymentNumber, { reason, ...(amount !== undefined && { amount }) }));
  }
}
