// Every namespace the apps load, for tests that render any app's components.
import { localeFiles } from './localeFiles.ts';

export const allLocaleFiles = localeFiles(import.meta.glob('../../../../locales/*/{common,calendar,booking,bookingPages,admin,kiosk,errors,kioskQr,kioskReceipt}.json'));
