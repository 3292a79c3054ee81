// Whether a receipt test can print a language here: receipts use the system's Noto fonts, which
// scripts/test.sh installs before the tests (scripts/ensure-chromium.sh). A missing font fails the
// test in CI (process.env.CI), where that script ran; on a developer's machine the test is skipped
// with the reason, never passed without printing.
import type { Language } from '@noren/core/domain';
import { FontLocator } from '../../apps/api/src/modules/reservations/index.ts';

const INSTALL = 'install fonts-noto-cjk and fonts-noto-core (scripts/ensure-chromium.sh does), or name a folder with them in NOREN_FONT_DIR';

const locators = new Map<string, FontLocator>();

/** Why a receipt in `language` cannot be printed with the fonts under `dirs`, or null when it can. */
export function missingReceiptFont(dirs: readonly string[], language: Language): string | null {
  const key = dirs.join(':');
  let fonts = locators.get(key);
  if (!fonts) locators.set(key, (fonts = new FontLocator(dirs)));
  const found = fonts.fontsFor(language);
  return found.ok ? null : `no ${found.missing} font for ${language} receipts under ${dirs.join(', ')}: ${INSTALL}`;
}

/** A test's `skip` (vitest's test context). */
type Skip = (note: string) => never;

/** Returns when `language` can be printed; otherwise fails the test in CI, and skips it with the reason elsewhere. */
export function needReceiptFont(skip: Skip, dirs: readonly string[], language: Language): void {
  const reason = missingReceiptFont(dirs, language);
  if (reason === null) return;
  if (process.env.CI) throw new Error(`receipt font missing in CI: ${reason}`);
  skip(reason);
}
