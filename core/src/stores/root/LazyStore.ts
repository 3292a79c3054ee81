// A store that only later screens use, made the first time one of them asks. The root declares the
// slot with the store's type only; the function that makes it lives beside the screens that use it
// (payment/paymentOf.ts, manage/manageOf.ts, ...), so the store's code downloads with those screens
// and not with the first one (scripts/bench/bundle.bench.ts holds the first screen to its budget).
export class LazyStore<T> {
  #store: T | undefined;

  /** `given` stands in for the made store (tests hand the root their fake API clients). */
  constructor(given?: T) {
    this.#store = given;
  }

  /** The store if a screen has made it: wiring that must not make it (a sign-out) reads this. */
  get current(): T | undefined {
    return this.#store;
  }

  /** The store, made by `make` on first use; every later call returns that same one. */
  get(make: () => T): T {
    this.#store ??= make();
    return this.#store;
  }
}
