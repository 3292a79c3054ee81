// One injectable clock: every rule that depends on the time (3-D Secure window, pay link, points
// credit, update deadline, same-day cancellation) reads it, so tests can move time forward.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved; tests use it to cross deadlines without waiting. */
export class ManualClock implements Clock {
  #ms: number;
  constructor(start: Date | string | number = Date.now()) {
    this.#ms = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#ms);
  }
  set(to: Date | string | number): void {
    this.#ms = new Date(to).getTime();
  }
  advance(ms: number): void {
    this.#ms += ms;
  }
}
