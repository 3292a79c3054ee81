// The hotel's kiosk devices in the staff console (issue #16): the list (name, status, paired at,
// last contact, revoked, printer), a one-time pairing code for a new device, revoking one and
// saying whether it has a receipt printer (managers only; the API refuses anyone else). Each action reads the list again, so what the table shows is
// what the server has; while the screen is open the list is read again every REFRESH_MS, so a
// device that pairs or calls shows its new status and last contact without a reload.
import { action, computed, makeObservable, observableRef } from 'mobx';
import type { IssuePairingCodeResult, KioskDeviceRow, StaffKioskApi } from '@noren/core/api';
import { AsyncState, type ShownError } from '@noren/core/stores';

export const REFRESH_MS = 15_000;

export interface StaffKioskDevicesDeps {
  api: Pick<StaffKioskApi, 'devices' | 'issuePairingCode' | 'revoke' | 'setPrinter'>;
  hotelId: () => string | null;
}

export class StaffKioskDevicesStore {
  /** The code just issued, shown once (the server keeps only its hash). */
  issued: IssuePairingCodeResult | null = null;
  readonly #list = new AsyncState<KioskDeviceRow[]>();
  readonly #issue = new AsyncState<IssuePairingCodeResult>();
  readonly #revoke = new AsyncState<KioskDeviceRow>();
  readonly #printer = new AsyncState<KioskDeviceRow>();

  constructor(private readonly deps: StaffKioskDevicesDeps) {
    makeObservable(this, { issued: observableRef, dismissIssued: action, error: computed, issueError: computed, revokeError: computed, printerError: computed });
  }

  get devices(): KioskDeviceRow[] | null {
    return this.#list.value;
  }

  get loading(): boolean {
    return this.#list.loading;
  }

  get error(): ShownError | null {
    return this.#list.shownError;
  }

  get issuing(): boolean {
    return this.#issue.loading;
  }

  get issueError(): ShownError | null {
    return this.#issue.shownError;
  }

  get revoking(): boolean {
    return this.#revoke.loading;
  }

  get revokeError(): ShownError | null {
    return this.#revoke.shownError;
  }

  get printerError(): ShownError | null {
    return this.#printer.shownError;
  }

  get savingPrinter(): boolean {
    return this.#printer.loading;
  }

  async load(): Promise<void> {
    const hotel = this.deps.hotelId();
    if (!hotel) return;
    await this.#list.run((signal) => this.deps.api.devices(hotel, signal), { keep: true });
  }

  /** Issues a pairing code for a new device named `name`; true when the code is shown. */
  async issue(name: string): Promise<boolean> {
    const hotel = this.deps.hotelId();
    if (!hotel) return false;
    const outcome = await this.#issue.run(() => this.deps.api.issuePairingCode(hotel, name.trim()));
    if (!outcome?.ok) return false;
    action(() => (this.issued = outcome.value))();
    await this.load();
    return true;
  }

  dismissIssued(): void {
    this.issued = null;
  }

  async revoke(deviceId: number): Promise<boolean> {
    const hotel = this.deps.hotelId();
    if (!hotel) return false;
    const outcome = await this.#revoke.run(async () => (await this.deps.api.revoke(hotel, deviceId)).device);
    if (outcome?.ok && this.issued?.device.id === deviceId) this.dismissIssued();
    await this.load();
    return outcome?.ok === true;
  }

  /** Says whether the tablet has a receipt printer (the kiosk then offers to print); the list is read again. */
  async setPrinter(deviceId: number, printer: boolean): Promise<boolean> {
    const hotel = this.deps.hotelId();
    if (!hotel) return false;
    const outcome = await this.#printer.run(async () => (await this.deps.api.setPrinter(hotel, deviceId, printer)).device);
    await this.load();
    return outcome?.ok === true;
  }

  /** Reads the list now and every REFRESH_MS until the returned function is called. */
  start(): () => void {
    void this.load();
    const handle = setInterval(() => void this.load(), REFRESH_MS);
    return () => clearInterval(handle);
  }
}
