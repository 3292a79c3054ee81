// "Call staff" (issue #16 §3), on every screen: raises the device's alert, then shows "staff
// notified" while it is open and "on the way" once someone at the desk acknowledged it, learnt
// from the live events or, while they are down, by polling the alert.
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import { AsyncState, type Timers } from '@noren/core/stores';
import type { KioskAlertView, KioskApi } from '../api/kioskApi.ts';
import { followLive, type LiveEvents } from './LiveEvents.ts';

export type StaffCallState = 'idle' | 'notified' | 'on_the_way';

export interface StaffCallDeps {
  api: KioskApi;
  credential: () => string | null;
  live: LiveEvents;
  timers?: Timers;
}

export class StaffCallStore {
  alert: KioskAlertView | null = null;
  readonly #raise = new AsyncState<KioskAlertView>();
  #stopWatching: (() => void) | null = null;

  constructor(private readonly deps: StaffCallDeps) {
    makeObservable(this, { alert: observableRef, apply: action, forget: action });
  }

  get state(): StaffCallState {
    if (!this.alert) return 'idle';
    return this.alert.status === 'acknowledged' ? 'on_the_way' : 'notified';
  }

  get calling(): boolean {
    return this.#raise.loading;
  }

  get error() {
    return this.#raise.shownError;
  }

  async call(): Promise<void> {
    const credential = this.deps.credential();
    if (!credential || this.calling) return;
    const outcome = await this.#raise.run(async () => (await this.deps.api.raiseAlert(credential)).alert);
    if (outcome?.ok) {
      this.apply(outcome.value);
      this.watch();
    }
  }

  apply(alert: KioskAlertView): void {
    this.alert = alert;
  }

  /** The guest left (wipe): the screen forgets the call; staff still see it at the desk. */
  forget(): void {
    this.#stopWatching?.();
    this.#stopWatching = null;
    this.#raise.reset();
    this.alert = null;
  }

  private watch(): void {
    if (this.#stopWatching) return;
    // Each time the stream (re)connects it reads the alert once: an acknowledgement made while the
    // stream was still opening (after pairing the first call opens it) or down between two polls
    // is never sent again, and the guest would wait for "on the way" for good.
    this.#stopWatching = followLive(
      this.deps.live,
      (event) => {
        if (event.type === 'alert' && event.alert_id === this.alert?.id) {
          runInAction(() => this.alert && this.apply({ ...this.alert, status: event.status }));
        }
      },
      () => this.poll(),
      this.deps.timers,
    );
  }

  private async poll(): Promise<void> {
    const credential = this.deps.credential();
    const id = this.alert?.id;
    if (!credential || !id) return;
    try {
      const { alert } = await this.deps.api.alert(credential, id);
      if (this.alert?.id === alert.id) this.apply(alert);
    } catch {
      // The next poll tries again.
    }
  }
}
