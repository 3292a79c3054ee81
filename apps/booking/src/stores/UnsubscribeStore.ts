// The marketing e-mail unsubscribe pages (part 1 §2 /unsubscribe-email/confirmation and /success,
// part 2 §7.8): the signed link's token shows whose subscription it is (masked) and confirms the
// unsubscribe. These pages open without a hotel, so the client session is made here when missing.
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ManageApi, SubscriptionStatusView } from '@noren/core/api';
import { toShownError, type ShownError } from './shownError.ts';

export interface UnsubscribeStoreDeps {
  api: ManageApi;
  /** Makes sure calls carry a client session (start-up skips it without a hotel code). */
  ensureClientSession: () => Promise<void>;
}

export class UnsubscribeStore {
  token: string | null = null;
  status: SubscriptionStatusView | null = null;
  loading = false;
  error: ShownError | null = null;
  submitting = false;
  done = false;

  constructor(private readonly deps: UnsubscribeStoreDeps) {
    makeObservable(this, { token: observable, status: observableRef, loading: observable, error: observableRef, submitting: observable, done: observable, reset: action });
  }

  async load(token: string): Promise<void> {
    if (this.token === token && (this.status || this.loading)) return;
    runInAction(() => {
      this.reset();
      this.token = token;
      this.loading = true;
    });
    try {
      await this.deps.ensureClientSession();
      const status = await this.deps.api.subscriptionStatus(token);
      runInAction(() => (this.status = status));
    } catch (error) {
      runInAction(() => (this.error = toShownError(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async unsubscribe(): Promise<boolean> {
    const token = this.token;
    if (!token) return false;
    runInAction(() => {
      this.submitting = true;
      this.error = null;
    });
    try {
      await this.deps.ensureClientSession();
      await this.deps.api.unsubscribe(token);
      runInAction(() => {
        this.done = true;
        if (this.status) this.status = { ...this.status, subscribed: false };
      });
      return true;
    } catch (error) {
      runInAction(() => (this.error = toShownError(error)));
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  reset(): void {
    this.token = null;
    this.status = null;
    this.loading = false;
    this.error = null;
    this.submitting = false;
    this.done = false;
  }
}
