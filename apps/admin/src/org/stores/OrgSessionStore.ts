// Who uses the corporate admin console. The booking app hands the sign-in over in the address's
// fragment (#handover=…, never sent to a server or in a Referer): this tab spends the one-time token
// for a session of its own (POST /organization_console/sessions), because the booking app's storage
// may be partitioned inside a hotel's iframe. The token is kept in this tab's session storage, with
// the brand and organisation, and checked again (GET /user/me) when the page is reloaded. Only an
// organisation admin (organization_role contains "admin") gets past the console's door; the server
// checks the same on every call.
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiError, memoryStorage, type CurrentUser, type KeyValueStorage, type OrgAdminApi, type CurrentUserResponse } from '@noren/core/api';
import { isCorporateAdmin } from '@noren/core/domain';
import { AsyncState, type ShownError } from '@noren/core/stores';
import type { BearerSession } from '../../stores/StaffStore.ts';

export const ORG_SESSION_STORAGE_KEY = 'noren.org_console_session';

export const HANDOVER_INVALID: ShownError = { messageKey: 'orgAdmin:door.handoverInvalid', message: 'This sign-in link has expired or was used already.' };

export interface OrgSessionDeps {
  api: Pick<OrgAdminApi, 'redeemHandover'>;
  /** GET /user/me with a token that is not the session's yet. */
  me: (accessToken: string) => Promise<CurrentUserResponse>;
  session: BearerSession;
  storage?: KeyValueStorage;
  /** Resolves once the app has its client session. */
  ready: () => Promise<void>;
  /** Ends the session on the server (the booking app's sign-out call). */
  endSession?: () => Promise<void>;
}

interface Kept { token: string; brand_id: number; organization_id: number }

export type OrgAccess = 'waiting' | 'signed_out' | 'not_admin' | 'admin';

export class OrgSessionStore {
  user: CurrentUser | null = null;
  scope: { brandId: number; orgId: number } | null = null;
  /** False until a hand-over or a kept token has been tried (or there was none). */
  settled = false;
  private readonly redeem = new AsyncState<unknown>({ explain: (e) => (e.status === 401 ? { ...HANDOVER_INVALID, code: e.code, status: 401 } : { messageKey: e.messageKey, message: e.message }) });
  private readonly storage: KeyValueStorage;
  private started: Promise<void> | null = null;

  constructor(private readonly deps: OrgSessionDeps) {
    this.storage = deps.storage ?? memoryStorage();
    makeObservable<OrgSessionStore, 'forget' | 'accept'>(this, {
      user: observableRef,
      scope: observableRef,
      settled: observable,
      access: computed,
      forget: action,
      accept: action,
    });
  }

  /** Watches the session: a 401 anywhere forgets the admin. Returns the disposer. */
  start(): () => void {
    return this.deps.session.onAuthChange((signedIn) => {
      if (!signedIn) this.forget();
    });
  }

  get access(): OrgAccess {
    if (!this.settled && !this.user) return 'waiting';
    if (!this.user?.organization || !this.scope || this.deps.session.accessToken === null) return 'signed_out';
    return isCorporateAdmin(this.user) ? 'admin' : 'not_admin';
  }

  get organisation(): NonNullable<CurrentUser['organization']> | null {
    return this.user?.organization ?? null;
  }

  /** Why the hand-over failed, or null. */
  get error(): ShownError | null {
    return this.redeem.shownError;
  }

  /** Once per page: the hand-over token given (from the fragment), else the token kept in this tab. */
  open(handoverToken: string | null): Promise<void> {
    this.started ??= this.run(handoverToken);
    return this.started;
  }

  private async run(handoverToken: string | null): Promise<void> {
    try {
      await this.deps.ready();
      if (handoverToken) {
        const outcome = await this.redeem.run(() => this.deps.api.redeemHandover(handoverToken));
        if (outcome?.ok) {
          const s = outcome.value as Awaited<ReturnType<OrgAdminApi['redeemHandover']>>;
          this.accept({ token: s.session, brand_id: s.brand_id, organization_id: s.organization_id }, s.user);
          this.redeem.set(null);
          return;
        }
      }
      const kept = readKept(this.storage);
      if (!kept) return;
      const answer = await this.deps.me(kept.token);
      const user = answer.data?.user ?? null;
      if (user?.organization?.id === kept.organization_id) this.accept(kept, user);
      else this.forget();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      this.forget();
    } finally {
      runInAction(() => (this.settled = true));
    }
  }

  /** Ends the session on the server if it answers, and here whatever it says. */
  async signOut(): Promise<void> {
    try {
      if (this.deps.session.accessToken) await this.deps.endSession?.();
    } catch {
      // Signed out here whatever the server says.
    } finally {
      this.forget();
    }
  }

  private accept(kept: Kept, user: CurrentUser): void {
    this.user = user;
    this.scope = { brandId: kept.brand_id, orgId: kept.organization_id };
    this.deps.session.setBearerSession(kept.token);
    try {
      this.storage.setItem(ORG_SESSION_STORAGE_KEY, JSON.stringify(kept));
    } catch {
      // Blocked storage: the session lasts for this page only.
    }
  }

  private forget(): void {
    this.user = null;
    this.scope = null;
    try {
      this.storage.removeItem(ORG_SESSION_STORAGE_KEY);
    } catch {
      // Nothing stored that could be removed.
    }
    if (this.deps.session.accessToken !== null) this.deps.session.setBearerSession(null);
  }
}

function readKept(storage: KeyValueStorage): Kept | null {
  try {
    const kept = JSON.parse(storage.getItem(ORG_SESSION_STORAGE_KEY) ?? 'null') as Kept | null;
    return kept && typeof kept.token === 'string' && Number.isInteger(kept.brand_id) && Number.isInteger(kept.organization_id) ? kept : null;
  } catch {
    return null;
  }
}

