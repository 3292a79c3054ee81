// The results page's first screen, rendered by the API into the page's HTML (issue 14 §2): the
// entry of the booking app's server build (`vite build --ssr`, apps/booking/package.json), which
// apps/api/src/booking-first-screen.ts loads. The app's own shell and pages under a StaticRouter at
// the page's address, from the start-up data the same HTML carries.
import { StaticRouter } from 'react-router';
import type { Clock, StartupData } from '@noren/core/domain';
import { prerenderApp, type PrerenderedApp } from '@noren/core/ui/server';
import { AppRoutes, routerBasename } from '../App.tsx';
import { BOOKING_ROOT } from '../stores/BookingRoot.ts';
import { BOOKING_CLIENT, BOOKING_LOCALES, START_NAMESPACES } from '../startup/appOptions.ts';
import { rewrittenAddress } from '../startup/rewriteAddress.ts';

export interface FirstScreenInput {
  startup: StartupData;
  /** The page's address as the browser has it (origin, path and query). */
  href: string;
  cookies: Record<string, string | undefined>;
  clock: Clock;
  /** false: only the language the page starts in (for the hints of its texts), no markup. */
  markup?: boolean;
}

export type { PrerenderedApp };

/** The markup of the results page's first screen, or null when it cannot be drawn without the network. */
export function renderFirstScreen({ startup, href, cookies, clock, markup = true }: FirstScreenInput): Promise<PrerenderedApp | null> {
  // The address main.tsx leaves in the bar before the app starts.
  const address = new URL(rewrittenAddress(href) ?? href);
  return prerenderApp({
    ...BOOKING_CLIENT,
    namespaces: START_NAMESPACES,
    locales: BOOKING_LOCALES,
    app: (
      <StaticRouter basename={routerBasename()} location={`${address.pathname}${address.search}`}>
        <AppRoutes />
      </StaticRouter>
    ),
    root: BOOKING_ROOT,
    startup,
    href: address.href,
    cookies,
    clock,
    markup,
  });
}
