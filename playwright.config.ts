// End-to-end tests in Debian's Chromium (Playwright's own browser download cannot work here:
// scripts/ensure-chromium.sh installs the distribution's package). The server is the one
// `npm start` runs, on a test port and a throwaway data folder; the apps must be built first.
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.NOREN_E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
// The mail sink (e2e/support/smtp-sink.ts): the API sends real mail to its SMTP port, tests read
// it over HTTP (MAIL_SINK_URL).
const smtpPort = Number(process.env.NOREN_E2E_SMTP_PORT ?? port + 2);
const mailHttpPort = Number(process.env.NOREN_E2E_MAIL_HTTP_PORT ?? port + 3);
process.env.MAIL_SINK_URL ??= `http://127.0.0.1:${mailHttpPort}`;
// Files that move the server's clock (PUT /api/v1/__test__/clock) do it in a scope of their own
// (the X-Noren-Test-Clock header, e2e/support/test-clock.ts), so every file runs in one parallel
// project: no other file sees the date jump.

// Workers load this file too and inherit the environment, so only the first load makes a folder.
if (!process.env.NOREN_E2E_DATA_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'noren-e2e-'));
  process.env.NOREN_E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}

// The API's stdout and stderr, read by e2e/support/log-privacy-teardown.ts after the run: no
// e-mail address or guest name may be in it.
process.env.NOREN_E2E_SERVER_LOG ??= join(process.env.NOREN_E2E_DATA_DIR, 'server.log');

// Chromium's headless shell when scripts/test.sh found one (NOREN_HEADLESS_SHELL): the same engine
// without the browser's interface, the one Playwright runs headless tests in, and about a third
// faster here. A file that needs the full browser launches NOREN_CHROMIUM itself (kiosk-camera).
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.NOREN_HEADLESS_SHELL ?? process.env.NOREN_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // The JSON report feeds the ten slowest files that scripts/test.sh prints (NOREN_E2E_REPORT).
  reporter: process.env.NOREN_E2E_REPORT ? [['list'], ['json', { outputFile: process.env.NOREN_E2E_REPORT }]] : 'list',
  globalTeardown: './e2e/support/log-privacy-teardown.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The shells pick their language from ?locale= or the hotel, never from the browser; a fixed
    // locale and zone keep any date or number on screen the same on every machine.
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: chromium }],
  webServer: [{
    // Through the shell into the log file; a server that fails to start says why in that file.
    command: `node --import tsx apps/api/src/main.ts > '${process.env.NOREN_E2E_SERVER_LOG}' 2>&1`,
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NOREN_DATA_DIR: process.env.NOREN_E2E_DATA_DIR,
      LOG_LEVEL: 'info',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOREN_TEST_CLOCK: '1',
      // Every test reaches the server from 127.0.0.1, so the per-address limits against guessing
      // (20 look-ups or sign-ins a minute) would count all parallel files together. They stay on,
      // high enough for one suite; the limits themselves are tested in tests/reservations/bad-input.test.ts
      // and tests/accounts/organisations-staff.test.ts.
      NOREN_RESERVATION_LOOKUP_LIMIT: '1000',
      NOREN_SIGN_IN_LIMIT: '1000',
    },
  }, {
    command: 'node --import tsx e2e/support/smtp-sink.ts',
    url: `${process.env.MAIL_SINK_URL}/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { SMTP_SINK_SMTP_PORT: String(smtpPort), SMTP_SINK_HTTP_PORT: String(mailHttpPort) },
  }],
});
