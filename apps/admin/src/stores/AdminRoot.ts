// The staff console's root: core's stores and the console's own. The staff store is made with the
// first screen that asks (the sign-in or the signed-in layout) and watches the session from then
// on; dispose() stops that watch with core's reactions. The list stores are made by their pages.
import { staffApiFor, staffKioskApiFor, staffPayLinkApiFor, type StaffApi, type StaffKioskApi } from '@noren/core/api';
import { CoreStores, type CoreStoresOptions } from '@noren/core/stores';
import { StaffOutboxStore } from './StaffOutboxStore.ts';
import { StaffPayLinksStore } from './StaffPayLinksStore.ts';
import { StaffReservationsStore } from './StaffReservationsStore.ts';
import { StaffStore } from './StaffStore.ts';
import { OrgConsole } from '../org/stores/OrgConsole.ts';
import { orgAdminApiFor, type OrgAdminApi } from '@noren/core/api';
import { StaffAuditStore } from './StaffAuditStore.ts';
import { StaffContractsStore } from './StaffContractsStore.ts';
import { workerZipRunner, type ZipRunner } from '../org/export/zipRunner.ts';
import { StaffLiveEvents, type OpenEventSource } from '../live/StaffLiveEvents.ts';
import { StaffKioskAlertsStore } from './StaffKioskAlertsStore.ts';
import { StaffKioskDevicesStore } from './StaffKioskDevicesStore.ts';

export interface AdminRootOptions extends CoreStoresOptions {
  /** The staff calls; by default built on `api`. */
  staffApi?: StaffApi;
  /** The organisation console's and the contract screens' calls; by default built on `api`. */
  orgApi?: OrgAdminApi;
  /** How the organisation console zips an export; the export worker by default. */
  zip?: ZipRunner;
  /** The kiosk devices' and alerts' calls (issue #16); by default built on `api`. */
  staffKioskApi?: StaffKioskApi;
  /** How the live events open their stream; the browser's EventSource by default. */
  openEventSource?: OpenEventSource;
}

export class AdminRoot extends CoreStores {
  readonly staffApi: StaffApi;
  readonly orgApi: OrgAdminApi;
  #staff: StaffStore | undefined;
  #reservations: StaffReservationsStore | undefined;
  #outbox: StaffOutboxStore | undefined;
  #org: OrgConsole | undefined;
  #contracts: StaffContractsStore | undefined;
  #audit: StaffAuditStore | undefined;
  readonly #options: AdminRootOptions;
  #payLinks: StaffPayLinksStore | undefined;
  readonly staffKioskApi: StaffKioskApi;
  #live: StaffLiveEvents | undefined;
  #kioskAlerts: StaffKioskAlertsStore | undefined;
  #kioskDevices: StaffKioskDevicesStore | undefined;

  constructor(options: AdminRootOptions) {
    super(options);
    this.#options = options;
    this.staffApi = options.staffApi ?? staffApiFor(this.api);
    this.orgApi = options.orgApi ?? orgAdminApiFor(this.api);
    this.staffKioskApi = options.staffKioskApi ?? staffKioskApiFor(this.api);
  }

  /** The organisations' contracts and the audit log (brand managers), on the same calls as the organisation console. */
  get contracts(): StaffContractsStore {
    this.#contracts ??= new StaffContractsStore(this.orgApi);
    return this.#contracts;
  }

  get audit(): StaffAuditStore {
    this.#audit ??= new StaffAuditStore(this.orgApi);
    return this.#audit;
  }


  /** The corporate admin console's root (issue #15), made when its first screen opens. */
  get org(): OrgConsole {
    if (!this.#org) {
      const org = new OrgConsole({
        api: this.orgApi, session: this.session, storage: this.env.sessionStorage, ready: () => this.initialise(),
        endSession: async () => {
          if (this.session.hotelCode) await this.api.signOut(this.session.hotelCode);
        },
        me: (accessToken) => this.api.getCurrentUser({ accessToken }), locale: () => this.locale.language, zip: this.#options.zip ?? workerZipRunner,
      });
      this.disposers.push(() => org.dispose());
      this.#org = org;
    }
    return this.#org;
  }

  /** Who is signed in to the console; a sign-out anywhere (a 401) forgets them. */
  get staff(): StaffStore {
    if (!this.#staff) {
      const staff = new StaffStore({
        api: this.staffApi, session: this.session, storage: this.env.sessionStorage, ready: () => this.initialise(),
        preferredHotel: () => this.session.hotelCode,
      });
      this.disposers.push(staff.start());
      this.#staff = staff;
    }
    return this.#staff;
  }

  get reservations(): StaffReservationsStore {
    this.#reservations ??= new StaffReservationsStore({ api: this.staffApi, hotelId: () => this.session.hotelCode });
    return this.#reservations;
  }

  get outbox(): StaffOutboxStore {
    this.#outbox ??= new StaffOutboxStore({ api: this.staffApi, hotelId: () => this.session.hotelCode });
    return this.#outbox;
  }

  get payLinks(): StaffPayLinksStore {
    this.#payLinks ??= new StaffPayLinksStore({ api: staffPayLinkApiFor(this.api), hotelId: () => this.session.hotelCode, live: this.live });
    return this.#payLinks;
  }

  /** The hotel's live events (one stream, shared by the alerts and the pay links); closed by dispose(). */
  get live(): StaffLiveEvents {
    if (!this.#live) {
      const live = new StaffLiveEvents({ api: this.staffKioskApi, hotelId: () => this.session.hotelCode, open: this.#options.openEventSource });
      this.disposers.push(() => live.close());
      this.#live = live;
    }
    return this.#live;
  }

  /** The open "call staff" alerts of the hotel; the console's frame starts them once signed in. */
  get kioskAlerts(): StaffKioskAlertsStore {
    this.#kioskAlerts ??= new StaffKioskAlertsStore({ api: this.staffKioskApi, hotelId: () => this.session.hotelCode, live: this.live });
    return this.#kioskAlerts;
  }

  get kioskDevices(): StaffKioskDevicesStore {
    this.#kioskDevices ??= new StaffKioskDevicesStore({ api: this.staffKioskApi, hotelId: () => this.session.hotelCode });
    return this.#kioskDevices;
  }
}
