// The marketing e-mail unsubscribe pages (part 1 §2 /unsubscribe-email/confirmation and /success,
// part 2 §7.8): the signed link's token shows whose subscription it is (masked) and confirms the
// unsubscribe. These pages open without a hotel, so the client session is made here when missing.
import { action, computed, makeObservable, observable } from 'mobx';
import type { ManageApi, SubscriptionStatusView } from '@noren/core/api';
import { AsyncState, type ShownError } from '@noren/core/stores';

export interface UnsubscribeStoreDeps {
  api: ManageApi;
  /** Makes sure calls carry a client session (start-up skips it without a hotel code). */
  ensureClientSession: () => Promise<void>;
}

export class UnsubscribeStore {
  token: string | null = null;
  readonly #status = new AsyncState<SubscriptionStatusView>();
  readonly #submit = new AsyncState<true>();

  constructor(private readonly deps: UnsubscribeStoreDeps) {
    makeObservable(this, { token: observable, error: computed, reset: action });
  }

  get status(): SubscriptionStatusView | null {
    return this.#status.value;
  }

  get loading(): boolean {
    return this.#status.loading;
  }

  get submitting(): boolean {
    return this.#submit.loading;
  }

  get done(): boolean {
    return this.#submit.value === true;
  }

  /** Loading the status and confirming share one message slot: the latest failure. */
  get error(): ShownError | null {
    return this.#submit.shownError ?? this.#status.shownError;
  }

  async load(token: string): Promise<void> {
    if (this.token === token && (this.status || this.loading)) return;
    this.reset();
    this.#setToken(token);
    await this.#status.run(async () => {
      await this.deps.ensureClientSession();
      return this.deps.api.subscriptionStatus(token);
    });
  }

  async unsubscribe(): Promise<boolean> {
    const token = this.token;
    if (!token) return false;
    this.#status.clearError();
    const outcome = await this.#submit.run(async () => {
      await this.deps.ensureClientSession();
      await this.deps.api.unsubscribe(token);
      return true as const;
    });
    if (!outcome?.ok) return false;
    const status = this.#status.value;
    if (status) this.#status.set({ ...status, subscribed: false });
    return true;
  }

  reset(): void {
    this.token = null;
    this.#status.reset();
    this.#submit.reset();
  }

  #setToken = action((token: string) => {
    this.token = token;
  });
}
