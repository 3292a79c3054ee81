import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleTimerStore } from './IdleTimer.store.ts';

describe('IdleTimerStore', () => {
  let expired = 0;
  let engaged = true;
  let linkOpen = false;
  const settings = { idleSeconds: 60, countdownSeconds: 10 };
  let idle: IdleTimerStore;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    expired = 0;
    engaged = true;
    linkOpen = false;
    idle = new IdleTimerStore({ settings, engaged: () => engaged, payLinkOpen: () => linkOpen, onExpire: () => expired++ });
    stop = idle.start();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('starts a 10 s countdown after 60 s untouched, and clears the guest when it runs out', () => {
    vi.advanceTimersByTime(59_999);
    expect(idle.counting).toBe(false);
    vi.advanceTimersByTime(1);
    expect(idle.counting).toBe(true);
    expect(idle.secondsLeft).toBe(10);
    vi.advanceTimersByTime(9_000);
    expect(idle.secondsLeft).toBe(1);
    expect(expired).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(expired).toBe(1);
    expect(idle.counting).toBe(false);
  });

  it('any touch during the countdown cancels it and the idle wait starts over', () => {
    vi.advanceTimersByTime(65_000);
    expect(idle.counting).toBe(true);
    idle.touch();
    expect(idle.counting).toBe(false);
    vi.advanceTimersByTime(59_000);
    expect(idle.counting).toBe(false);
    vi.advanceTimersByTime(1_000 + 10_000);
    expect(expired).toBe(1);
  });

  it('a touch before the 60 s pushes the countdown back', () => {
    vi.advanceTimersByTime(50_000);
    idle.touch();
    vi.advanceTimersByTime(50_000);
    expect(idle.counting).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(idle.counting).toBe(true);
  });

  it('does not count down while nobody is using the kiosk (the start screen)', () => {
    engaged = false;
    vi.advanceTimersByTime(200_000);
    expect(idle.counting).toBe(false);
    expect(expired).toBe(0);
    // The wait started over at 180 s; at 240 s a guest is there and the countdown shows.
    engaged = true;
    vi.advanceTimersByTime(40_000);
    expect(idle.counting).toBe(true);
  });

  it('asks "still there?" while a pay link is open', () => {
    linkOpen = true;
    vi.advanceTimersByTime(60_000);
    expect(idle.prompt).toBe('stillThere');
    linkOpen = false;
    expect(idle.prompt).toBe('countdown');
  });

  it('follows the configured times', () => {
    settings.idleSeconds = 20;
    settings.countdownSeconds = 5;
    idle.touch();
    vi.advanceTimersByTime(20_000);
    expect(idle.secondsLeft).toBe(5);
    vi.advanceTimersByTime(5_000);
    expect(expired).toBe(1);
    settings.idleSeconds = 60;
    settings.countdownSeconds = 10;
  });

  it('stops when disposed', () => {
    stop();
    vi.advanceTimersByTime(500_000);
    expect(expired).toBe(0);
  });
});
