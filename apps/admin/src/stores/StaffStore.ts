// Who is signed in to the facility staff console (apps/admin). The bearer token is the session's
// own (SessionStore.setBearerSession), so the API client sends it like any session's and a 401 on
// any call signs the staff out through the same path as a member; the token is kept in the tab's
// session storage only, so closing the tab ends the console session on a shared front-desk PC.
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ErrorCode } from '@noren/core/domain';
import { ApiError, memoryStorage, type KeyValueStorage, type StaffApi, type StaffSignInResult, type StaffUserView } from '@noren/core/api';
import { AsyncState, toShownError, type ShownError } from '@noren/core/stores';

export const STAFF_SESSION_STORAGE_KEY = 'noren.staff_session';

/** The part of SessionStore the staff console signs in through. */
export interface BearerSession {
  readonly accessToken: string | null;
  setBearerSession(token: string | null): void;
  onAuthChange(listener: (signedIn: boolean) => void): () => void;
}

export interface StaffStoreDeps {
  api: StaffApi;
  session: BearerSession;
  /** The tab's storage; in memory when the browser has none. */
  storage?: KeyValueStorage;
  /** Resolves once the app has its client session (the root store's initialise). */
  ready: () => Promise<void>;
  /** The hotel the console was opened for (`?code=`), listed first. */
  preferredHotel: () => string | null;
}

export const INVALID_CREDENTIALS_ERROR: ShownError = { messageKey: 'admin:signIn.invalidCredentials', message: 'The e-mail address or password is not correct.' };
export const SIGN_IN_REQUIRED_ERROR: ShownError = { messageKey: 'admin:signIn.required', message: 'Enter your e-mail address and password.' };
export const NOT_YOUR_HOTEL_ERROR: ShownError = { messageKey: 'admin:errors.notYourHotel', message: 'Your account does not work at this hotel.' };
export const SIGNED_OUT_ERROR: ShownError = { messageKey: 'admin:errors.signedOut', message: 'Your session has ended. Please sign in again.' };

/** A failed staff call as the console shows it. */
export function staffErrorOf(error: unknown): ShownError {
  if (error instanceof ApiError) {
    if (error.status === 401 && error.payload?.reason === 'invalid_credentials') return { ...INVALID_CREDENTIALS_ERROR, code: error.code, status: 401 };
    if (error.status === 401) return { ...SIGNED_OUT_ERROR, code: error.code, status: 401 };
    if (error.status === 403 && error.code === ErrorCode.forbidden) return { ...NOT_YOUR_HOTEL_ERROR, code: error.code, status: 403 };
  }
  return toShownError(error);
}

export class StaffStore {
  staff: StaffUserView | null = null;
  /** False until a stored token has been checked (or there was none). */
  restored = false;
  /** The form was sent with a field left empty (no call made). */
  private missingField = false;
  readonly #signIn = new AsyncState<StaffSignInResult>({ explain: staffErrorOf });

  private readonly storage: KeyValueStorage;
  private restoring: Promise<void> | null = null;

  constructor(private readonly deps: StaffStoreDeps) {
    this.storage = deps.storage ?? memoryStorage();
    makeObservable<StaffStore, 'forget' | 'missingField'>(this, {
      staff: observableRef,
      restored: observable,
      missingField: observable,
      signInError: computed,
      signedIn: computed,
      hotels: computed,
      forget: action,
      clearSignInError: action,
    });
  }

  /** Starts watching the session: a sign-out anywhere (a 401) forgets the staff. Returns the disposer. */
  start(): () => void {
    return this.deps.session.onAuthChange((signedIn) => {
      if (!signedIn) this.forget();
    });
  }

  get signedIn(): boolean {
    return this.staff !== null && this.deps.session.accessToken !== null;
  }

  /** The hotels this account works at, the console's `?code=` hotel first. */
  get hotels(): StaffUserView['hotels'] {
    const list = this.staff?.hotels ?? [];
    const preferred = this.deps.preferredHotel();
    const first = list.filter((h) => h.code === preferred || String(h.id) === preferred);
    return [...first, ...list.filter((h) => !first.includes(h))];
  }

  /** Whether the account works at `ref` (hotel code or id). */
  worksAt(ref: string | null): boolean {
    return ref !== null && this.hotels.some((h) => h.code === ref || String(h.id) === ref);
  }

  /** Once per page: a token kept in this tab is checked with GET /staff/me; a refused one is dropped. */
  restore(): Promise<void> {
    this.restoring ??= this.runRestore();
    return this.restoring;
  }

  private async runRestore(): Promise<void> {
    const token = safeGet(this.storage, STAFF_SESSION_STORAGE_KEY);
    try {
      if (!token) return;
      await this.deps.ready();
      const staff = await this.deps.api.staffMe({ accessToken: token });
      runInAction(() => this.accept(token, staff));
    } catch {
      this.forget();
    } finally {
      runInAction(() => (this.restored = true));
    }
  }

  get signingIn(): boolean {
    return this.#signIn.loading;
  }

  /** Why the last sign-in was refused, worded for the console (staffErrorOf), or null. */
  get signInError(): ShownError | null {
    return this.missingField ? SIGN_IN_REQUIRED_ERROR : this.#signIn.shownError;
  }

  async signIn(email: string, password: string): Promise<boolean> {
    if (this.signingIn) return false;
    if (!email.trim() || !password) {
      runInAction(() => (this.missingField = true));
      return false;
    }
    runInAction(() => (this.missingField = false));
    const outcome = await this.#signIn.run(async () => {
      await this.deps.ready();
      return this.deps.api.staffSignIn({ email: email.trim(), password });
    });
    if (!outcome?.ok) return false;
    runInAction(() => this.accept(outcome.value.session, outcome.value.staff));
    // The token lives in the session and the tab's storage only, not in the call's leftover value.
    this.#signIn.set(null);
    return true;
  }

  /** Ends the session on the server if it answers, and here whatever it says. */
  async signOut(): Promise<void> {
    try {
      if (this.deps.session.accessToken) await this.deps.api.staffSignOut();
    } catch {
      // Signed out here whatever the server says.
    } finally {
      this.forget();
    }
  }

  clearSignInError(): void {
    this.missingField = false;
    this.#signIn.clearError();
  }

  private accept(token: string, staff: StaffUserView): void {
    this.staff = staff;
    this.deps.session.setBearerSession(token);
    safeSet(this.storage, STAFF_SESSION_STORAGE_KEY, token);
  }

  private forget(): void {
    this.staff = null;
    safeRemove(this.storage, STAFF_SESSION_STORAGE_KEY);
    if (this.deps.session.accessToken !== null) this.deps.session.setBearerSession(null);
  }
}

function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Blocked storage: the session lasts for this page only.
  }
}

function safeRemove(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}
