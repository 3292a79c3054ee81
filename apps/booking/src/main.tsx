import '@noren/core/ui/noren.css';
import './booking.css';
import { mountApp, localeFiles } from '@noren/core/ui';
import { App } from './App.tsx';
import { BOOKING_ROOT } from './stores/BookingRoot.ts';
import { rewrittenAddress } from './startup/rewriteAddress.ts';
import { readStartupData } from './startup/startupData.ts';
import { withFirstScreenTexts } from './startup/firstScreenTexts.ts';
import { startPayPage } from './startup/payLinkStartup.ts';

// Before anything reads the address: the stores take the hotel code and language from it.
const clean = rewrittenAddress(window.location.href);
if (clean) window.history.replaceState(window.history.state, '', clean);
// The pay page's HTML carries its link: its chunk and texts start now, in the link's language.
const payPageNamespaces = startPayPage(window);

await mountApp({
  appKey: import.meta.env.VITE_NOREN_CLIENT_KEY,
  appSecret: import.meta.env.VITE_NOREN_CLIENT_SECRET,
  appVersion: import.meta.env.VITE_NOREN_APP_VERSION,
  namespaces: ['common', 'booking', ...payPageNamespaces],
  // Only the namespaces this app loads: the first chunk lists no other app's locale files. The
  // first screen's two (common, booking) come as one file per language (firstScreenTexts.ts).
  locales: withFirstScreenTexts(localeFiles(import.meta.glob('../../../locales/*/{calendar,bookingPages,errors,payLink,payLinkReceipt,kioskQr}.json'))),
  container: document.getElementById('root')!,
  app: <App />,
  root: BOOKING_ROOT,
  // The results page's HTML carries a client session, the settings and the first search.
  startup: readStartupData(document),
});
