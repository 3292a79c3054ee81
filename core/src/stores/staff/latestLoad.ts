// One thing a console screen loads (a list page, one reservation, one mail): its value, whether it
// is loading, and the error to show. The latest call wins (latestCall.ts), so an answer for old
// filters never replaces a newer one, and a failure is kept for display instead of thrown.
import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import { LatestCall } from '../latestCall.ts';
import type { ShownError } from '../shownError.ts';
import { staffErrorOf } from '../StaffStore.ts';

export class LatestLoad<T> {
  value: T | null = null;
  loading = false;
  error: ShownError | null = null;

  private readonly call = new LatestCall();

  constructor() {
    makeObservable(this, { value: observableRef, loading: observable, error: observableRef });
  }

  /**
   * Loads a new value. `keep` says whether the value shown now may stay on screen while the new one
   * loads (the same reservation again) or must go at once (another one); a failed list load always
   * clears it, so no stale page shows under its error.
   */
  async run(fetch: (signal: AbortSignal) => Promise<T>, opts: { keep: boolean; clearOnError: boolean }): Promise<void> {
    runInAction(() => {
      if (!opts.keep) this.value = null;
      this.loading = true;
      this.error = null;
    });
    try {
      const result = await this.call.run(fetch);
      if (!result) return;
      runInAction(() => {
        this.value = result.value;
        this.loading = false;
      });
    } catch (error) {
      runInAction(() => {
        if (opts.clearOnError) this.value = null;
        this.error = staffErrorOf(error);
        this.loading = false;
      });
    }
  }
}
