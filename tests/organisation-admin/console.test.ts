/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The corporate admin console with the manual clock (issue #15): the contract set by a brand
// manager (validated, audited) and the stays counted in its zone and fiscal years (cancellations,
// a stay across the year boundary, day-use, nights an update removed, two currencies never
// summed); the reservation list's keyset pages, every sort and the filters; name masking
// everywhere the admin reaches names; and the export: CSV with BOM and every column, the 24-hour
// link (refused after, its file deleted by the job), audited downloads and the daily limit (1600).
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { purgeExpiredExports, EXPORTS_PER_DAY } from '../../apps/api/src/modules/organisation-admin/index.ts';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { codeOf, noSignInLimit } from '../accounts/support.ts';
import { insertReservation, orgToken, staffToken, ACME_ADMIN, ACME_BOOKER, GLOBEX_ADMIN, MANAGER } from './support.ts';

const NOW = '2027-05-10T03:00:00.000Z';
const ORG = '/api/v1/hotel_brands/noren/organizations/acme';

async function send(app: FastifyInstance, method: string, url: string, bearer: string, payload?: unknown) {
  const session = await openClientSession(app, 'demo-admin', 'demo-admin-secret');
  const r = await app.inject({ method: method as 'GET', url, headers: { 'client-session': session, authorization: `Bearer ${bearer}` }, ...(payload !== undefined && { payload: payload as object }) });
  const json = r.headers['content-type']?.toString().startsWith('application/json');
  return { status: r.statusCode, body: json ? (r.json() as any) : null, raw: r.rawPayload, headers: r.headers };
}

forEachDatabase(
  'corporate admin console',
  (ctx) => {
    let admin: string;
    let manager: string;
    const n: Record<string, string> = {};
    const contract = { fiscal_year_start_month: 4, fiscal_year_start_day: 1, max_stays_per_year: 12, time_zone: 'Asia/Tokyo', mask_guest_names: false };

    beforeAll(async () => {
      const { app, database } = ctx();
      admin = await orgToken(app, ACME_ADMIN);
      manager = await staffToken(app, MANAGER);
      // FY2026 = 2026-04-01 .. 2027-03-31 (April start).
      n.across = await insertReservation(database, { hotel: 'kyoto-gion', checkin: '2027-03-30', checkout: '2027-04-02', rooms: 2, first: 'Aiko', last: 'Sato', total: 90000, createdAt: '2027-01-05T00:00:00Z' });
      n.cancelled = await insertReservation(database, { hotel: 'kyoto-gion', checkin: '2026-10-01', checkout: '2026-10-04', status: 'cancelled', first: 'Ben', last: 'Cole', total: 30000, createdAt: '2026-09-01T00:00:00Z' });
      n.pending = await insertReservation(database, { hotel: 'kyoto-gion', checkin: '2026-10-10', checkout: '2026-10-11', status: 'payment_pending', first: 'Chie', last: 'Mori', total: 12000, createdAt: '2026-09-02T00:00:00Z' });
      n.dayUse = await insertReservation(database, { hotel: 'kyoto-gion', checkin: '2026-11-15', checkout: '2026-11-15', dayUse: true, rooms: 3, first: 'Dan', last: 'Ito', total: 15000, createdAt: '2026-09-03T00:00:00Z' });
      n.taipei = await insertReservation(database, { hotel: 'taipei-daan', checkin: '2026-12-20', checkout: '2026-12-24', first: 'Eva', last: 'Lin', total: 24000, createdAt: '2026-09-04T00:00:00Z', booker: 'acme-admin' });
      // Booked with 5 nights, then an update took 3 of them away: the reservation as it is now counts.
      n.updated = await insertReservation(database, { hotel: 'taipei-daan', checkin: '2027-02-01', checkout: '2027-02-06', first: 'Fumi', last: 'Abe', total: 8000, createdAt: '2026-09-05T00:00:00Z' });
      await query(database, `update reservations set checkout_date = '2027-02-03', nights = 2 where reservation_number = $1`, [n.updated]);
      // Another organisation's booking is never seen.
      n.globex = await insertReservation(database, { hotel: 'kyoto-gion', checkin: '2026-10-01', checkout: '2026-10-02', booker: 'globex-booker', first: 'Gus', last: 'Other' });
    });

    it('lets a brand manager set the contract, validated and audited', async () => {
      const { app } = ctx();
      const bad = await send(app, 'PUT', '/api/v1/staff/organizations/acme/contract', manager, { ...contract, time_zone: 'Mars/Olympus' });
      expect([bad.status, codeOf(bad), bad.body.errors[0].details.payload]).toEqual([400, 1000, { field: 'time_zone', reason: 'unknown_time_zone' }]);
      const feb29 = await send(app, 'PUT', '/api/v1/staff/organizations/acme/contract', manager, { ...contract, fiscal_year_start_month: 2, fiscal_year_start_day: 29 });
      expect([feb29.status, codeOf(feb29)]).toEqual([400, 1000]);
      const ok = await send(app, 'PUT', '/api/v1/staff/organizations/acme/contract', manager, contract);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.data.contract).toMatchObject({ configured: true, fiscal_year_start_month: 4, max_stays_per_year: 12, time_zone: 'Asia/Tokyo', time_zone_is_brand_default: false });
      const audit = await send(app, 'GET', '/api/v1/staff/audit_entries?action=organisation_contract.update', manager);
      expect(audit.body.data[0]).toMatchObject({ actor: { kind: 'staff', role: 'manager' }, target: { type: 'organisation' }, parameters: { before: null, after: { max_stays_per_year: 12 } } });
      const list = await send(app, 'GET', '/api/v1/staff/organizations', manager);
      expect(list.body.data.map((o: any) => o.organization.code).sort()).toEqual(['acme', 'globex']);
    });

    it('counts stays per fiscal year and month in the contract’s calendar', async () => {
      const { app } = ctx();
      const r = await send(app, 'GET', `${ORG}?fiscal_year=2025`, admin);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const years = Object.fromEntries(r.body.data.fiscal_years.map((y: any) => [y.fiscal_year, y]));
      expect(r.body.data.current_fiscal_year).toBe(2027);
      expect(Object.keys(years).sort()).toEqual(['2025', '2026', '2027']);
      // FY2026: across 2 nights × 2 rooms (30, 31 March) + day-use 3 rooms + Taipei 4 nights + updated 2 nights = 13: over 12 by 1.
      expect(years[2026]).toMatchObject({ starts_on: '2026-04-01', ends_on: '2027-03-31', maximum: 12, used: 13, remaining: 0, over_by: 1 });
      const months = years[2026].months.map((m: any) => m.used);
      expect(months).toEqual([0, 0, 0, 0, 0, 0, 0, 3, 4, 0, 2, 4]);
      // FY2027: the last night of the stay across the boundary, 1 April, × 2 rooms.
      expect(years[2027]).toMatchObject({ used: 2, remaining: 10, over_by: 0 });
      expect(years[2027].months[0]).toEqual({ period: 1, starts_on: '2027-04-01', ends_on: '2027-04-30', used: 2 });
      expect(years[2025]).toMatchObject({ used: 0, remaining: 12 });
      expect(r.body.data.as_of).toBe(NOW);
    });

    it('tells the booker when a stay goes beyond the maximum', async () => {
      const { app } = ctx();
      const booker = await orgToken(app, ACME_BOOKER);
      const over = await send(app, 'GET', '/api/v1/user/organization/stay_allowance?hotel=kyoto-gion&checkin_date=2027-03-01&checkout_date=2027-03-02', booker);
      expect(over.body.data).toEqual({ over_maximum: true, fiscal_years: [{ fiscal_year: 2026, requested: 1, maximum: 12, remaining_before: 0, over_by: 2 }] });
      const within = await send(app, 'GET', '/api/v1/user/organization/stay_allowance?hotel=taipei-daan&checkin_date=2027-06-01&checkout_date=2027-06-03&rooms=2', booker);
      expect(within.body.data.over_maximum).toBe(false);
      const bad = await send(app, 'GET', '/api/v1/user/organization/stay_allowance?hotel=kyoto-gion&checkin_date=2027-06-03&checkout_date=2027-06-01', booker);
      expect([bad.status, codeOf(bad)]).toEqual([400, 1000]);
    });

    const acmeNumbers = () => [n.across, n.cancelled, n.pending, n.dayUse, n.taipei, n.updated];

    it('pages by keyset through every sort, both ways, without repeating or skipping a row', async () => {
      const { app } = ctx();
      const all = await send(app, 'GET', `${ORG}/reservations`, admin);
      expect(all.status, JSON.stringify(all.body)).toBe(200);
      expect(all.body.data.map((r: any) => r.reservation_number).sort()).toEqual(acmeNumbers().sort());
      expect(all.body).toMatchObject({ total_entries: 6, next_cursor: null, masked: false, as_of: NOW });
      const rows = all.body.data as any[];
      const across = rows.find((r) => r.reservation_number === n.across);
      expect(across).toMatchObject({ guest_name: 'Aiko Sato', hotel: { code: 'kyoto-gion' }, nights: 3, rooms: 2, room_nights: 6, status: 'done', total_price: 90000, currency: 'JPY', booker: { name: 'ACME Booker' } });
      expect(rows.find((r) => r.reservation_number === n.dayUse)).toMatchObject({ nights: 0, is_day_use: true, room_nights: 3 });
      expect(rows.find((r) => r.reservation_number === n.cancelled).room_nights).toBe(0);
      expect(rows.find((r) => r.reservation_number === n.taipei)).toMatchObject({ currency: 'TWD', booker: { name: 'ACME Administrator' } });

      const value: Record<string, (r: any) => unknown[]> = {
        guest_name: (r) => [r.guest_name], hotel: (r) => [r.hotel.name], checkin_date: (r) => [r.checkin_date], checkout_date: (r) => [r.checkout_date],
        nights: (r) => [r.nights], rooms: (r) => [r.rooms], room_nights: (r) => [r.room_nights], reserved_at: (r) => [r.reserved_at],
        reservation_number: (r) => [r.reservation_number], booker: (r) => [r.booker?.name ?? ''], status: (r) => [r.status],
        total_price: (r) => [r.currency, r.total_price], currency: (r) => [r.currency],
      };
      const cmp = (a: unknown[], b: unknown[]) => {
        for (let i = 0; i < a.length; i++) {
          if (a[i] === b[i]) continue;
          return typeof a[i] === 'number' ? (a[i] as number) - (b[i] as number) : String(a[i]) < String(b[i]) ? -1 : 1;
        }
        return 0;
      };
      for (const sort of Object.keys(value)) {
        for (const order of ['asc', 'desc'] as const) {
          const seen: any[] = [];
          let cursor: string | null = null;
          let pages = 0;
          do {
            const r: any = await send(app, 'GET', `${ORG}/reservations?sort=${sort}&order=${order}&limit=2${cursor ? `&cursor=${cursor}` : ''}`, admin);
            expect(r.status, JSON.stringify(r.body)).toBe(200);
            seen.push(...r.body.data);
            cursor = r.body.next_cursor;
            pages++;
          } while (cursor && pages < 10);
          expect(seen.map((r) => r.reservation_number).sort(), `${sort} ${order}`).toEqual(acmeNumbers().sort());
          for (let i = 1; i < seen.length; i++) {
            const c = cmp(value[sort](seen[i - 1]), value[sort](seen[i]));
            expect(order === 'asc' ? c <= 0 : c >= 0, `${sort} ${order}: ${JSON.stringify(value[sort](seen[i - 1]))} then ${JSON.stringify(value[sort](seen[i]))}`).toBe(true);
          }
        }
      }
      const wrong = await send(app, 'GET', `${ORG}/reservations?sort=nights&cursor=${Buffer.from('{"s":"hotel"}').toString('base64url')}`, admin);
      expect([wrong.status, codeOf(wrong)]).toEqual([400, 1000]);
    });

    it('filters by fiscal year, month, hotel, status, booker, guest and free text', async () => {
      const { app } = ctx();
      const numbers = async (q: string) => {
        const r = await send(app, 'GET', `${ORG}/reservations?${q}`, admin);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        return { list: (r.body.data as any[]).map((x) => x.reservation_number).sort(), roomNights: r.body.room_nights as number };
      };
      expect(await numbers('fiscal_year=2027')).toEqual({ list: [n.across], roomNights: 2 });
      expect(await numbers('fiscal_year=2026&month=12')).toEqual({ list: [n.across], roomNights: 4 });
      expect(await numbers('fiscal_year=2026&month=8')).toEqual({ list: [n.dayUse], roomNights: 3 });
      expect((await numbers('fiscal_year=2026')).roomNights).toBe(13);
      expect((await numbers('hotel=taipei-daan')).list).toEqual([n.taipei, n.updated].sort());
      expect((await numbers('status=cancelled')).list).toEqual([n.cancelled]);
      const [adminUser] = await query<{ id: number }>(ctx().database, `select id from organisation_users where account_id = 'acme-admin'`);
      expect((await numbers(`booker=${adminUser.id}`)).list).toEqual([n.taipei]);
      expect((await numbers('guest=sato')).list).toEqual([n.across]);
      expect((await numbers('q=Taipei')).list.length).toBe(2);
      expect((await numbers(`q=${n.dayUse.slice(4)}`)).list).toEqual([n.dayUse]);
      expect((await numbers('q=Other')).list).toEqual([]);
      const month = await send(app, 'GET', `${ORG}/reservations?month=3`, admin);
      expect([month.status, codeOf(month)]).toEqual([400, 1000]);
    });

    it('exports the list as CSV with BOM and every column, and refuses beyond the daily limit', async () => {
      const { app, database, clock } = ctx();
      const r = await send(app, 'POST', `${ORG}/reservation_exports`, admin, { filter: { sort: 'checkin_date', order: 'asc', hotel: 'kyoto-gion' } });
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toContain('text/csv');
      expect([...r.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = r.raw.toString('utf8').slice(1).split('\r\n');
      expect(lines[0]).toBe('Guest name,Hotel,Check-in,Check-out,Nights,Rooms,Room-nights counted,Reservation date,Reservation number,Booked by,Status,Total price,Currency');
      expect(lines.filter((l) => l.includes(n.across))[0]).toBe(`Aiko Sato,Noren Kyoto Gion,2027-03-30,2027-04-02,3,2,6,2027-01-05,${n.across},ACME Booker,Reserved,90000,JPY`);
      expect(lines).toHaveLength(1 + 4 + 1);
      const plain = await send(app, 'POST', `${ORG}/reservation_exports`, admin, { encoding: 'utf8', locale: 'ja' });
      expect(plain.raw[0]).not.toBe(0xef);
      expect(plain.raw.toString('utf8').split('\r\n')[0]).toContain('宿泊者名');
      const [entry] = (await send(app, 'GET', '/api/v1/staff/audit_entries?action=reservation_export.create&limit=1', manager)).body.data;
      expect(entry).toMatchObject({ row_count: 6, actor: { kind: 'organisation', role: 'admin' }, parameters: { encoding: 'utf8', delivery: 'download' } });
      const made = await query<{ n: number }>(database, `select count(*)::int as n from organisation_exports`);
      for (let i = made[0].n; i < EXPORTS_PER_DAY; i++) expect((await send(app, 'POST', `${ORG}/reservation_exports`, admin, {})).status).toBe(200);
      const refused = await send(app, 'POST', `${ORG}/reservation_exports`, admin, {});
      expect([refused.status, codeOf(refused), refused.body.errors[0].details.payload]).toEqual([422, 1600, { limit: 'daily', max: EXPORTS_PER_DAY }]);
      // The next day in Tokyo (15:00 UTC) the count starts again.
      clock.set('2027-05-10T15:00:00Z');
      expect((await send(app, 'POST', `${ORG}/reservation_exports`, await orgToken(app, ACME_ADMIN), {})).status).toBe(200);
    });

    it('keeps a link’s file for 24 hours: downloads are audited, then refused, and the job deletes the file', async () => {
      const { app, clock } = ctx();
      clock.set('2027-05-12T00:00:00Z');
      const token = await orgToken(app, ACME_ADMIN);
      const made = await send(app, 'POST', `${ORG}/reservation_exports`, token, { delivery: 'link' });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const link = made.body.data;
      expect(link).toMatchObject({ row_count: 6, encoding: 'excel', expires_at: '2027-05-13T00:00:00.000Z' });
      const got = await send(app, 'GET', link.url, token);
      expect(got.status).toBe(200);
      expect(got.raw.toString('utf8')).toContain(n.across);
      const other = await orgToken(app, GLOBEX_ADMIN);
      expect((await send(app, 'GET', link.url, other)).status).toBe(403);
      const downloads = await send(app, 'GET', `/api/v1/staff/audit_entries?action=reservation_export.download&target_id=${link.id}`, await staffToken(app, MANAGER));
      expect(downloads.body.data).toHaveLength(1);
      const [row] = await query<{ file_key: string }>(ctx().database, `select file_key from organisation_exports where public_id = $1`, [link.id]);
      expect(await app.storage.head(row.file_key)).not.toBeNull();
      clock.set('2027-05-12T23:59:59Z');
      expect(await purgeExpiredExports(app)).toBe(0);
      clock.set('2027-05-13T00:00:00Z');
      const late = await send(app, 'GET', link.url, token);
      expect([late.status, codeOf(late)]).toEqual([410, 1250]);
      expect(await purgeExpiredExports(app)).toBe(1);
      expect(await app.storage.head(row.file_key)).toBeNull();
      expect(await query(ctx().database, `select 1 from organisation_exports where public_id = $1 and file_key is null and deleted_at is not null`, [link.id])).toHaveLength(1);
    });

    it('masks guest names everywhere the admin reaches them once the contract says so', async () => {
      const { app, clock } = ctx();
      clock.set('2027-05-20T03:00:00Z');
      const token = await orgToken(app, ACME_ADMIN);
      expect((await send(app, 'PUT', '/api/v1/staff/organizations/acme/contract', await staffToken(app, MANAGER), { ...contract, mask_guest_names: true })).status).toBe(200);
      const list = await send(app, 'GET', `${ORG}/reservations?sort=guest_name`, token);
      expect(list.body.masked).toBe(true);
      expect(list.body.data.find((r: any) => r.reservation_number === n.across).guest_name).toBe('A*** S***');
      expect(JSON.stringify(list.body)).not.toMatch(/Aiko|Sato/);
      expect((await send(app, 'GET', `${ORG}/reservations?guest=sato`, token)).body.data).toEqual([]);
      expect((await send(app, 'GET', `${ORG}/reservations?q=Aiko`, token)).body.data).toEqual([]);
      const csv = await send(app, 'POST', `${ORG}/reservation_exports`, token, {});
      expect(csv.status).toBe(200);
      expect(csv.raw.toString('utf8')).toContain('A*** S***');
      expect(csv.raw.toString('utf8')).not.toMatch(/Aiko|Sato/);
    });
  },
  { seed: true, now: NOW, config: noSignInLimit },
);
