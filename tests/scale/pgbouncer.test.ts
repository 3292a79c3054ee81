// Noren through PgBouncer in transaction pooling (Debian's pgbouncer 1.18: a server connection
// serves one client's transaction, then another's): the suite's race for the last rooms sells
// exactly the stock with 8 pooled client connections sharing 3 server connections, and what needs
// a session of its own (LISTEN; the migration's advisory lock, run by startScaleApp) goes to
// DATABASE_DIRECT_URL. PostgreSQL only; PgBouncer starts once for the file.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPgBouncer, type TempPgBouncer } from '../../scripts/pg-temp-pgbouncer.ts';
import { createPostgresDatabase, type TestApp } from '../support/app.ts';
import { api, arrivalQuestion, count, errorOf, inventoryOf, kyotoBody, NOW, priced, setInventory } from '../reservations/helpers.ts';
import { startScaleApp } from './scale-app.ts';

describe('through PgBouncer in transaction pooling [postgres]', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let bouncer: TempPgBouncer;
  let t: TestApp;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    bouncer = await startTempPgBouncer(database.url, { poolSize: 3 });
    t = await startScaleApp({ env: { DATABASE_URL: bouncer.url, DATABASE_DIRECT_URL: database.url }, now: NOW });
  });
  afterAll(async () => {
    await t?.close();
    await bouncer?.stop();
    await database?.drop();
  });

  it('sells the last 3 rooms exactly once among 30 parallel bookings', async () => {
    const a = await api(t.app);
    const questionId = await arrivalQuestion(t.database);
    await setInventory(t.database, 'kyoto-gion', 'hinoki-suite', '2027-03-02', '2027-03-04', 4, 1);
    const body = await priced(a, 'kyoto-gion', kyotoBody(questionId, { checkin_date: '2027-03-02', checkout_date: '2027-03-04', rooms: [{ room_plan_code: 'room-only_hinoki-suite', adults: 2 }] }));
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => a.post('kyoto-gion', { ...body, guest: { ...body.guest, notes: `guest ${i}` } })));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of replies.filter((x) => x.status !== 201)) expect(errorOf(r)).toMatchObject({ status: 409, code: 1000 });
    expect(await inventoryOf(t.database, 'kyoto-gion', 'hinoki-suite', '2027-03-02', '2027-03-04')).toEqual([
      { date: '2027-03-02', total: 4, sold: 4 }, { date: '2027-03-03', total: 4, sold: 4 },
    ]);
    expect(await count(t.database, `select 1 from reservations where checkin_date = '2027-03-02'`)).toBe(3);
  });

  it('hears notifications on its LISTEN connection, which bypasses the pooler', async () => {
    const heard: string[] = [];
    const unlisten = await t.database.listen('noren_scale_probe', (payload) => heard.push(payload));
    const sender = new pg.Client({ connectionString: bouncer.url });
    await sender.connect();
    try {
      // Other clients' transactions through the pooler meanwhile, as a live server has.
      await Promise.all(Array.from({ length: 10 }, () => t.database.raw.kind === 'postgres' && t.database.raw.pool.query('select pg_sleep(0.01)')));
      for (let i = 0; i < 3; i++) await sender.query(`select pg_notify('noren_scale_probe', $1)`, [`ping ${i}`]);
      await expect.poll(() => heard, { timeout: 5_000 }).toEqual(['ping 0', 'ping 1', 'ping 2']);
    } finally {
      await sender.end();
      await unlisten();
    }
  });
});
