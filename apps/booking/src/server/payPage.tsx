// The guest pay page's first screen, rendered by the API into the page's HTML (issue #16: "LCP
// ≤ 2.5 s on a phone"; README "Performance budget"): the title, the hotel, what is due and the card
// form paint from the HTML, before the app's JavaScript has arrived. The app's own routes and page
// under a StaticRouter, with the link the same HTML carries (PayLinkStartupData), at the address
// main.tsx leaves in the bar. Nothing asks the API: the page has no hotel, so no settings either.
import { StaticRouter } from 'react-router';
import type { Clock, PayLinkStartupData } from '@noren/core/domain';
import { prerenderApp, type PrerenderedApp } from '@noren/core/ui/server';
import { AppRoutes, routerBasename } from '../App.tsx';
import { bookingRoot } from '../stores/BookingRoot.ts';
import { BOOKING_CLIENT, BOOKING_LOCALES, START_NAMESPACES } from '../startup/appOptions.ts';
import { PAY_PAGE_NAMESPACES, payPageAddress } from '../startup/payLinkStartup.ts';
import { payPageTitle } from '../payLink/PayLinkPage.tsx';

export interface PayPageInput {
  startup: PayLinkStartupData;
  /** The page's address as the browser has it (origin, path and query). */
  href: string;
  cookies: Record<string, string | undefined>;
  clock: Clock;
}

/** The markup of the pay page's first screen, or null when it cannot be drawn without the network. */
export function renderPayPage({ startup, href, cookies, clock }: PayPageInput): Promise<PrerenderedApp | null> {
  const address = new URL(payPageAddress(href, startup) ?? href);
  return prerenderApp({
    ...BOOKING_CLIENT,
    namespaces: [...START_NAMESPACES, ...PAY_PAGE_NAMESPACES],
    locales: BOOKING_LOCALES,
    app: (
      <StaticRouter basename={routerBasename()} location={`${address.pathname}${address.search}`}>
        <AppRoutes />
      </StaticRouter>
    ),
    root: bookingRoot({ payStartup: startup }),
    startup: null,
    needsSettings: false,
    href: address.href,
    cookies,
    clock,
    title: payPageTitle,
  });
}
