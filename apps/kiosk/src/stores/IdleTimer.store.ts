// Issue #16 §3: after `idleSeconds` untouched (60 s unless the kiosk is set otherwise) a countdown
// of `countdownSeconds` (10 s) shows, which any touch cancels; when it runs out, every trace of
// the guest goes (the root's wipe) and the kiosk returns to the start. While a pay link shown on
// screen is still open the prompt asks "still there?" instead, and the reset leaves the link open
// so the phone can finish paying and get its receipt. The attract and pairing screens hold no
// guest, so the timer only runs while `engaged()` says a guest is using the kiosk.
import { action, computed, makeObservable, observable } from 'mobx';
import type { KioskSettings } from './KioskSettings.store.ts';
import { globalTimers, type Timers } from '@noren/core/stores';

export type IdlePhase = 'watching' | 'countdown';

export interface IdleTimerDeps {
  settings: KioskSettings;
  /** A guest is on a screen past the start (the timer has something to clear). */
  engaged: () => boolean;
  /** A pay link on screen is still open: the prompt asks "still there?". */
  payLinkOpen: () => boolean;
  /** The countdown ran out: forget the guest and go back to the start. */
  onExpire: () => void;
  timers?: Timers;
}

export class IdleTimerStore {
  phase: IdlePhase = 'watching';
  secondsLeft = 0;
  #idle: unknown = null;
  #tick: unknown = null;
  #running = false;
  private readonly timers: Timers;

  constructor(private readonly deps: IdleTimerDeps) {
    this.timers = deps.timers ?? globalTimers;
    makeObservable<IdleTimerStore, 'beginCountdown' | 'tick'>(this, {
      phase: observable,
      secondsLeft: observable,
      counting: computed,
      touch: action,
      beginCountdown: action,
      tick: action,
      stop: action,
    });
  }

  get counting(): boolean {
    return this.phase === 'countdown';
  }

  /** What the prompt asks: the usual countdown, or "still there?" while a pay link is open. */
  get prompt(): 'countdown' | 'stillThere' {
    return this.deps.payLinkOpen() ? 'stillThere' : 'countdown';
  }

  /** Starts watching; returns the disposer the root keeps. */
  start(): () => void {
    this.#running = true;
    this.touch();
    return () => this.stop();
  }

  /** Any touch, key or scroll: the countdown (if any) is cancelled and the idle wait starts over. */
  touch(): void {
    if (!this.#running) return;
    this.clearTimers();
    this.phase = 'watching';
    this.secondsLeft = 0;
    this.#idle = this.timers.setTimeout(() => this.beginCountdown(), this.deps.settings.idleSeconds * 1000);
  }

  stop(): void {
    this.#running = false;
    this.clearTimers();
    this.phase = 'watching';
    this.secondsLeft = 0;
  }

  private beginCountdown(): void {
    this.#idle = null;
    // Nobody's data on screen: nothing to count down for; wait again.
    if (!this.deps.engaged()) {
      this.touch();
      return;
    }
    this.phase = 'countdown';
    this.secondsLeft = this.deps.settings.countdownSeconds;
    this.#tick = this.timers.setInterval(() => this.tick(), 1000);
  }

  private tick(): void {
    this.secondsLeft -= 1;
    if (this.secondsLeft > 0) return;
    this.clearTimers();
    this.phase = 'watching';
    this.deps.onExpire();
    if (this.#running) this.touch();
  }

  private clearTimers(): void {
    if (this.#idle !== null) this.timers.clearTimeout(this.#idle);
    if (this.#tick !== null) this.timers.clearInterval(this.#tick);
    this.#idle = null;
    this.#tick = null;
  }
}
