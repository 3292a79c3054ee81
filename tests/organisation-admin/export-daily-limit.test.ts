/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The export's daily limit is checked before the reservations are read (issue 27 §12): an
// organisation at EXPORTS_PER_DAY is refused with 422 code 1600 (`limit: daily`) without the
// export's read of up to EXPORT_MAX_ROWS rows, which the reservation module's door counts here.
import { beforeAll, expect, it, vi } from 'vitest';
import { EXPORTS_PER_DAY } from '../../apps/api/src/modules/organisation-admin/index.ts';
import type * as Reservations from '../../apps/api/src/modules/reservations/index.ts';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { codeOf } from '../accounts/support.ts';
import { insertReservation, orgToken, ACME_ADMIN } from './support.ts';

const reads = vi.hoisted(() => ({ exportRows: 0 }));
vi.mock('../../apps/api/src/modules/reservations/index.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Reservations>();
  return {
    ...actual,
    organisationExportRows: (...args: Parameters<typeof actual.organisationExportRows>) => {
      reads.exportRows++;
      return actual.organisationExportRows(...args);
    },
  };
});

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
      expect(reads.exportRows).toBe(EXPORTS_PER_DAY);
      const refused = await exportCsv();
      expect([refused.status, codeOf(refused), refused.body.errors[0].details.payload]).toEqual([422, 1600, { limit: 'daily', max: EXPORTS_PER_DAY }]);
      expect(reads.exportRows, 'the refused export read no reservation').toBe(EXPORTS_PER_DAY);
      const [made] = await query<{ n: number }>(database, `select count(*)::int as n from organisation_exports`);
      expect(made.n).toBe(EXPORTS_PER_DAY);
    });
  },
  { seed: true, now: '2027-05-10T03:00:00.000Z' },
);
