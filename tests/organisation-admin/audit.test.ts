/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The audit log (issue #15): recordAudit writes in the caller's transaction (a rolled-back act
// leaves no entry), the table refuses UPDATE, DELETE and TRUNCATE, and GET /staff/audit_entries
// lists the brand's entries for brand managers only, newest first, with filters and keyset pages.
import { expect, it } from 'vitest';
import { recordAudit } from '../../apps/api/src/modules/audit/index.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { caller, codeOf, noSignInLimit } from '../accounts/support.ts';

const NOW = '2026-06-01T03:00:00.000Z';
const MANAGER = { email: 'manager@noren.example', password: 'Noren-Manager-1' };
const FRONT_DESK = { email: 'frontdesk@kyoto-gion.example', password: 'Noren-Staff-1' };

forEachDatabase(
  'audit log',
  (ctx) => {
    async function staffToken(who: { email: string; password: string }): Promise<string> {
      const c = await caller(ctx().app, 'admin');
      const r = await c.call('POST', '/staff/sign_in', { payload: who });
      expect(r.status).toBe(200);
      return r.body.data.session;
    }
    async function brandId(): Promise<number> {
      const [row] = await query<{ id: number }>(ctx().database, `select id from hotel_brands where code = 'noren'`);
      return row.id;
    }
    const entry = (brand: number, n: number, extra: Partial<Parameters<typeof recordAudit>[1]> = {}) => ({
      brandId: brand,
      at: ctx().clock.now(),
      actor: { kind: 'system' as const, id: null, display: 'test', role: null },
      action: 'test_suite.entry',
      target: { type: 'thing', id: n },
      parameters: { n },
      rowCount: n,
      clientAddress: '203.0.113.9',
      ...extra,
    });

    it('writes inside the caller’s transaction: a rolled-back act leaves no entry', async () => {
      const { app } = ctx();
      const brand = await brandId();
      await expect(
        app.db.transaction(async (tx) => {
          await recordAudit(tx, entry(brand, 1, { action: 'test_suite.rolled_back' }));
          throw new Error('the act failed');
        }),
      ).rejects.toThrow('the act failed');
      const rows = await query(ctx().database, `select * from audit_entries where action = 'test_suite.rolled_back'`);
      expect(rows).toEqual([]);
      await app.db.transaction((tx) => recordAudit(tx, entry(brand, 2, { action: 'test_suite.committed' })));
      const kept = await query<any>(ctx().database, `select * from audit_entries where action = 'test_suite.committed'`);
      expect(kept).toHaveLength(1);
      expect(new Date(kept[0].occurred_at).toISOString()).toBe(NOW);
      expect(kept[0]).toMatchObject({ target_type: 'thing', target_id: '2', row_count: 2, client_address: '203.0.113.9' });
    });

    it('refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
      const { app } = ctx();
      await app.db.transaction((tx) => recordAudit(tx, entry(1, 3, { action: 'test_suite.kept' })));
      await expect(query(ctx().database, `update audit_entries set action = 'x' where action = 'test_suite.kept'`)).rejects.toThrow(/append-only/);
      await expect(query(ctx().database, `delete from audit_entries where action = 'test_suite.kept'`)).rejects.toThrow(/append-only/);
      await expect(query(ctx().database, `truncate audit_entries`)).rejects.toThrow(/append-only/);
      expect(await query(ctx().database, `select 1 from audit_entries where action = 'test_suite.kept'`)).toHaveLength(1);
    });

    it('refuses an action that is not a lower-case dotted name', async () => {
      await expect(ctx().app.db.transaction((tx) => recordAudit(tx, entry(1, 4, { action: 'Drop Table' })))).rejects.toThrow(/dotted name/);
    });

    it('lists for brand managers only: 401 without staff, 403 for the front desk and for an organisation admin', async () => {
      const { app } = ctx();
      const admin = await caller(app, 'admin');
      expect((await admin.call('GET', '/staff/audit_entries')).status).toBe(401);
      const frontDesk = await staffToken(FRONT_DESK);
      const refused = await admin.call('GET', '/staff/audit_entries', { bearer: frontDesk });
      expect([refused.status, codeOf(refused), refused.body.data]).toEqual([403, 9403, undefined]);
      const booking = await caller(app, 'booking');
      const org = await booking.call('POST', '/hotels/kyoto-gion/organization/sign_in', { payload: { organization_id: 'acme', account_id: 'acme-admin', password: 'Acme-Admin-1' } });
      expect(org.status).toBe(200);
      expect((await booking.call('GET', '/staff/audit_entries', { bearer: org.body.data.session })).status).toBe(401);
      const revoked = await staffToken(MANAGER);
      await admin.call('POST', '/staff/sign_out', { bearer: revoked });
      expect((await admin.call('GET', '/staff/audit_entries', { bearer: revoked })).status).toBe(401);
    });

    it('pages by keyset, newest first, with filters, and shows only the manager’s brand', async () => {
      const { app, clock } = ctx();
      const brand = await brandId();
      for (let n = 1; n <= 7; n++) {
        clock.advance(60_000);
        await app.db.transaction((tx) => recordAudit(tx, entry(brand, n, { action: 'test_suite.paged', organisationId: n % 2 === 0 ? 42 : null })));
      }
      await app.db.transaction((tx) => recordAudit(tx, entry(brand + 1000, 99, { action: 'test_suite.paged' })));
      const c = await caller(app, 'admin');
      const token = await staffToken(MANAGER);
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const r: any = await c.call('GET', `/staff/audit_entries?action=test_suite.paged&limit=3${cursor ? `&cursor=${cursor}` : ''}`, { bearer: token });
        expect(r.status).toBe(200);
        seen.push(...r.body.data.map((e: any) => e.parameters.n));
        cursor = r.body.next_cursor;
      } while (cursor);
      expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1]);
      const evens = await c.call('GET', '/staff/audit_entries?action=test_suite.paged&organisation_id=42', { bearer: token });
      expect(evens.body.data.map((e: any) => e.parameters.n)).toEqual([6, 4, 2]);
      expect(evens.body.data[0]).toMatchObject({ actor: { kind: 'system', display: 'test' }, target: { type: 'thing', id: '6' }, row_count: 6, client_address: '203.0.113.9' });
      const bad = await c.call('GET', '/staff/audit_entries?cursor=bm9wZQ', { bearer: token });
      expect([bad.status, codeOf(bad)]).toEqual([400, 1000]);
    });
  },
  { seed: true, now: NOW, config: noSignInLimit },
);
