// What the booking app starts with, in the browser (main.tsx) and in the API's render of the results
// page's and the pay page's first screens (server/): one list, so they render from the same texts.
import { localeFiles, type LocaleFiles, type Namespace } from '@noren/core/ui';
import { FIRST_SCREEN_NAMESPACES, withFirstScreenTexts } from './firstScreenTexts.ts';

/** The client credentials and version, baked in at build time (apps/booking/vite.config.ts). */
export const BOOKING_CLIENT = {
  appKey: import.meta.env.VITE_NOREN_CLIENT_KEY,
  appSecret: import.meta.env.VITE_NOREN_CLIENT_SECRET,
  appVersion: import.meta.env.VITE_NOREN_APP_VERSION,
};

/** The namespaces loaded before the first render: the first screen's two. */
export const START_NAMESPACES: Namespace[] = [...FIRST_SCREEN_NAMESPACES];

// Only the namespaces this app loads: the first chunk lists no other app's locale files. The first
// screen's two (common, booking) come as one file per language (firstScreenTexts.ts).
export const BOOKING_LOCALES: LocaleFiles = withFirstScreenTexts(
  localeFiles(import.meta.glob('../../../../locales/*/{calendar,bookingPages,errors,payLink,payLinkReceipt,kioskQr}.json')),
);
