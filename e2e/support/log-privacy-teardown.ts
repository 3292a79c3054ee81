// Playwright globalTeardown: the API's log of the whole end-to-end run (playwright.config.ts sends
// the server's stdout and stderr to NOREN_E2E_SERVER_LOG, at LOG_LEVEL info) must not hold any
// e-mail address or any guest name the tests typed (issue #12: no personal data in any log). It
// runs after every run, whole or one file, and costs one read of one file.
import { existsSync, readFileSync } from 'node:fs';

/** Every guest name the e2e files type into the booking form, and the demo member's. */
export const E2E_GUEST_NAMES = [
  'Mary-Jane', 'Mary', 'Smith', 'Tanaka', 'Yuki', 'Sato', 'Hanako', 'Aki',
  '山田', '花子', 'やまだ', 'はなこ', 'たろう',
];

// Any address at all, not only the ones the tests use: generated ones (manage-a-<run>@…) included.
const EMAIL = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/gi;

/** Each finding as "line N: what", for the lines of `log`. */
export function personalDataIn(log: string, names: readonly string[] = E2E_GUEST_NAMES): string[] {
  const found: string[] = [];
  const latin = names.filter((n) => /^[A-Za-z-]+$/.test(n));
  const other = names.filter((n) => !latin.includes(n));
  const nameWord = new RegExp(`(?<![A-Za-z])(?:${latin.join('|')})(?![A-Za-z])`);
  log.split('\n').forEach((line, i) => {
    for (const match of line.matchAll(EMAIL)) found.push(`line ${i + 1}: e-mail ${match[0]}`);
    const name = nameWord.exec(line)?.[0] ?? other.find((n) => line.includes(n));
    if (name) found.push(`line ${i + 1}: guest name ${name}`);
  });
  return found;
}

export default function checkServerLog(): void {
  const path = process.env.NOREN_E2E_SERVER_LOG;
  if (!path || !existsSync(path)) throw new Error(`no server log to check at ${path ?? '(NOREN_E2E_SERVER_LOG unset)'}`);
  const log = readFileSync(path, 'utf8');
  // An empty log would pass for the wrong reason: the server must have logged the run's requests.
  if (!log.includes('"incoming request"')) throw new Error(`the server log ${path} holds no request lines; is LOG_LEVEL info?`);
  const found = personalDataIn(log);
  if (found.length > 0) throw new Error(`personal data in the server log ${path}:\n${found.slice(0, 20).join('\n')}`);
}
