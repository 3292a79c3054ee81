// The staff console's root: core's stores and the console's own. The staff store is made with the
// first screen that asks (the sign-in or the signed-in layout) and watches the session from then
// on; dispose() stops that watch with core's reactions. The list stores are made by their pages.
import { staffApiFor, staffPayLinkApiFor, type StaffApi } from '@noren/core/api';
import { CoreStores, type CoreStoresOptions } from '@noren/core/stores';
import { StaffOutboxStore } from './StaffOutboxStore.ts';
import { StaffPayLinksStore } from './StaffPayLinksStore.ts';
import { StaffReservationsStore } from './StaffReservationsStore.ts';
import { StaffStore } from './StaffStore.ts';

export interface AdminRootOptions extends CoreStoresOptions {
  /** The staff calls; by default built on `api`. */
  staffApi?: StaffApi;
}

export class AdminRoot extends CoreStores {
  readonly staffApi: StaffApi;
  #staff: StaffStore | undefined;
  #reservations: StaffReservationsStore | undefined;
  #outbox: StaffOutboxStore | undefined;
  #payLinks: StaffPayLinksStore | undefined;

  constructor(options: AdminRootOptions) {
    super(options);
    this.staffApi = options.staffApi ?? staffApiFor(this.api);
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
    this.#payLinks ??= new StaffPayLinksStore({ api: staffPayLinkApiFor(this.api), hotelId: () => this.session.hotelCode });
    return this.#payLinks;
  }
}
