/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The export's row limit (issue #15, M = EXPORT_MAX_ROWS, README "Corporate admin console"): an
// export of exactly M rows is made; one row more is refused with 1600 (`limit: rows`) and nothing
// is recorded, neither the export (the daily count stays) nor an audit entry; a narrower filter
// then exports. The organisation's rows are written set-based by the org-reservations bench's own
// seed (PGlite only), since M bookings through the booking flow would take minutes.
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { EXPORT_MAX_ROWS } from '../../apps/api/src/modules/organisation-admin/index.ts';
import { seedBenchReservations } from '../../scripts/bench/org-reservations.bench.ts';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { codeOf } from '../accounts/support.ts';
import { insertReservation, orgToken, ACME_ADMIN } from './support.ts';

const ORG = '/api/v1/hotel_brands/noren/organizations/acme';

async function exportCsv(app: FastifyInstance, bearer: string, filter: Record<string, unknown> = {}) {
  const session = await openClientSession(app, 'demo-admin', 'demo-admin-secret');
  const r = await app.inject({ method: 'POST', url: `${ORG}/reservation_exports`, headers: { 'client-session': session, authorization: `Bearer ${bearer}` }, payload: { filter } });
  const json = r.headers['content-type']?.toString().startsWith('application/json');
  return { status: r.statusCode, body: json ? (r.json() as any) : null, raw: r.rawPayload };
}

forEachDatabase(
  'corporate admin export row limit',
  (ctx) => {
    let admin: string;
    const recorded = async () => {
      const [row] = await query<{ exports: number; audits: number }>(
        ctx().database,
        `select (select count(*)::int from organisation_exports) as exports, (select count(*)::int from audit_entries where action = 'reservation_export.create') as audits`,
      );
      return row;
    };

    beforeAll(async () => {
      const { app, database } = ctx();
      admin = await orgToken(app, ACME_ADMIN);
      await seedBenchReservations(database, EXPORT_MAX_ROWS);
    }, 120_000);

    it(`exports exactly ${EXPORT_MAX_ROWS} rows, refuses one more with 1600 and records nothing, and exports a narrower filter`, async () => {
      const { app, database } = ctx();
      const full = await exportCsv(app, admin);
      expect(full.status, JSON.stringify(full.body)).toBe(200);
      // The BOM, the header, then one CRLF-ended line per reservation.
      const lines = full.raw.toString('utf8').slice(1).split('\r\n').filter((l) => l.length > 0);
      expect(lines.length).toBe(1 + EXPORT_MAX_ROWS);
      const before = await recorded();

      await insertReservation(database, { hotel: 'taipei-daan', checkin: '2026-12-20', checkout: '2026-12-21', first: 'One', last: 'More' });
      const refused = await exportCsv(app, admin);
      expect([refused.status, codeOf(refused), refused.body.errors[0].details.payload]).toEqual([422, 1600, { limit: 'rows', max: EXPORT_MAX_ROWS }]);
      expect(await recorded()).toEqual(before);

      const narrower = await exportCsv(app, admin, { hotel: 'taipei-daan' });
      expect(narrower.status).toBe(200);
      const [{ n }] = await query<{ n: number }>(database, `select count(*)::int as n from reservations r join hotels h on h.id = r.hotel_id where h.code = 'taipei-daan'`);
      expect(narrower.raw.toString('utf8').slice(1).split('\r\n').filter((l) => l.length > 0).length).toBe(1 + n);
      expect(await recorded()).toEqual({ exports: before.exports + 1, audits: before.audits + 1 });
    }, 120_000);
  },
  { seed: true, now: '2027-05-10T03:00:00.000Z' },
);
