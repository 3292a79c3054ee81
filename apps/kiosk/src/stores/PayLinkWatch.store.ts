// The pay link shown on screen as a QR (issue #16 §4–§6): its status follows the live events (or
// polling while they are down), so the kiosk shows "paid" without a reload. While it is open the
// idle timeout asks "still there?" and the reset leaves the link open on the server, so the
// guest's phone can finish and get its receipt: forget() stops watching, it never cancels.
import { action, computed, makeObservable, observableRef, runInAction } from 'mobx';
import type { KioskApi, KioskPayLinkView } from '../api/kioskApi.ts';
import { followLive, type LiveEvents } from './LiveEvents.ts';
import type { Timers } from '@noren/core/stores';

export interface PayLinkWatchDeps {
  api: KioskApi;
  live: LiveEvents;
  timers?: Timers;
}

export class PayLinkWatchStore {
  link: KioskPayLinkView | null = null;
  #stop: (() => void) | null = null;

  constructor(private readonly deps: PayLinkWatchDeps) {
    makeObservable(this, { link: observableRef, open: computed, paid: computed, show: action, setStatus: action, forget: action });
  }

  get open(): boolean {
    return this.link?.status === 'open';
  }

  get paid(): boolean {
    return this.link?.status === 'paid';
  }

  /** Shows `link` and follows its status until it is no longer open or the screen is reset. */
  show(link: KioskPayLinkView): void {
    this.forget();
    this.link = link;
    if (link.status !== 'open') return;
    // A payment made while the stream was opening or down between two polls is not sent again:
    // each (re)connect reads the link once.
    this.#stop = followLive(
      this.deps.live,
      (event) => {
        if (event.type === 'pay_link' && event.payment_number === this.link?.payment_number) runInAction(() => this.setStatus(event.status));
      },
      () => this.poll(),
      this.deps.timers,
    );
  }

  setStatus(status: string): void {
    if (!this.link) return;
    this.link = { ...this.link, status };
    if (status !== 'open') this.stopWatching();
  }

  forget(): void {
    this.stopWatching();
    this.link = null;
  }

  private stopWatching(): void {
    this.#stop?.();
    this.#stop = null;
  }

  private async poll(): Promise<void> {
    const number = this.link?.payment_number;
    if (!number) return;
    try {
      const view = await this.deps.api.payLinkStatus(number);
      if (this.link?.payment_number === number) runInAction(() => this.setStatus(view.status));
    } catch {
      // The next poll tries again.
    }
  }
}
