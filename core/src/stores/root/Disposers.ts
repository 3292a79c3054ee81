// What a root must stop when the app unmounts: every reaction, listener and timer its stores
// started. Each store that starts one returns its disposer, and the root keeps it here.
export class Disposers {
  readonly #list: Array<() => void> = [];

  add(dispose: () => void): void {
    this.#list.push(dispose);
  }

  /** Runs each disposer once, newest first; later calls do nothing. */
  dispose(): void {
    for (const dispose of this.#list.splice(0).reverse()) dispose();
  }
}
