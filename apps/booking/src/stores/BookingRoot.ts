// The booking app's root: core's stores and the two flows only this app has, the account pages
// (sign-in, sign-up, confirmation) and the unsubscribe pages. Like core's later-screen stores they
// are LazyStore slots made by their pages (account/stores/accountOf.ts, stores/unsubscribeOf.ts),
// so their code stays out of the result page's download.
import { CoreStores, LazyStore, type CoreStoresOptions } from '@noren/core/stores';
import type { PayLinkStartupData } from '@noren/core/domain';
import type { AppRootFactory } from '@noren/core/ui';
import type { AccountStore } from '../account/stores/AccountStore.ts';
import type { UnsubscribeStore } from './UnsubscribeStore.ts';
import type { PayLinkStore } from './PayLinkStore.ts';
import { PATHS } from '../routes/paths.ts';

export interface BookingRootOptions {
  /** What the pay page's HTML carried (readPayLinkStartup in the browser, the API's own on the server). */
  payStartup?: PayLinkStartupData | null;
}

export class BookingRoot extends CoreStores {
  readonly account = new LazyStore<AccountStore>();
  readonly unsubscribe = new LazyStore<UnsubscribeStore>();
  /** The pay-link page's (payLinkOf.ts). */
  readonly payLink = new LazyStore<PayLinkStore>();
  readonly payStartup: PayLinkStartupData | null;

  constructor(options: CoreStoresOptions, { payStartup = null }: BookingRootOptions = {}) {
    super(options);
    this.payStartup = payStartup;
  }
}

/** What mountApp, the server's render and the tests build the booking app with (its screens read it with useBookingRoot). */
export function bookingRoot(booking: BookingRootOptions = {}): AppRootFactory<BookingRoot> {
  return { ...BOOKING_ROOT, create: (options) => new BookingRoot(options, booking) };
}

/** The booking app's root on a page whose HTML carried no pay link. */
export const BOOKING_ROOT: AppRootFactory<BookingRoot> = {
  create: (options) => new BookingRoot(options),
  beforeFirstRender(root) {
    // The results page reads its search from the address once the settings are in (useAddressSearch);
    // done here it is there for the first render: one render of the page, not a spinner and then a
    // blocking second render of the whole page (issue 14 §4).
    const { pathname, origin, search } = new URL(root.env.location.href);
    // The address as the page's effect reads it (react-router's location: no hash).
    if (!pathname.endsWith(PATHS.result) || !root.settings.loaded) return;
    root.search.prepareFromAddress(`${origin}${pathname}${search}`);
    // The search too when the HTML carried its answer (ResultsStore.prepareSearch); the page
    // searches only criteria from the address (ResultPage).
    const criteria = root.search.criteria;
    if (criteria && root.search.source === 'address') root.results.prepareSearch(criteria);
  },
};
