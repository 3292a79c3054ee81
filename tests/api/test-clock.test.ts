// The end-to-end test clock (apps/api/src/plugins/clock.ts): off unless NOREN_TEST_CLOCK=1, and
// then PUT /api/v1/__test__/clock moves app.clock, which every time rule reads; with a scope it
// moves only the clock of requests that carry X-Noren-Test-Clock: <scope>.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../apps/api/src/config.ts';
import { hashToken } from '../../apps/api/src/modules/client-sessions/token.ts';
import { ShiftedClock } from '../../apps/api/src/plugins/clock.ts';
import { query, startTestApp } from '../support/app.ts';

describe('NOREN_TEST_CLOCK', () => {
  it('is off unless the environment asks for it, and a typo is refused', () => {
    expect(loadConfig({ NOREN_DATA_DIR: ':memory:' }).testClock).toBe(false);
    expect(loadConfig({ NOREN_DATA_DIR: ':memory:', NOREN_TEST_CLOCK: '0' }).testClock).toBe(false);
    expect(loadConfig({ NOREN_DATA_DIR: ':memory:', NOREN_TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(() => loadConfig({ NOREN_DATA_DIR: ':memory:', NOREN_TEST_CLOCK: 'maybe' })).toThrow(/NOREN_TEST_CLOCK/);
  });

  it('without it the route does not exist and the clock cannot move', async () => {
    const test = await startTestApp('pglite', { now: '2026-11-22T03:00:00Z' });
    try {
      expect(test.app.clock).not.toBeInstanceOf(ShiftedClock);
      const response = await test.app.inject({ method: 'PUT', url: '/api/v1/__test__/clock', payload: { now: '2030-01-01T00:00:00Z' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].details.code).toBe(9404);
      expect(test.app.clock.now().toISOString()).toBe('2026-11-22T03:00:00.000Z');
    } finally {
      await test.close();
    }
  });

  it('with it PUT moves app.clock, which keeps ticking from there, and null puts it back', async () => {
    const test = await startTestApp('pglite', { now: '2026-11-22T03:00:00Z', config: (c) => ({ ...c, testClock: true }) });
    try {
      const moved = await test.app.inject({ method: 'PUT', url: '/api/v1/__test__/clock', payload: { now: '2026-12-01T00:00:00Z' } });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ data: { now: '2026-12-01T00:00:00.000Z' } });
      expect(test.app.clock.now().toISOString()).toBe('2026-12-01T00:00:00.000Z');
      // The base clock moving on moves the shifted one by as much.
      test.clock.advance(60_000);
      expect(test.app.clock.now().toISOString()).toBe('2026-12-01T00:01:00.000Z');

      const bad = await test.app.inject({ method: 'PUT', url: '/api/v1/__test__/clock', payload: { now: 'tomorrow' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].details.code).toBe(1000);
      expect(test.app.clock.now().toISOString()).toBe('2026-12-01T00:01:00.000Z');

      const reset = await test.app.inject({ method: 'PUT', url: '/api/v1/__test__/clock', payload: { now: null } });
      expect(reset.statusCode).toBe(200);
      expect(test.app.clock.now().toISOString()).toBe('2026-11-22T03:01:00.000Z');
    } finally {
      await test.close();
    }
  });

  it('without it the scope header is ignored', async () => {
    const test = await startTestApp('pglite', { now: '2026-11-22T03:00:00Z' });
    try {
      const scoped = await test.app.inject({ method: 'PUT', url: '/api/v1/__test__/clock', headers: { 'x-noren-test-clock': 'a' }, payload: { now: '2030-01-01T00:00:00Z', scope: 'a' } });
      expect(scoped.statusCode).toBe(404);
      const health = await test.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-noren-test-clock': 'a' } });
      expect(health.statusCode).toBe(200);
      expect(test.app.clock.now().toISOString()).toBe('2026-11-22T03:00:00.000Z');
    } finally {
      await test.close();
    }
  });

  it('with a scope PUT moves only the clock of requests carrying X-Noren-Test-Clock: <scope>', async () => {
    const test = await startTestApp('pglite', { seed: true, now: '2026-11-22T03:00:00Z', config: (c) => ({ ...c, testClock: true }) });
    const clock = test.app.clock as ShiftedClock;
    try {
      const moved = await test.app.inject({ method: 'PUT', url: '/api/v1/__test__/clock', payload: { now: '2027-06-01T00:00:00Z', scope: 'file-a' } });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ data: { now: '2027-06-01T00:00:00.000Z' } });
      // Unscoped: the base clock; the scope: its own time; another scope: the base clock.
      expect(clock.now().toISOString()).toBe('2026-11-22T03:00:00.000Z');
      expect(clock.runIn('file-a', () => clock.now().toISOString())).toBe('2027-06-01T00:00:00.000Z');
      expect(clock.runIn('file-b', () => clock.now().toISOString())).toBe('2026-11-22T03:00:00.000Z');
      test.clock.advance(60_000);
      expect(clock.at('file-a').toISOString()).toBe('2027-06-01T00:01:00.000Z');

      // Through real requests: a client session opened in the scope is made at the scope's time
      // (the service reads app.clock), one opened without the header at the base time.
      // Over a real socket: a request body is read in another async context than the headers.
      await test.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = test.app.server.address() as { port: number };
      const openedAt = async (headers: Record<string, string>) => {
        const r = await fetch(`http://127.0.0.1:${port}/api/v1/client_sessions`, {
          method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ key: 'demo-booking', secret: 'demo-booking-secret' }),
        });
        expect(r.status).toBe(201);
        const token = ((await r.json()) as { data: { client_session: string } }).data.client_session;
        const [row] = await query<{ created_at: Date }>(test.database, 'select created_at from client_sessions where token_hash = $1', [hashToken(token)]);
        return row!.created_at.toISOString();
      };
      expect(await openedAt({ 'x-noren-test-clock': 'file-a' })).toBe('2027-06-01T00:01:00.000Z');
      expect(await openedAt({ 'x-noren-test-clock': 'file-b' })).toBe('2026-11-22T03:01:00.000Z');
      expect(await openedAt({})).toBe('2026-11-22T03:01:00.000Z');

      // A scope named with anything but plain characters is refused.
      const bad = await test.app.inject({ method: 'PUT', url: '/api/v1/__test__/clock', payload: { now: '2027-06-01T00:00:00Z', scope: 'a b' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].details.code).toBe(1000);

      const reset = await test.app.inject({ method: 'PUT', url: '/api/v1/__test__/clock', payload: { now: null, scope: 'file-a' } });
      expect(reset.json()).toEqual({ data: { now: '2026-11-22T03:01:00.000Z' } });
      expect(clock.at('file-a').toISOString()).toBe('2026-11-22T03:01:00.000Z');
    } finally {
      await test.close();
    }
  });
});
