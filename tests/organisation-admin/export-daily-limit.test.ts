/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The export's daily limit is checked before the reservations are read (issue 27 §12): an
// organisation at EXPORTS_PER_DAY is refused with 422 code 1600 (`limit: daily`) without the
// export's read of up to EXPORT_MAX_ROWS rows. On PostgreSQL the proof is a lock: another session
// holds the reservations table ACCESS EXCLUSIVE, so an export that read a reservation would wait
// for it, and the refusal answers at once. (A vi.mock of the reservation module's door counted the
// reads alone, but Vitest's shared module cache, isolate: false, had loaded the real one first.)
import { beforeAll, expect, it } from 'vitest';
import { EXPORTS_PER_DAY } from '../../apps/api/src/modules/organisation-admin/index.ts';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { codeOf } from '../accounts/support.ts';
import { insertReservation, orgToken, ACME_ADMIN } from './support.ts';

const ORG = '/api/v1/hotel_brands/noren/organizations/acme';

forEachDatabase(
  'corporate admin export daily limit',
  (ctx) => {
    let admin: string;
    const exportCsv = async () => {
      const { app } = ctx();
      const session = await openClientSession(app, 'demo-admin', 'demo-admin-secret');
      const r = await app.inject({ method: 'POST', url: `${ORG}/reservation_exports`, headers: { 'client-session': session, authorization: `Bearer ${admin}` }, payload: {} });
      return { status: r.statusCode, body: r.headers['content-type']?.toString().startsWith('application/json') ? (r.json() as any) : null };
    };

    beforeAll(async () => {
      const { app, database } = ctx();
      admin = await orgToken(app, ACME_ADMIN);
      await insertReservation(database, { hotel: 'kyoto-gion', checkin: '2027-05-01', checkout: '2027-05-03' });
    });

    it('refuses an export at the limit with 1600 without reading the reservations', async () => {
      const { database } = ctx();
      for (let i = 0; i < EXPORTS_PER_DAY; i++) expect((await exportCsv()).status).toBe(200);
      const raw = database.raw;
      const locker = raw.kind === 'postgres' ? await raw.pool.connect() : null;
      try {
        if (locker) await locker.query('begin; lock table reservations in access exclusive mode');
        const refused = await Promise.race([
          exportCsv(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the refused export waited for the reservations: it read them')), 10_000)),
        ]);
        expect([refused.status, codeOf(refused), refused.body.errors[0].details.payload]).toEqual([422, 1600, { limit: 'daily', max: EXPORTS_PER_DAY }]);
      } finally {
        if (locker) {
          await locker.query('rollback');
          locker.release();
        }
      }
      const [made] = await query<{ n: number }>(database, `select count(*)::int as n from organisation_exports`);
      expect(made.n).toBe(EXPORTS_PER_DAY);
    });
  },
  { seed: true, now: '2027-05-10T03:00:00.000Z', postgres: { why: 'another session holds the reservations table locked: the refusal must not wait for it' } },
);
