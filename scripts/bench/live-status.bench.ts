/* eslint-disable @typescript-eslint/no-explicit-any -- the API's JSON answers, read field by field */
// The time from a change to the SSE event (issue #16 part 6), over two API processes on one
// PostgreSQL: a kiosk's stream is open on process A; the change is made on process B's side.
//   - pay link paid: the transaction that carries the pay-links module's notification commits on
//     its own connection (as process B's payment capture does: live/events.ts notifyEvent in the
//     capture's transaction); measured from just before COMMIT to the event read on A's stream.
//   - alert acknowledged: front-desk staff call B's API (POST .../acknowledge); measured from
//     sending the request to the event on A's stream, so it includes B's HTTP handling.
// RUNS runs each (default 20), p50 and p95 in milliseconds.
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { startTempPostgres } from '../pg-temp.ts';
import { startApiServer } from './api-server.ts';
import type { Benchmark } from './harness.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

async function call(base: string, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<any> {
  const r = await fetch(`${base}/api/v1${path}`, { method, headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...headers }, ...(body !== undefined && { body: JSON.stringify(body) }) });
  const json = await r.json();
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
  return json.data;
}

const session = async (base: string, key: string, secret: string) => (await call(base, 'POST', '/client_sessions', {}, { key, secret })).client_session as string;

/** Opens the SSE stream; `waitFor(match)` resolves at the arrival time of the next matching event. */
function openStream(url: string): Promise<{ waitFor(match: (data: any) => boolean): Promise<number>; close(): void }> {
  return new Promise((resolve, reject) => {
    let waiter: { match: (d: any) => boolean; done: (t: number) => void } | null = null;
    let buffer = '';
    const req = httpRequest(url, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`SSE ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (data && waiter?.match(JSON.parse(data))) {
            const w = waiter;
            waiter = null;
            w.done(at);
          }
        }
      });
      resolve({
        waitFor: (match) => new Promise((done) => (waiter = { match, done })),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

const bench: Benchmark = {
  description: `time from a change on one API process to the SSE event on another (PostgreSQL, ${RUNS} runs)`,
  async run() {
    const postgres = await startTempPostgres();
    const a = await startApiServer({ databaseUrl: postgres.url });
    const b = await startApiServer({ databaseUrl: postgres.url });
    const notifier = new pg.Client({ connectionString: postgres.url });
    await notifier.connect();
    try {
      const admin = await session(a.baseUrl, 'demo-admin', 'demo-admin-secret');
      const manager = (await call(a.baseUrl, 'POST', '/staff/sign_in', { 'client-session': admin }, { email: 'manager@noren.example', password: 'Noren-Manager-1' })).session;
      const staffA = { 'client-session': admin, authorization: `Bearer ${manager}` };
      const issued = await call(a.baseUrl, 'POST', '/staff/hotels/kyoto-gion/kiosk_devices', staffA, { name: 'Bench lobby' });
      const kioskSession = await session(a.baseUrl, 'demo-kiosk', 'demo-kiosk-secret');
      const paired = await call(a.baseUrl, 'POST', '/kiosk/pair', { 'client-session': kioskSession }, { code: issued.pairing_code });
      const device = { 'client-session': kioskSession, 'kiosk-device': paired.credential };
      const hotelId = paired.device.hotel.id;
      const ticket = (await call(a.baseUrl, 'POST', '/kiosk/events_ticket', device)).ticket;
      const stream = await openStream(`${a.baseUrl}/api/v1/kiosk/events?ticket=${encodeURIComponent(ticket)}`);
      const adminB = await session(b.baseUrl, 'demo-admin', 'demo-admin-secret');
      const desk = (await call(b.baseUrl, 'POST', '/staff/sign_in', { 'client-session': adminB }, { email: 'frontdesk@kyoto-gion.example', password: 'Noren-Staff-1' })).session;
      const staffB = { 'client-session': adminB, authorization: `Bearer ${desk}` };
      const kioskB = { 'client-session': await session(b.baseUrl, 'demo-kiosk', 'demo-kiosk-secret'), 'kiosk-device': paired.credential };

      const paid: number[] = [];
      const acked: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const number = `PL-BENCH-${i}`;
        const arrived = stream.waitFor((d) => d.type === 'pay_link' && d.payment_number === number);
        await notifier.query('begin');
        await notifier.query("select pg_notify('noren_events', $1)", [JSON.stringify({ type: 'pay_link', hotelId, paymentNumber: number, status: 'paid' })]);
        const t0 = performance.now();
        await notifier.query('commit');
        paid.push((await arrived) - t0);

        const alert = (await call(b.baseUrl, 'POST', '/kiosk/alerts', kioskB)).alert;
        const seen = stream.waitFor((d) => d.type === 'alert' && d.alert_id === alert.id && d.status === 'acknowledged');
        const t1 = performance.now();
        await call(b.baseUrl, 'POST', `/staff/hotels/kyoto-gion/kiosk_alerts/${alert.id}/acknowledge`, staffB);
        acked.push((await seen) - t1);
      }
      stream.close();
      const row = (what: string, ms: number[]) => {
        const s = [...ms].sort((x, y) => x - y);
        return [what, String(ms.length), quantile(s, 0.5).toFixed(1), quantile(s, 0.95).toFixed(1), s[s.length - 1]!.toFixed(1)];
      };
      return {
        rows: [],
        table: { header: ['change (process B) → SSE event (process A)', 'runs', 'p50 ms', 'p95 ms', 'max ms'], rows: [row('pay link paid (commit of the notifying transaction)', paid), row('alert acknowledged (B\'s HTTP call included)', acked)] },
        notes: ['Two API processes (npm start) on one throwaway PostgreSQL; each process holds one LISTEN connection outside its pool and fans events out to its SSE clients.'],
        settings: { runs: RUNS },
      };
    } finally {
      await notifier.end();
      await b.stop();
      await a.stop();
      await postgres.stop();
    }
  },
};

export default bench;
