// Only the newest of overlapping calls may land: each start aborts the one before it, and a result
// that arrives after a newer start is dropped. Searches and price quotes follow the guest's typing.
import { ApiError } from '@noren/core/api';

export class LatestCall {
  #controller: AbortController | null = null;
  #sequence = 0;

  /**
   * Runs `call`; resolves with its result, or with `undefined` when a newer call started meanwhile
   * or the call was aborted. Other failures reject.
   */
  async run<T>(call: (signal: AbortSignal) => Promise<T>): Promise<{ value: T } | undefined> {
    this.#controller?.abort();
    const controller = new AbortController();
    this.#controller = controller;
    const sequence = ++this.#sequence;
    try {
      const value = await call(controller.signal);
      return sequence === this.#sequence ? { value } : undefined;
    } catch (error) {
      if (sequence !== this.#sequence || (error instanceof ApiError && error.aborted)) return undefined;
      throw error;
    } finally {
      if (this.#controller === controller) this.#controller = null;
    }
  }

  cancel(): void {
    this.#sequence++;
    this.#controller?.abort();
    this.#controller = null;
  }
}
