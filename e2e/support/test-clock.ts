// The server's test clock, per file (apps/api/src/plugins/clock.ts): a file that moves the clock
// takes a scope of its own, sends it on every request of its pages and of its `request` fixture
// (`test.use(clockScopeHeaders(scope))`), and moves only that scope's clock, so it runs in
// parallel with every other file, which keeps reading the real time.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

export const TEST_CLOCK_HEADER = 'X-Noren-Test-Clock';

/** A scope name unique to this file and run (the server only keeps an offset per name). */
export function clockScope(file: string): string {
  return `${file}-${process.pid}-${Date.now().toString(36)}`;
}

/** The `test.use` options that put every request of the file's pages and API calls in `scope`. */
export function clockScopeHeaders(scope: string): { extraHTTPHeaders: Record<string, string> } {
  return { extraHTTPHeaders: { [TEST_CLOCK_HEADER]: scope } };
}

/** Moves the clock of `scope` to `now` (null: back to real time). */
export async function moveClock(request: APIRequestContext, scope: string, now: string | null): Promise<void> {
  const response = await request.put('/api/v1/__test__/clock', { data: { now, scope } });
  expect(response.status(), 'the API runs with NOREN_TEST_CLOCK=1 (playwright.config.ts)').toBe(200);
}
