// Find my reservation on the kiosk (issue #16 §5): by reservation number and e-mail, as on
// /search, or by the confirmation's QR held to the camera. The kiosk gets the stay and its balance
// only (KioskStayView: no name, e-mail or phone) and offers a pay link for the balance.
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { AsyncState } from '@noren/core/stores';
import type { KioskLookupBody, KioskLookupResult, KioskPayLinkView, KioskStayView } from '../api/kioskApi.ts';
import type { KioskRoot } from '../stores/KioskRoot.ts';
import { ReceiptStore } from './Receipt.store.ts';

export type LookupMode = 'type' | 'scan';

export class LookupStore {
  mode: LookupMode = 'type';
  /** What found the stay: asked again for its pay link. Guest data: dropped by the wipe. */
  private query: KioskLookupBody | null = null;
  stay: KioskStayView | null = null;
  readonly #find = new AsyncState<KioskLookupResult>();
  readonly #payLink = new AsyncState<KioskPayLinkView>();
  /** The stay's receipt: from the check-out date (Receipt.store.ts). */
  readonly receipt: ReceiptStore;

  constructor(private readonly root: KioskRoot) {
    this.receipt = new ReceiptStore({ api: root.kioskApi, credential: () => root.device.credential, query: () => this.query });
    makeObservable<LookupStore, 'query'>(this, { mode: observable, stay: observableRef, query: observableRef, setMode: action, again: action });
  }

  get finding(): boolean {
    return this.#find.loading;
  }

  get findError() {
    return this.#find.shownError;
  }

  get payLinkBusy(): boolean {
    return this.#payLink.loading;
  }

  get payLinkError() {
    return this.#payLink.shownError;
  }

  setMode(mode: LookupMode): void {
    this.mode = mode;
  }

  find(query: KioskLookupBody): Promise<boolean> {
    return this.run(query);
  }

  /** A scanned confirmation QR: the whole text goes to the server, which reads its token. */
  findByScan(text: string): Promise<boolean> {
    return this.run({ token: text.trim() });
  }

  private async run(query: KioskLookupBody): Promise<boolean> {
    const credential = this.root.device.credential;
    if (!credential) return false;
    const outcome = await this.#find.run(async (signal) => this.root.kioskApi.lookup(credential, query, signal));
    if (!outcome?.ok) return false;
    runInAction(() => {
      const { stay, receipt } = outcome.value;
      this.query = query;
      this.stay = stay;
      this.receipt.show(receipt);
      if (stay.pay_link) this.root.payLink.show(stay.pay_link);
    });
    return true;
  }

  /** A pay link for the balance, shown as a QR. */
  async requestPayLink(): Promise<void> {
    const credential = this.root.device.credential;
    const query = this.query;
    if (!credential || !query) return;
    const outcome = await this.#payLink.run(async () => (await this.root.kioskApi.payLink(credential, query)).pay_link);
    if (outcome?.ok) runInAction(() => this.root.payLink.show(outcome.value));
  }

  again(): void {
    this.query = null;
    this.stay = null;
    this.#find.reset();
    this.#payLink.reset();
    this.receipt.reset();
    this.root.payLink.forget();
  }

  dispose(): void {
    this.#find.reset();
    this.#payLink.reset();
    this.receipt.reset();
  }
}

export function lookupOf(root: KioskRoot): LookupStore {
  return root.lookup.get(() => new LookupStore(root)) as LookupStore;
}
