// Which kiosk this is (issue #16 §3): the device credential a manager's one-time pairing code was
// exchanged for, kept on the device (the guest wipe leaves it). Without one the kiosk shows only
// the pairing screen. The embedded demo (`/kiosk/?code=kyoto-gion` under `npm start`) is handed
// its demo credential by the server when the server allows it; elsewhere that call is a 404 and
// the kiosk waits to be paired. A credential the server no longer knows (revoked: 401
// device_invalid) is forgotten and the pairing screen comes back.
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiError, type KeyValueStorage } from '@noren/core/api';
import { AsyncState } from '@noren/core/stores';
import type { KioskApi, KioskDeviceSelf } from '../api/kioskApi.ts';

export const KIOSK_DEVICE_STORAGE_KEY = 'noren.kiosk.device';

interface StoredDevice {
  credential: string;
  device: KioskDeviceSelf;
}

export type DeviceState = 'checking' | 'unpaired' | 'paired';

export interface DeviceStoreDeps {
  api: KioskApi;
  storage: KeyValueStorage;
  /** The `?code=` the kiosk was opened with: the hotel the demo device is asked for. */
  hotelCode: () => string | null;
  /** Resolves once the app has its client session. */
  ready: () => Promise<void>;
}

/** The server no longer accepts this credential. */
export function deviceRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export class DeviceStore {
  state: DeviceState = 'checking';
  device: KioskDeviceSelf | null = null;
  #credential: string | null = null;
  readonly #pairing = new AsyncState<unknown>();

  constructor(private readonly deps: DeviceStoreDeps) {
    makeObservable<DeviceStore, 'accept'>(this, {
      state: observable,
      device: observableRef,
      paired: computed,
      accept: action,
      forget: action,
    });
  }

  get paired(): boolean {
    return this.state === 'paired';
  }

  /** The credential for the device calls; null before pairing. */
  get credential(): string | null {
    return this.#credential;
  }

  get pairing(): boolean {
    return this.#pairing.loading;
  }

  get pairError() {
    return this.#pairing.shownError;
  }

  /** Once at start: a stored credential is checked; without one the demo credential is asked for. */
  async restore(): Promise<void> {
    await this.deps.ready();
    const stored = this.read();
    if (stored) {
      try {
        const { device } = await this.deps.api.device(stored.credential);
        this.accept(stored.credential, device);
        return;
      } catch (error) {
        // Offline or the server failing: the kiosk stays paired and the next call tells.
        if (!deviceRefused(error)) {
          this.accept(stored.credential, stored.device);
          return;
        }
        this.forget();
      }
    }
    const hotel = this.deps.hotelCode();
    if (hotel) {
      try {
        const result = await this.deps.api.demoDevice(hotel);
        this.accept(result.credential, result.device);
        return;
      } catch {
        // Not the demo machine (404): the kiosk is paired by a manager's code.
      }
    }
    runInAction(() => (this.state = 'unpaired'));
  }

  /** Exchanges the manager's one-time code for the credential; false (with pairError) when refused. */
  async pair(code: string): Promise<boolean> {
    const trimmed = code.trim();
    if (!trimmed || this.pairing) return false;
    const outcome = await this.#pairing.run(async () => {
      await this.deps.ready();
      const result = await this.deps.api.pair(trimmed);
      this.accept(result.credential, result.device);
      return null;
    });
    return outcome?.ok === true;
  }

  /** A device call was refused: the credential is gone for good. */
  forget(): void {
    this.#credential = null;
    this.device = null;
    this.state = 'unpaired';
    try {
      this.deps.storage.removeItem(KIOSK_DEVICE_STORAGE_KEY);
    } catch {
      // Nothing stored.
    }
  }

  private accept(credential: string, device: KioskDeviceSelf): void {
    this.#credential = credential;
    this.device = device;
    this.state = 'paired';
    try {
      this.deps.storage.setItem(KIOSK_DEVICE_STORAGE_KEY, JSON.stringify({ credential, device } satisfies StoredDevice));
    } catch {
      // Blocked storage: paired for this page only.
    }
  }

  private read(): StoredDevice | null {
    try {
      const parsed = JSON.parse(this.deps.storage.getItem(KIOSK_DEVICE_STORAGE_KEY) ?? 'null') as Partial<StoredDevice> | null;
      return parsed && typeof parsed.credential === 'string' && parsed.device ? (parsed as StoredDevice) : null;
    } catch {
      return null;
    }
  }
}
