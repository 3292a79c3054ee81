// Who uses the corporate admin console: the organisation user the core session signed in, through
// the one-time token the booking app handed over in the address (?one_time_access_token=, read by
// SessionStore at start) or a session kept from an earlier visit. Only an organisation admin
// (organization_role contains "admin", spec part 2 §6) gets past the console's door; the server
// checks the same on every call.
import type { CurrentUser } from '@noren/core/api';

/** The part of core's SessionStore and SettingsStore the console reads. */
export interface OrgSessionSource {
  readonly ready: boolean;
  readonly signedIn: boolean;
  readonly user: CurrentUser | null;
  logout(): Promise<void>;
}

export interface OrgSessionDeps {
  session: OrgSessionSource;
  /** The brand of the hotel the console was opened from (init settings). */
  brandId: () => number | null;
}

export type OrgAccess = 'waiting' | 'signed_out' | 'not_admin' | 'admin';

export class OrgSessionStore {
  constructor(private readonly deps: OrgSessionDeps) {}

  /** What the console may show; computed from observables, so observers follow it. */
  get access(): OrgAccess {
    const { session } = this.deps;
    if (!session.ready) return 'waiting';
    if (!session.signedIn || !session.user?.organization) return 'signed_out';
    return isOrganisationAdmin(session.user) ? 'admin' : 'not_admin';
  }

  get organisation(): NonNullable<CurrentUser['organization']> | null {
    return this.deps.session.user?.organization ?? null;
  }

  get userName(): string {
    return this.deps.session.user?.name ?? '';
  }

  /** brand and organisation ids, once an admin is signed in and the settings are in. */
  get scope(): { brandId: number; orgId: number } | null {
    const brandId = this.deps.brandId();
    const organisation = this.organisation;
    return this.access === 'admin' && brandId !== null && organisation ? { brandId, orgId: organisation.id } : null;
  }

  signOut(): Promise<void> {
    return this.deps.session.logout();
  }
}

export function isOrganisationAdmin(user: Pick<CurrentUser, 'organization' | 'organization_role'> | null): boolean {
  return !!user?.organization && (user.organization_role ?? '').toLowerCase().includes('admin');
}
