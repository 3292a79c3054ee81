// The corporate admin console's own typed root (issue #15): made by AdminRoot the first time an
// organisation screen asks, beside the staff console's stores and never mixed with them. Each
// store is a typed field; dispose() calls every disposer its stores handed over.
import { orgAdminApiFor, type OrgAdminApi } from '@noren/core/api';
import type { OrgSessionSource } from './OrgSessionStore.ts';
import { OrgSessionStore } from './OrgSessionStore.ts';
import { OrgReservationsStore } from './OrgReservationsStore.ts';
import { OrgStayCountsStore } from './OrgStayCountsStore.ts';
import { OrgExportStore } from './OrgExportStore.ts';
import type { ZipRunner } from '../export/zipRunner.ts';

export interface OrgConsoleOptions {
  api: OrgAdminApi | unknown;
  session: OrgSessionSource;
  brandId: () => number | null;
  zip: ZipRunner;
  makePassword?: () => string;
}

export class OrgConsole {
  readonly api: OrgAdminApi;
  readonly session: OrgSessionStore;
  readonly reservations: OrgReservationsStore;
  readonly stayCounts: OrgStayCountsStore;
  readonly exports: OrgExportStore;
  private readonly disposers: (() => void)[] = [];

  constructor(options: OrgConsoleOptions) {
    this.api = isOrgAdminApi(options.api) ? options.api : orgAdminApiFor(options.api);
    this.session = new OrgSessionStore({ session: options.session, brandId: options.brandId });
    const scope = () => this.session.scope;
    this.reservations = new OrgReservationsStore({ api: this.api, scope });
    this.stayCounts = new OrgStayCountsStore({ api: this.api, scope });
    this.exports = new OrgExportStore({
      api: this.api, scope, zip: options.zip, makePassword: options.makePassword,
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

function isOrgAdminApi(api: unknown): api is OrgAdminApi {
  return typeof api === 'object' && api !== null && typeof (api as { orgReservations?: unknown }).orgReservations === 'function';
}
