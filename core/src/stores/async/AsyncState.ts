// One thing a store loads or saves: its value, whether a call is under way, and why the last one
// failed. The latest call wins: starting a call aborts the one before it, through the AbortSignal
// the call is given, and an answer (or failure) that lands after a newer start, or after cancel(),
// is dropped, so a slow answer for an old query or an old reservation never replaces a newer one.
// A failure is kept for the screen (typed: always an ApiError) instead of thrown. Every store's
// load or save goes through this one class (ARCHITECTURE.md "Stores").
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { ApiError } from '@noren/core/api';
import { UnexpectedError } from './UnexpectedError.ts';
import { toShownError, type ShownError } from '../shownError.ts';

export type AsyncOutcome<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export interface AsyncRunOptions {
  /** The value shown now stays while the new one loads (the same thing again); default false. */
  keep?: boolean;
  /** A failure clears the value, so nothing stale shows under its error; default false. */
  clearOnError?: boolean;
}

export interface AsyncStateOptions {
  /** How a failure reads on screen; toShownError by default (a console may word 401 its own way). */
  explain?: (error: ApiError) => ShownError;
}

export class AsyncState<T> {
  value: T | null = null;
  loading = false;
  error: ApiError | null = null;

  #controller: AbortController | null = null;
  /** Bumped by each start and by cancel: a call whose number is no longer current is dropped. */
  #sequence = 0;
  readonly #explain: (error: ApiError) => ShownError;

  constructor(options: AsyncStateOptions = {}) {
    this.#explain = options.explain ?? toShownError;
    makeObservable(this, {
      value: observableRef,
      loading: observable,
      error: observableRef,
      shownError: computed,
      set: action,
      clearError: action,
      cancel: action,
      reset: action,
    });
  }

  /** The failure as the screen shows it. */
  get shownError(): ShownError | null {
    return this.error ? this.#explain(this.error) : null;
  }

  /**
   * Runs `call`, aborting the call before it. Resolves with the value or the failure, or with
   * undefined when a newer call (or cancel) overtook this one; never rejects.
   */
  async run(call: (signal: AbortSignal) => Promise<T>, options: AsyncRunOptions = {}): Promise<AsyncOutcome<T> | undefined> {
    this.#controller?.abort();
    const controller = new AbortController();
    this.#controller = controller;
    const sequence = ++this.#sequence;
    this.#settle(options.keep ? this.value : null, true, null);
    try {
      const value = await call(controller.signal);
      if (sequence !== this.#sequence) return undefined;
      this.#settle(value, false, null);
      return { ok: true, value };
    } catch (thrown) {
      if (sequence !== this.#sequence) return undefined;
      const error = asApiError(thrown);
      // Aborted by its own signal without a newer call (a caller's abort): dropped, like cancel().
      if (error.aborted) {
        this.cancel();
        return undefined;
      }
      this.#settle(options.clearOnError ? null : this.value, false, error);
      return { ok: false, error };
    } finally {
      if (this.#controller === controller) this.#controller = null;
    }
  }

  /** Replaces the value without a call (an answer that came another way). */
  set(value: T | null): void {
    this.value = value;
  }

  clearError(): void {
    this.error = null;
  }

  /** Stops waiting: the call under way is aborted and its answer, if any, dropped. */
  cancel(): void {
    this.#sequence++;
    this.#controller?.abort();
    this.#controller = null;
    this.loading = false;
  }

  /** Cancels and forgets the value and the error. */
  reset(): void {
    this.cancel();
    this.value = null;
    this.error = null;
  }

  /** One action for each step of a call (start, answer, failure): the three fields change together. */
  #settle = action((value: T | null, loading: boolean, error: ApiError | null) => {
    this.value = value;
    this.loading = loading;
    this.error = error;
  });
}

/** Anything but an ApiError is a fault of ours: the screen shows the generic apology for it. */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new UnexpectedError(error);
}
