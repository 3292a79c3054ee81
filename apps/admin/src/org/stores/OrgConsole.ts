// The corporate admin console's own typed root (issue #15): made by AdminRoot the first time an
// organisation screen asks, beside the staff console's stores and never mixed with them. Each
// store is a typed field; dispose() calls every disposer its stores handed over.
import type { CurrentUserResponse, KeyValueStorage, OrgAdminApi } from '@noren/core/api';
import { OrgSessionStore } from './OrgSessionStore.ts';
import type { BearerSession } from '../../stores/StaffStore.ts';
import { OrgReservationsStore } from './OrgReservationsStore.ts';
import { OrgStaysStore } from './OrgStaysStore.ts';
import { OrgExportStore } from './OrgExportStore.ts';
import type { ZipRunner } from '../export/zipRunner.ts';

export interface OrgConsoleOptions {
  api: OrgAdminApi;
  session: BearerSession;
  me: (accessToken: string) => Promise<CurrentUserResponse>;
  ready: () => Promise<void>;
  endSession?: () => Promise<void>;
  storage?: KeyValueStorage;
  locale: () => string;
  zip: ZipRunner;
  makePassword?: () => string;
}

export class OrgConsole {
  readonly api: OrgAdminApi;
  readonly session: OrgSessionStore;
  readonly reservations: OrgReservationsStore;
  readonly stays: OrgStaysStore;
  readonly exports: OrgExportStore;
  private readonly disposers: (() => void)[] = [];

  constructor(options: OrgConsoleOptions) {
    this.api = options.api;
    this.session = new OrgSessionStore({ api: this.api, me: options.me, session: options.session, storage: options.storage, ready: options.ready, endSession: options.endSession });
    this.disposers.push(this.session.start());
    const scope = () => this.session.scope;
    this.reservations = new OrgReservationsStore({ api: this.api, scope });
    this.stays = new OrgStaysStore({ api: this.api, scope });
    this.exports = new OrgExportStore({
      api: this.api, scope, zip: options.zip, makePassword: options.makePassword, locale: options.locale,
      baseName: () => {
        const org = this.session.organisation?.name ?? 'organisation';
        const year = this.reservations.filter.fiscal_year;
        return `reservations-${org.replace(/[^A-Za-z0-9_-]+/g, '_')}${year ? `-FY${year}` : ''}`;
      },
    });
    // A stopped console forgets an export under way (its worker ends with it).
    this.disposers.push(() => this.exports.cancel());
  }

  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }
}
