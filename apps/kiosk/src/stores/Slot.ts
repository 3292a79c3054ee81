// A store of a later screen, made the first time that screen asks (its code downloads with the
// screen, not the attract screen) and dropped whole when the guest's data is wiped.
export class Slot<T extends { dispose?(): void }> {
  #store: T | undefined;

  get current(): T | undefined {
    return this.#store;
  }

  get(make: () => T): T {
    this.#store ??= make();
    return this.#store;
  }

  clear(): void {
    this.#store?.dispose?.();
    this.#store = undefined;
  }
}
