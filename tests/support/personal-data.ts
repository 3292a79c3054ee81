// The one check that a log holds no personal data (issue #12: no personal data in any log), used
// by the end-to-end run's teardown over the server's whole log (e2e/support/log-privacy-teardown.ts)
// and by integration tests over the lines of a test app's logger (tests/manage/mail-log-privacy.test.ts):
// any e-mail address at all, and any of the guest names the caller typed.

// Any address at all, not only the ones the tests use: generated ones (manage-a-<run>@…) included.
const EMAIL = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/gi;

/** Each finding as "line N: what", for the lines of `log`; Latin names match as whole words. */
export function personalDataIn(log: string, names: readonly string[]): string[] {
  const found: string[] = [];
  const latin = names.filter((n) => /^[A-Za-z-]+$/.test(n));
  const other = names.filter((n) => !latin.includes(n));
  const nameWord = latin.length > 0 ? new RegExp(`(?<![A-Za-z])(?:${latin.join('|')})(?![A-Za-z])`) : null;
  log.split('\n').forEach((line, i) => {
    for (const match of line.matchAll(EMAIL)) found.push(`line ${i + 1}: e-mail ${match[0]}`);
    const name = nameWord?.exec(line)?.[0] ?? other.find((n) => line.includes(n));
    if (name) found.push(`line ${i + 1}: guest name ${name}`);
  });
  return found;
}
