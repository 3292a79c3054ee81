// The hotel's open kiosk alerts in the staff console (issue #16 "call staff"): each with its
// device's name and time, until a staff member acknowledges it. The console's frame starts it once
// signed in (the nav shows the count on every screen); it follows the live events and, while the
// stream is down, polls. `arrived` is the newest alert that appeared since the list was last read,
// for the screen's polite announcement.
import { action, computed, makeObservable, observableRef } from 'mobx';
import type { KioskAlertRow, StaffKioskApi } from '@noren/core/api';
import { AsyncState, type ShownError } from '@noren/core/stores';
import { followLive, type StaffLiveEvents } from '../live/StaffLiveEvents.ts';

export interface StaffKioskAlertsDeps {
  api: Pick<StaffKioskApi, 'alerts' | 'acknowledge'>;
  hotelId: () => string | null;
  live: StaffLiveEvents;
}

export class StaffKioskAlertsStore {
  /** The newest alert that was not in the list before the last read (null on the first read). */
  arrived: KioskAlertRow | null = null;
  readonly #list = new AsyncState<KioskAlertRow[]>();
  readonly #acknowledge = new AsyncState<KioskAlertRow>();
  #read = false;

  constructor(private readonly deps: StaffKioskAlertsDeps) {
    makeObservable<StaffKioskAlertsStore, 'remember'>(this, { arrived: observableRef, openCount: computed, error: computed, remember: action });
  }

  get alerts(): KioskAlertRow[] | null {
    return this.#list.value;
  }

  get openCount(): number {
    return this.#list.value?.length ?? 0;
  }

  get loading(): boolean {
    return this.#list.loading;
  }

  get error(): ShownError | null {
    return this.#list.shownError;
  }

  get acknowledgeError(): ShownError | null {
    return this.#acknowledge.shownError;
  }

  get acknowledging(): boolean {
    return this.#acknowledge.loading;
  }

  async load(): Promise<void> {
    const hotel = this.deps.hotelId();
    if (!hotel) return;
    const before = this.#list.value;
    const outcome = await this.#list.run((signal) => this.deps.api.alerts(hotel, 'open', signal), { keep: true });
    if (outcome?.ok) this.remember(before, outcome.value);
  }

  /** Acknowledges one alert ("on the way" on its kiosk); the list is read again either way. */
  async acknowledge(alertId: number): Promise<boolean> {
    const hotel = this.deps.hotelId();
    if (!hotel) return false;
    const outcome = await this.#acknowledge.run(async () => (await this.deps.api.acknowledge(hotel, alertId)).alert);
    await this.load();
    return outcome?.ok === true;
  }

  /** Reads the list, then follows the live events (polling while they are down). Returns the stop. */
  start(): () => void {
    void this.load();
    return followLive(
      this.deps.live,
      (event) => {
        if (event.type === 'alert') void this.load();
      },
      () => this.load(),
    );
  }

  private remember(before: KioskAlertRow[] | null, now: KioskAlertRow[]): void {
    const first = !this.#read;
    this.#read = true;
    if (first) return;
    const known = new Set((before ?? []).map((a) => a.id));
    const fresh = now.filter((a) => !known.has(a.id));
    if (fresh.length > 0) this.arrived = fresh[0];
  }
}
