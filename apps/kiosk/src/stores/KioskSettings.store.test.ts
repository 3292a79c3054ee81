import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@noren/core/api';
import { DEFAULT_COUNTDOWN_SECONDS, DEFAULT_IDLE_SECONDS, KIOSK_SETTINGS_STORAGE_KEY, KioskSettingsStore } from './KioskSettings.store.ts';

describe('KioskSettingsStore', () => {
  it('starts at 60 s idle and a 10 s countdown', () => {
    const settings = new KioskSettingsStore(memoryStorage());
    expect([settings.idleSeconds, settings.countdownSeconds]).toEqual([DEFAULT_IDLE_SECONDS, DEFAULT_COUNTDOWN_SECONDS]);
    expect([DEFAULT_IDLE_SECONDS, DEFAULT_COUNTDOWN_SECONDS]).toEqual([60, 10]);
  });

  it('takes the times from the address once and keeps them on the device', () => {
    const storage = memoryStorage();
    const settings = new KioskSettingsStore(storage);
    expect(settings.readAddress(new URLSearchParams('code=kyoto-gion&idle_seconds=120&countdown_seconds=15'))).toBe(true);
    expect([settings.idleSeconds, settings.countdownSeconds]).toEqual([120, 15]);
    const restarted = new KioskSettingsStore(storage);
    expect([restarted.idleSeconds, restarted.countdownSeconds]).toEqual([120, 15]);
    expect(restarted.readAddress(new URLSearchParams('code=kyoto-gion'))).toBe(false);
    expect(restarted.idleSeconds).toBe(120);
  });

  it('keeps a typo inside bounds and ignores what is not a number', () => {
    const settings = new KioskSettingsStore(memoryStorage());
    settings.readAddress(new URLSearchParams('idle_seconds=1&countdown_seconds=999'));
    expect([settings.idleSeconds, settings.countdownSeconds]).toEqual([15, 60]);
    settings.readAddress(new URLSearchParams('idle_seconds=soon'));
    expect(settings.idleSeconds).toBe(15);
  });

  it('falls back to the defaults when the stored value is unreadable', () => {
    const storage = memoryStorage();
    storage.setItem(KIOSK_SETTINGS_STORAGE_KEY, '{not json');
    expect(new KioskSettingsStore(storage).idleSeconds).toBe(60);
  });
});
