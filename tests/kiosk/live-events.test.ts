// Live status across processes (issue #16 part 6): two API apps, each with its own pool, on one
// real PostgreSQL. A kiosk subscribes to SSE on the first; a pay link is reported paid (the
// pay-links module's pg_notify) and an alert is acknowledged through the second; the first's
// stream carries both. While the stream is open the first app's pool has no connection checked
// out: the stream holds none, only the process's one LISTEN connection (outside the pool) does.
// The same on PGlite, whose `listen` hears its one connection's notifications.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../apps/api/src/app.ts';
import { createDatabase, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { notifyEvent } from '../../apps/api/src/live/events.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { listen, openSse } from './sse.ts';
import { asKiosk, asStaff, FRONT_DESK, MANAGER, pairDevice, type Caller } from './support.ts';

const NOW = '2026-11-22T03:00:00Z';

async function hotelId(app: FastifyInstance, code: string): Promise<number> {
  const r = await (await asKiosk(app, null)).call('GET', `/hotels/${code}`);
  return r.body.data.id;
}

describe('live events across two API processes on one PostgreSQL', () => {
  let first: TestApp;
  let secondDb: DatabaseHandle;
  let second: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    first = await startTestApp('postgres', { seed: true, now: NOW, postgres: { why: 'LISTEN/NOTIFY across two processes, each with its own pool' } });
    secondDb = await createDatabase({ ...first.config, poolSize: 2 });
    second = await buildApp({ config: first.config, database: secondDb, clock: first.clock });
    await second.ready();
    base = await listen(first.app);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('streams a pay link paid and an alert acknowledged through the other process, holding no pool connection', async () => {
    const manager = await asStaff(first.app, MANAGER);
    const { credential, deviceId } = await pairDevice(first.app, manager, 'kyoto-gion', 'Live lobby');
    const kioskOnFirst = await asKiosk(first.app, credential);
    const ticket = await kioskOnFirst.call('POST', '/kiosk/events_ticket');
    expect(ticket.status).toBe(200);
    const stream = await openSse(`${base}/api/v1/kiosk/events?ticket=${encodeURIComponent(ticket.body.data.ticket)}`);
    try {
      // Let the pool settle after the calls above, then look at it with the stream open.
      await new Promise((r) => setTimeout(r, 100));
      const raw = first.database.raw;
      if (raw.kind !== 'postgres') throw new Error('expected PostgreSQL');
      expect(raw.pool.totalCount - raw.pool.idleCount, 'pool connections checked out while the stream is open').toBe(0);
      expect(first.app.liveEvents.size).toBe(1);

      // The pay-links module's notification of a link this device shows, sent by the second process in its own transaction.
      const kyoto = await hotelId(second, 'kyoto-gion');
      await secondDb.db.transaction((tx) => notifyEvent(tx, { type: 'pay_link', hotelId: kyoto, paymentNumber: 'PL-LIVE-1', status: 'paid', shownTo: [deviceId] }));
      expect((await stream.next((e) => e.event === 'pay_link')).data).toEqual({ type: 'pay_link', payment_number: 'PL-LIVE-1', status: 'paid' });

      // Another hotel's events never reach this device.
      const taipei = await hotelId(second, 'taipei-daan');
      await secondDb.db.transaction((tx) => notifyEvent(tx, { type: 'pay_link', hotelId: taipei, paymentNumber: 'PL-TAIPEI', status: 'paid', shownTo: [deviceId] }));

      // The alert raised and acknowledged through the second process's API.
      const kioskOnSecond = await asKiosk(second, credential);
      const alert = (await kioskOnSecond.call('POST', '/kiosk/alerts')).body.data.alert;
      await stream.next((e) => e.event === 'alert' && e.data.status === 'open');
      const frontDesk = await asStaff(second, FRONT_DESK);
      expect((await frontDesk.call('POST', `/staff/hotels/kyoto-gion/kiosk_alerts/${alert.id}/acknowledge`)).status).toBe(200);
      expect((await stream.next((e) => e.event === 'alert' && e.data.status === 'acknowledged')).data).toMatchObject({ alert_id: alert.id });
      expect(stream.events.some((e) => e.data.payment_number === 'PL-TAIPEI')).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('refuses a forged, expired or other hotel\'s ticket before streaming', async () => {
    const manager = await asStaff(first.app, MANAGER);
    const staffTicket = await manager.call('POST', '/staff/hotels/kyoto-gion/events_ticket');
    expect(staffTicket.status).toBe(200);
    const t: string = staffTicket.body.data.ticket;
    const altered = t.replace(/^s\.(\d+)\.(\d+)\./, (_m, s, h) => `s.${s}.${Number(h) + 1}.`);
    for (const [url, why] of [
      [`/api/v1/staff/hotels/taipei-daan/events?ticket=${t}`, 'another hotel'],
      [`/api/v1/staff/hotels/kyoto-gion/events?ticket=${altered}`, 'altered'],
      [`/api/v1/kiosk/events?ticket=${t}`, 'a staff ticket on the device stream'],
      ['/api/v1/kiosk/events?ticket=d.1.1.99999999999.' + 'A'.repeat(43), 'forged'],
    ] as const) {
      const r = await first.app.inject({ method: 'GET', url });
      expect(r.statusCode, why).toBe(401);
    }
    first.clock.advance(61_000);
    expect((await first.app.inject({ method: 'GET', url: `/api/v1/staff/hotels/kyoto-gion/events?ticket=${t}` })).statusCode).toBe(401);
  });
});

describe('live events on PGlite', () => {
  let t: TestApp;
  let base: string;
  let manager: Caller;

  beforeAll(async () => {
    t = await startTestApp('pglite', { seed: true, now: NOW });
    base = await listen(t.app);
    manager = await asStaff(t.app, MANAGER);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('streams a pay link paid and a new alert to the staff console through PGlite\'s listen', async () => {
    const ticket = await manager.call('POST', '/staff/hotels/kyoto-gion/events_ticket');
    const stream = await openSse(`${base}/api/v1/staff/hotels/kyoto-gion/events?ticket=${encodeURIComponent(ticket.body.data.ticket)}`);
    try {
      const kyoto = await hotelId(t.app, 'kyoto-gion');
      await t.database.db.transaction((tx) => notifyEvent(tx, { type: 'pay_link', hotelId: kyoto, paymentNumber: 'PL-PGLITE', status: 'paid', shownTo: [] }));
      expect((await stream.next((e) => e.event === 'pay_link')).data.payment_number).toBe('PL-PGLITE');
      const { credential } = await pairDevice(t.app, manager, 'kyoto-gion', 'PGlite lobby');
      await (await asKiosk(t.app, credential)).call('POST', '/kiosk/alerts');
      expect((await stream.next((e) => e.event === 'alert')).data).toMatchObject({ type: 'alert', status: 'open' });
      // A rolled-back change sends nothing.
      await t.database.db.transaction(async (tx) => {
        await notifyEvent(tx, { type: 'pay_link', hotelId: kyoto, paymentNumber: 'PL-ROLLED-BACK', status: 'paid', shownTo: [] });
        tx.rollback();
      }).catch(() => undefined);
      await t.database.db.transaction((tx) => notifyEvent(tx, { type: 'pay_link', hotelId: kyoto, paymentNumber: 'PL-AFTER', status: 'paid', shownTo: [] }));
      await stream.next((e) => e.data.payment_number === 'PL-AFTER');
      expect(stream.events.some((e) => e.data.payment_number === 'PL-ROLLED-BACK')).toBe(false);
    } finally {
      stream.close();
    }
  });
});
