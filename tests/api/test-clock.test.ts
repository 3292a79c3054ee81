// The end-to-end test clock (apps/api/src/plugins/clock.ts): off unless NOREN_TEST_CLOCK=1, and
// then PUT /api/v1/__test__/clock moves app.clock, which every time rule reads.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../apps/api/src/config.ts';
import { ShiftedClock } from '../../apps/api/src/plugins/clock.ts';
import { startTestApp } from '../support/app.ts';

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
});
