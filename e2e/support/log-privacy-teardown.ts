// Playwright globalTeardown: the API's log of the whole end-to-end run (playwright.config.ts sends
// the server's stdout and stderr to NOREN_E2E_SERVER_LOG, at LOG_LEVEL info) must not hold any
// e-mail address or any guest name the tests typed (issue #12: no personal data in any log). It
// runs after every run, whole or one file, and costs one read of one file. The check itself is
// tests/support/personal-data.ts, shared with the integration tests of what the e2e server does
// not run (mail kept in the outbox without SMTP_URL: tests/manage/mail-log-privacy.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import { personalDataIn } from '../../tests/support/personal-data.ts';

/** Every guest name the e2e files type into the booking form, and the demo member's. */
export const E2E_GUEST_NAMES = [
  'Mary-Jane', 'Mary', 'Smith', 'Tanaka', 'Yuki', 'Sato', 'Hanako', 'Aki',
  '山田', '花子', 'やまだ', 'はなこ', 'たろう',
];

export default function checkServerLog(): void {
  const path = process.env.NOREN_E2E_SERVER_LOG;
  if (!path || !existsSync(path)) throw new Error(`no server log to check at ${path ?? '(NOREN_E2E_SERVER_LOG unset)'}`);
  const log = readFileSync(path, 'utf8');
  // An empty log would pass for the wrong reason: the server must have logged the run's requests.
  if (!log.includes('"incoming request"')) throw new Error(`the server log ${path} holds no request lines; is LOG_LEVEL info?`);
  const found = personalDataIn(log, E2E_GUEST_NAMES);
  if (found.length > 0) throw new Error(`personal data in the server log ${path}:\n${found.slice(0, 20).join('\n')}`);
}
