import '@noren/core/ui/noren.css';
import './booking.css';
import { mountApp } from '@noren/core/ui';
import { App, loadPayLinkPage } from './App.tsx';
import { bookingRoot } from './stores/BookingRoot.ts';
import { rewrittenAddress } from './startup/rewriteAddress.ts';
import { readStartupData } from './startup/startupData.ts';
import { BOOKING_CLIENT, BOOKING_LOCALES, START_NAMESPACES } from './startup/appOptions.ts';
import { readPayLinkStartup, startPayPage } from './startup/payLinkStartup.ts';

// Before anything reads the address: the stores take the hotel code and language from it.
const clean = rewrittenAddress(window.location.href);
if (clean) window.history.replaceState(window.history.state, '', clean);
// The pay page's HTML carries its link (and, drawn by the API, its first screen): its chunk and
// texts start now, in the link's language.
const payStartup = readPayLinkStartup(document);
const payPage = startPayPage(window, payStartup, loadPayLinkPage);

await mountApp({
  ...BOOKING_CLIENT,
  namespaces: [...START_NAMESPACES, ...payPage.namespaces],
  locales: BOOKING_LOCALES,
  container: document.getElementById('root')!,
  app: <App />,
  root: bookingRoot({ payStartup }),
  firstRenderNeeds: payPage.chunk,
  // The results page's HTML carries a client session, the settings and the first search (and,
  // when the API rendered it, the first screen's markup, which this first commit replaces).
  startup: readStartupData(document),
});
