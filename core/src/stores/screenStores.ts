// The stores of screens outside the first download: a member's points, paying, managing a
// reservation, the unsubscribe pages and the staff console. Each is made the first time one of its screens asks, so its code (the card
// rules, the manage calls) loads with those screens, not with the result page that every guest
// opens first (scripts/bench/bundle.bench.ts holds that to its budget).
import { todayInTimeZone } from '@noren/core/domain';
import { accountApiFor, manageApiFor, staffApiFor } from '@noren/core/api';
import { AccountStore } from './AccountStore.ts';
import { ManageReservationStore } from './ManageReservationStore.ts';
import { PaymentStore } from './PaymentStore.ts';
import { PointsStore } from './PointsStore.ts';
import type { RootStore } from './RootStore.ts';
import { UnsubscribeStore } from './UnsubscribeStore.ts';
import { StaffStore } from './StaffStore.ts';
import { StaffOutboxStore } from './staff/StaffOutboxStore.ts';
import { StaffReservationsStore } from './staff/StaffReservationsStore.ts';

/** RootStore resets it whenever someone signs in or out (part 1 §4). */
export function pointsStoreOf(root: RootStore): PointsStore {
  return root.screenStore('points', () => new PointsStore({ api: root.api, hotelId: () => root.session.hotelCode }));
}

export function paymentStoreOf(root: RootStore): PaymentStore {
  return root.screenStore('payment', () => new PaymentStore({
    api: root.api, settings: root.settings, currency: root.currency, reservation: root.reservation, env: root.env, clock: root.clock,
    hotelId: () => root.session.hotelCode,
    member: () => root.session.signedIn && !root.session.corporate,
    accountApi: accountApiOf(root),
  }));
}

/** The sign-in, sign-up and confirmation forms: made when one of those pages opens. */
export function accountStoreOf(root: RootStore): AccountStore {
  return root.screenStore('account', () => new AccountStore({ api: accountApiOf(root), session: root.session, navigation: root.navigation, hotelId: () => root.session.hotelCode }));
}

export function manageStoreOf(root: RootStore): ManageReservationStore {
  return root.screenStore('manage', () => new ManageReservationStore({
    api: manageApiOf(root), hotelId: () => root.session.hotelCode, brandId: () => root.settings.settings?.hotel_brand_id ?? null, signedIn: () => root.session.signedIn,
    track: (page, data) => void root.analytics.pageView(page, data),
    opened: (view, access) => root.reservation.manage({ reservation_number: view.reservation_number, email: access.email ?? view.guest.email, token: access.bypassToken, mcp_currency: view.mcp_currency, checkin_date: view.checkin_date, checkout_date: view.checkout_date }),
    updating: (on) => (on ? root.currency.beginReservationUpdate() : root.currency.endReservationUpdate()),
    gateway: () => root.settings.settings?.payment_gateway_setting ?? null,
    today: () => todayInTimeZone(root.clock.now(), root.settings.settings?.time_zone ?? 'Asia/Tokyo'),
  }));
}

export function unsubscribeStoreOf(root: RootStore): UnsubscribeStore {
  return root.screenStore('unsubscribe', () => new UnsubscribeStore({
    api: manageApiOf(root),
    ensureClientSession: async () => {
      if (!root.session.clientSession) root.session.setClientSession(await root.api.ensureClientSession());
    },
  }));
}

/** One set of manage calls for both stores: the one given to the root (tests), else built on its client. */
function manageApiOf(root: RootStore) {
  return root.screenStore('manageApi', () => root.manageApi ?? manageApiFor(root.api));
}

/** The staff console's sign-in; it watches the session for the whole page (a 401 signs it out). */
export function staffStoreOf(root: RootStore): StaffStore {
  return root.screenStore('staff', () => {
    const store = new StaffStore({
      api: staffApiOf(root), session: root.session, storage: root.env.sessionStorage, ready: () => root.initialise(),
      preferredHotel: () => root.session.hotelCode,
    });
    store.start();
    return store;
  });
}

export function staffReservationsStoreOf(root: RootStore): StaffReservationsStore {
  return root.screenStore('staffReservations', () => new StaffReservationsStore({ api: staffApiOf(root), hotelId: () => root.session.hotelCode }));
}

export function staffOutboxStoreOf(root: RootStore): StaffOutboxStore {
  return root.screenStore('staffOutbox', () => new StaffOutboxStore({ api: staffApiOf(root), hotelId: () => root.session.hotelCode }));
}

function staffApiOf(root: RootStore) {
  return root.screenStore('staffApi', () => staffApiFor(root.api));
}

/** The account calls: the ones given to the root (tests), else built on its client. */
function accountApiOf(root: RootStore) {
  return root.screenStore('accountApi', () => root.accountApi ?? accountApiFor(root.api));
}
