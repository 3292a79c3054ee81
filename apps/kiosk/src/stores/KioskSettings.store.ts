// The kiosk's own settings, kept on the device across guests (the wipe leaves them): how long a
// screen may sit untouched before the countdown, and how long the countdown runs. A manager sets
// them once with `?idle_seconds=` (and `countdown_seconds=`) in the kiosk's address; they are
// stored and the parameters leave the address.
import { action, makeObservable, observable } from 'mobx';
import type { KeyValueStorage } from '@noren/core/api';

export const KIOSK_SETTINGS_STORAGE_KEY = 'noren.kiosk.settings';
/** Issue #16: 60 s untouched, then a 10 s countdown. */
export const DEFAULT_IDLE_SECONDS = 60;
export const DEFAULT_COUNTDOWN_SECONDS = 10;
/** Bounds a typo cannot leave the kiosk outside: at least 15 s to read a screen, at most 30 min. */
export const IDLE_SECONDS_RANGE = [15, 1800] as const;
export const COUNTDOWN_SECONDS_RANGE = [5, 60] as const;

export interface KioskSettings {
  idleSeconds: number;
  countdownSeconds: number;
}

const clampInt = (value: unknown, [min, max]: readonly [number, number]): number | null => {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : null;
};

export class KioskSettingsStore implements KioskSettings {
  idleSeconds = DEFAULT_IDLE_SECONDS;
  countdownSeconds = DEFAULT_COUNTDOWN_SECONDS;

  constructor(private readonly storage: KeyValueStorage) {
    makeObservable(this, { idleSeconds: observable, countdownSeconds: observable, set: action });
    this.load();
  }

  /** Applies and stores the settings a manager put in the address; true when there were any. */
  readAddress(params: URLSearchParams): boolean {
    const idle = clampInt(params.get('idle_seconds'), IDLE_SECONDS_RANGE);
    const countdown = clampInt(params.get('countdown_seconds'), COUNTDOWN_SECONDS_RANGE);
    if (idle === null && countdown === null) return false;
    this.set({ ...(idle !== null && { idleSeconds: idle }), ...(countdown !== null && { countdownSeconds: countdown }) });
    return true;
  }

  set(change: Partial<KioskSettings>): void {
    if (change.idleSeconds !== undefined) this.idleSeconds = clampInt(change.idleSeconds, IDLE_SECONDS_RANGE) ?? this.idleSeconds;
    if (change.countdownSeconds !== undefined) this.countdownSeconds = clampInt(change.countdownSeconds, COUNTDOWN_SECONDS_RANGE) ?? this.countdownSeconds;
    try {
      this.storage.setItem(KIOSK_SETTINGS_STORAGE_KEY, JSON.stringify({ idleSeconds: this.idleSeconds, countdownSeconds: this.countdownSeconds }));
    } catch {
      // Blocked storage: the settings last for this page.
    }
  }

  private load(): void {
    let stored: Partial<KioskSettings>;
    try {
      stored = JSON.parse(this.storage.getItem(KIOSK_SETTINGS_STORAGE_KEY) ?? '{}') as Partial<KioskSettings>;
    } catch {
      return;
    }
    this.idleSeconds = clampInt(stored.idleSeconds, IDLE_SECONDS_RANGE) ?? DEFAULT_IDLE_SECONDS;
    this.countdownSeconds = clampInt(stored.countdownSeconds, COUNTDOWN_SECONDS_RANGE) ?? DEFAULT_COUNTDOWN_SECONDS;
  }
}
