/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// Issue 27 §5: a live stream ends with its credential. A device revoked, or a staff session signed
// out, through another API process on one PostgreSQL (two apps, each with its own pool and its
// own LISTEN connection) ends the streams it opened on the first at once, and they hear nothing
// sent after, while the other streams stay open and hear it. A stream ends at its maximum lifetime
// and at its staff session's expiry. A kiosk hears the pay links it shows (made or reused), never
// another device's or the desk's links; the staff console hears all of the hotel's.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../apps/api/src/app.ts';
import { createDatabase, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { notifyEvent } from '../../apps/api/src/live/events.ts';
import { openClientSession, startTestApp, type TestApp } from '../support/app.ts';
import { api, arrivalQuestion, KYOTO_GUEST, kyotoBody, noLookupLimit, priced, setInventory } from '../reservations/helpers.ts';
import { listen, openSse, type Stream } from './sse.ts';
import { asKiosk, asStaff, FRONT_DESK, MANAGER, pairDevice, type Caller } from './support.ts';

const NOW = '2026-11-22T03:00:00Z';
/** Long enough for a NOTIFY to go round through PostgreSQL and back, many times over. */
const SETTLE_MS = 300;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function hotelId(app: FastifyInstance, code: string): Promise<number> {
  const r = await (await asKiosk(app, null)).call('GET', `/hotels/${code}`);
  return r.body.data.id;
}

async function deviceStream(app: FastifyInstance, base: string, credential: string): Promise<{ stream: Stream; ticket: string }> {
  const t = await (await asKiosk(app, credential)).call('POST', '/kiosk/events_ticket');
  expect(t.status, JSON.stringify(t.body)).toBe(200);
  const ticket: string = t.body.data.ticket;
  return { stream: await openSse(`${base}/api/v1/kiosk/events?ticket=${encodeURIComponent(ticket)}`), ticket };
}

async function staffStream(staff: Caller, base: string): Promise<{ stream: Stream; ticket: string }> {
  const t = await staff.call('POST', '/staff/hotels/kyoto-gion/events_ticket');
  expect(t.status, JSON.stringify(t.body)).toBe(200);
  const ticket: string = t.body.data.ticket;
  return { stream: await openSse(`${base}/api/v1/staff/hotels/kyoto-gion/events?ticket=${encodeURIComponent(ticket)}`), ticket };
}

describe('streams end with their credential, across two API processes on one PostgreSQL', () => {
  let first: TestApp;
  let secondDb: DatabaseHandle;
  let second: FastifyInstance;
  let base: string;
  let kyoto: number;

  beforeAll(async () => {
    first = await startTestApp('postgres', { seed: true, now: NOW, postgres: { why: 'a revocation through one process ends the streams of another' } });
    secondDb = await createDatabase({ ...first.config, poolSize: 2 });
    second = await buildApp({ config: first.config, database: secondDb, clock: first.clock });
    await second.ready();
    base = await listen(first.app);
    kyoto = await hotelId(first.app, 'kyoto-gion');
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** A pay-link event as the second process's pay-links module sends it, shown to `shownTo`. */
  const payLinkEvent = (paymentNumber: string, shownTo: number[]) =>
    secondDb.db.transaction((tx) => notifyEvent(tx, { type: 'pay_link', hotelId: kyoto, paymentNumber, status: 'paid', shownTo }));

  it('a device revoked through the other process: its stream ends at once and hears nothing after; its ticket opens nothing', async () => {
    const manager = await asStaff(first.app, MANAGER);
    const revoked = await pairDevice(first.app, manager, 'kyoto-gion', 'Revoked lobby');
    const kept = await pairDevice(first.app, manager, 'kyoto-gion', 'Kept lobby');
    const { stream, ticket } = await deviceStream(first.app, base, revoked.credential);
    const { stream: other } = await deviceStream(first.app, base, kept.credential);
    try {
      const before = first.app.liveEvents.size;
      const managerOnSecond = await asStaff(second, MANAGER);
      expect((await managerOnSecond.call('POST', `/staff/hotels/kyoto-gion/kiosk_devices/${revoked.deviceId}/revoke`)).status).toBe(200);
      await stream.ended(2000);
      expect(first.app.liveEvents.size).toBe(before - 1);

      await payLinkEvent('PL-AFTER-REVOKE', [revoked.deviceId, kept.deviceId]);
      // The other device hears it, so it was delivered to this process; the revoked one never does.
      await other.next((e) => e.data.payment_number === 'PL-AFTER-REVOKE');
      expect(other.isEnded).toBe(false);
      expect(stream.events).toEqual([]);

      // Reconnecting with the ticket it still holds (valid for a minute) checks the device again.
      expect((await first.app.inject({ method: 'GET', url: `/api/v1/kiosk/events?ticket=${encodeURIComponent(ticket)}` })).statusCode).toBe(401);
      expect((await (await asKiosk(first.app, revoked.credential)).call('POST', '/kiosk/events_ticket')).status).toBe(401);
    } finally {
      stream.close();
      other.close();
    }
  });

  it('a staff session signed out through the other process: its stream ends at once and hears nothing after; its ticket opens nothing', async () => {
    const leaving = await asStaff(first.app, FRONT_DESK);
    const staying = await asStaff(first.app, FRONT_DESK);
    const { stream, ticket } = await staffStream(leaving, base);
    const { stream: other } = await staffStream(staying, base);
    try {
      const session = await openClientSession(second, 'demo-admin', 'demo-admin-secret');
      const signOut = await second.inject({ method: 'POST', url: '/api/v1/staff/sign_out', headers: { 'client-session': session, authorization: `Bearer ${leaving.bearer}` } });
      expect(signOut.statusCode).toBe(204);
      await stream.ended(2000);

      await payLinkEvent('PL-AFTER-SIGN-OUT', []);
      await other.next((e) => e.data.payment_number === 'PL-AFTER-SIGN-OUT');
      expect(other.isEnded).toBe(false);
      expect(stream.events).toEqual([]);
      expect((await first.app.inject({ method: 'GET', url: `/api/v1/staff/hotels/kyoto-gion/events?ticket=${encodeURIComponent(ticket)}` })).statusCode).toBe(401);
    } finally {
      stream.close();
      other.close();
    }
  });
});

describe('a stream\'s lifetime', () => {
  let t: TestApp;
  let base: string;
  const LIFETIME_MS = 400;

  beforeAll(async () => {
    t = await startTestApp('pglite', { seed: true, now: NOW, config: (c) => ({ ...c, liveStreamMaxMs: LIFETIME_MS }) });
    base = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ends at the configured maximum, for a device and for staff; a fresh ticket opens it again', async () => {
    const manager = await asStaff(t.app, MANAGER);
    const { credential } = await pairDevice(t.app, manager, 'kyoto-gion', 'Lifetime lobby');
    const opened = Date.now();
    const device = (await deviceStream(t.app, base, credential)).stream;
    const staff = (await staffStream(manager, base)).stream;
    await pause(LIFETIME_MS / 4);
    expect(device.isEnded || staff.isEnded, 'ended before its lifetime').toBe(false);
    await Promise.all([device.ended(3000), staff.ended(3000)]);
    expect(Date.now() - opened).toBeGreaterThanOrEqual(LIFETIME_MS - 50);
    expect(t.app.liveEvents.size).toBe(0);
    const again = (await deviceStream(t.app, base, credential)).stream;
    again.close();
  });
});

describe('a staff stream ends when its session expires', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp('pglite', { seed: true, now: NOW });
    base = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('opened half a second before the session\'s 12 hours are up, it ends then, well before the stream\'s own lifetime', async () => {
    const staff = await asStaff(t.app, FRONT_DESK);
    t.clock.advance(12 * 60 * 60 * 1000 - 500);
    const { stream } = await staffStream(staff, base);
    await stream.ended(3000);
  });
});

describe('a device hears the pay links it shows, and no other', () => {
  let t: TestApp;
  let base: string;
  let manager: Caller;

  async function book(checkin: string, checkout: string): Promise<any> {
    const a = await api(t.app);
    await setInventory(t.database, 'kyoto-gion', 'tatami-standard', checkin, checkout, 20, 0);
    const body = kyotoBody(await arrivalQuestion(t.database), { checkin_date: checkin, checkout_date: checkout });
    const r = await a.post('kyoto-gion', await priced(a, 'kyoto-gion', body));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.data;
  }

  beforeAll(async () => {
    t = await startTestApp('pglite', { seed: true, now: NOW, config: noLookupLimit });
    base = await listen(t.app);
    manager = await asStaff(t.app, MANAGER);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('made by it or reused, a link is heard by the devices that show it and by staff; another device hears none of it', async () => {
    const a = await pairDevice(t.app, manager, 'kyoto-gion', 'Lobby A');
    const b = await pairDevice(t.app, manager, 'kyoto-gion', 'Lobby B');
    const kioskA = await asKiosk(t.app, a.credential);
    const kioskB = await asKiosk(t.app, b.credential);
    const streamA = (await deviceStream(t.app, base, a.credential)).stream;
    const streamB = (await deviceStream(t.app, base, b.credential)).stream;
    const desk = (await staffStream(manager, base)).stream;
    try {
      const first = await book('2026-12-08', '2026-12-10');
      const email = KYOTO_GUEST.email;
      // Device A makes a balance link and shows it; staff cancel it: A and the desk hear, B does not.
      const madeByA = await kioskA.call('POST', '/kiosk/pay_links', { reservation_number: first.reservation_number, email });
      expect(madeByA.status, JSON.stringify(madeByA.body)).toBe(201);
      const numberA: string = madeByA.body.data.pay_link.payment_number;
      expect((await manager.call('POST', `/staff/hotels/kyoto-gion/pay_links/${numberA}/cancel`, {})).status).toBe(200);
      await streamA.next((e) => e.data.payment_number === numberA && e.data.status === 'cancelled');
      await desk.next((e) => e.data.payment_number === numberA && e.data.status === 'cancelled');

      // The desk makes a balance link for another stay: staff hear it open, no device does. Device B
      // is then shown that same link (reused) and hears its cancellation; A hears nothing of it.
      const second = await book('2026-12-15', '2026-12-17');
      const made = await manager.call('POST', '/staff/hotels/kyoto-gion/pay_links', { subject: 'Balance', due_at: '2026-11-23T00:00:00Z', language: 'en', reservation_number: second.reservation_number });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const numberDesk: string = made.body.data.payment_number;
      await desk.next((e) => e.data.payment_number === numberDesk && e.data.status === 'open');
      const shownToB = await kioskB.call('POST', '/kiosk/pay_links', { reservation_number: second.reservation_number, email });
      expect(shownToB.status, JSON.stringify(shownToB.body)).toBe(201);
      expect(shownToB.body.data.pay_link.payment_number).toBe(numberDesk);
      expect((await manager.call('POST', `/staff/hotels/kyoto-gion/pay_links/${numberDesk}/cancel`, {})).status).toBe(200);
      await streamB.next((e) => e.data.payment_number === numberDesk && e.data.status === 'cancelled');
      await desk.next((e) => e.data.payment_number === numberDesk && e.data.status === 'cancelled');

      await pause(SETTLE_MS);
      expect(streamA.events.map((e) => e.data.payment_number)).toEqual([numberA]);
      expect(streamB.events.map((e) => e.data.payment_number)).toEqual([numberDesk]);
    } finally {
      streamA.close();
      streamB.close();
      desk.close();
    }
  });
});
