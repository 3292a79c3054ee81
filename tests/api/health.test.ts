import { describe, expect, it } from 'vitest';
import type { HealthResponse } from '@noren/core/domain';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../apps/api/src/plugins/errors.ts';
import { forEachDatabase, startTestApp } from '../support/app.ts';

forEachDatabase('GET /api/v1/health', (ctx) => {
  it('reports the database as up, its kind, the version and uptime, without a Client-Session', async () => {
    const { app, kind, config } = ctx();
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: HealthResponse };
    expect(data.database.status).toBe('up');
    expect(data.database.kind).toBe(kind);
    expect(data.database.latency_ms).toBeGreaterThanOrEqual(0);
    expect(data.version).toBe(config.version);
    expect(data.uptime_s).toBeGreaterThanOrEqual(0);
    expect(['ok', 'degraded']).toContain(data.status);
  });
}, { postgres: { why: 'each driver answers the ping its own way (cheap: no seed)' } });

describe('GET /api/v1/health with the database gone', () => {
  it('answers 503 with the envelope (code 9503) instead of pretending', async () => {
    const test = await startTestApp('pglite');
    try {
      const raw = test.database.raw;
      if (raw.kind !== 'pglite') throw new Error('expected PGlite');
      await raw.client.close();
      const response = await test.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body.errors[0].details.code).toBe(9503);
      expect(body.errors[0].details.payload).toEqual({ database: { status: 'down', kind: 'pglite' } });
      expect(response.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
    } finally {
      await test.close();
    }
  });

  it('says when to come back on any call the database fails (Retry-After), in the envelope', async () => {
    const test = await startTestApp('pglite');
    try {
      const raw = test.database.raw;
      if (raw.kind !== 'pglite') throw new Error('expected PGlite');
      await raw.client.close();
      const response = await test.app.inject({ method: 'POST', url: '/api/v1/client_sessions', payload: { key: 'demo-booking', secret: 'demo-booking-secret' } });
      expect(response.statusCode).toBe(503);
      expect(response.json().errors[0].details.code).toBe(9503);
      expect(response.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
    } finally {
      await test.close();
    }
  });
});
