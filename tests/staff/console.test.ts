/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The staff console's API on both databases with the demo data: who may call it (no bearer, a
// member's: 401; another hotel's front desk: 403, the hotel's front desk, the brand's manager), the
// reservation list's search, filters and pages, one reservation, the receipt PDF (the guest's,
// read back with pdftotext, printable from the check-in date), the mail outbox (only the hotel's
// mails, a mail's text), and bad queries: always a 4xx in the envelope, never a 5xx.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { pdfText } from '../support/pdf-text.ts';
import { api, arrivalQuestion, errorOf, KYOTO_GUEST, kyotoBody, NOW, priced, setInventory, type Reply } from '../reservations/helpers.ts';

const FRONT_DESK = { email: 'frontdesk@kyoto-gion.example', password: 'Noren-Staff-1' };
const MANAGER = { email: 'manager@noren.example', password: 'Noren-Manager-1' };


interface Staff {
  get(url: string): Promise<Reply & { raw: Buffer; headers: Record<string, unknown> }>;
}

/** Calls with the admin app's client session and, when given, a bearer token. */
async function as(app: FastifyInstance, bearer: string | null): Promise<Staff> {
  const session = await openClientSession(app, 'demo-admin', 'demo-admin-secret');
  return {
    async get(url) {
      const r = await app.inject({ method: 'GET', url, headers: { 'client-session': session, 'accept-language': 'en', ...(bearer && { authorization: `Bearer ${bearer}` }) } });
      const json = r.headers['content-type']?.toString().startsWith('application/json');
      return { status: r.statusCode, body: json ? r.json() : null, raw: r.rawPayload, headers: r.headers };
    },
  };
}

async function signIn(app: FastifyInstance, who: { email: string; password: string }): Promise<string> {
  const session = await openClientSession(app, 'demo-admin', 'demo-admin-secret');
  const r = await app.inject({ method: 'POST', url: '/api/v1/staff/sign_in', headers: { 'client-session': session }, payload: who });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as any).data.session;
}

const BASE = '/api/v1/staff/hotels';

forEachDatabase(
  'staff console',
  (ctx) => {
    let frontDesk: Staff;
    let manager: Staff;
    let questionId: number;
    const booked: string[] = [];
    let moved: string;

    beforeAll(async () => {
      const { app, database } = ctx();
      questionId = await arrivalQuestion(database);
      const a = await api(app);
      // Four Kyoto stays on different dates, guests told apart by name and e-mail.
      const stays = [
        ['2026-12-08', '2026-12-10', 'Hanako', 'Yamada', 'hanako@example.com'],
        ['2026-12-20', '2026-12-21', 'Ken', 'Tanaka', 'ken.tanaka@example.com'],
        ['2027-01-05', '2027-01-06', 'Mei', 'Lin', 'mei_lin@example.com'],
        ['2027-01-12', '2027-01-13', 'Sara', 'Ahmed', 'sara@example.com'],
      ] as const;
      for (const [checkin, checkout, first, last, email] of stays) {
        await setInventory(database, 'kyoto-gion', 'tatami-standard', checkin, checkout, 20, 0);
        const body = kyotoBody(questionId, { checkin_date: checkin, checkout_date: checkout, guest: { ...KYOTO_GUEST, first_name: first, last_name: last, email, email_confirmation: email } });
        const r = await a.post('kyoto-gion', await priced(a, 'kyoto-gion', body));
        expect(r.status, JSON.stringify(r.body)).toBe(201);
        booked.push(r.body.data.reservation_number);
      }
      // The last one is made Taipei's, so Taipei has a reservation and a mail Kyoto must not see.
      moved = booked.pop()!;
      await query(database, `update reservations set hotel_id = (select id from hotels where code = 'taipei-daan') where reservation_number = $1`, [moved]);
      frontDesk = await as(app, await signIn(app, FRONT_DESK));
      manager = await as(app, await signIn(app, MANAGER));
    });

    describe('who may call', () => {
      it('needs a staff bearer (401), of the hotel’s brand and hotel (403)', async () => {
        const { app } = ctx();
        const anonymous = await as(app, null);
        expect(errorOf(await anonymous.get(`${BASE}/kyoto-gion/reservations`))).toMatchObject({ status: 401, code: 9401 });
        expect(errorOf(await (await as(app, 'not-a-token')).get(`${BASE}/kyoto-gion/reservations`))).toMatchObject({ status: 401 });
        for (const url of [`${BASE}/taipei-daan/reservations`, `${BASE}/taipei-daan/reservations/${moved}`, `${BASE}/taipei-daan/mail_outbox`]) {
          expect(errorOf(await frontDesk.get(url))).toMatchObject({ status: 403, code: 9403 });
        }
        expect((await frontDesk.get(`${BASE}/kyoto-gion/reservations`)).status).toBe(200);
        expect((await manager.get(`${BASE}/kyoto-gion/reservations`)).status).toBe(200);
        expect((await manager.get(`${BASE}/taipei-daan/reservations`)).status).toBe(200);
        expect(errorOf(await manager.get(`${BASE}/no-such-hotel/reservations`))).toMatchObject({ status: 404, code: 9404 });
      });

      it('refuses a member’s bearer like no staff session (401): a member is not staff', async () => {
        const { app } = ctx();
        const session = await openClientSession(app);
        const signIn = await app.inject({ method: 'POST', url: '/api/v1/hotels/kyoto-gion/memberships/sign_in', headers: { 'client-session': session }, payload: { email: 'member@noren.example', password: 'Noren-Member-1' } });
        expect(signIn.statusCode, signIn.body).toBe(200);
        const member = await as(app, (signIn.json() as any).data.session);
        expect(errorOf(await member.get(`${BASE}/kyoto-gion/reservations`))).toMatchObject({ status: 401, code: 9401 });
        expect(errorOf(await member.get(`${BASE}/kyoto-gion/mail_outbox`))).toMatchObject({ status: 401, code: 9401 });
      });
    });

    describe('reservations', () => {
      it('lists the hotel’s own, newest check-in first, with the row’s facts', async () => {
        const r = await frontDesk.get(`${BASE}/kyoto-gion/reservations`);
        expect(r.status).toBe(200);
        const numbers = r.body.data.map((row: any) => row.reservation_number);
        expect(numbers).toEqual(expect.arrayContaining(booked));
        expect(numbers).not.toContain(moved);
        const checkins = r.body.data.map((row: any) => row.checkin_date);
        expect(checkins).toEqual([...checkins].sort().reverse());
        const ken = r.body.data.find((row: any) => row.reservation_number === booked[1]);
        expect(ken).toMatchObject({ guest_name: 'Ken Tanaka', email: 'ken.tanaka@example.com', checkin_date: '2026-12-20', checkout_date: '2026-12-21', rooms: 1, currency: 'JPY', status: 'done', payment_type: 'on_site', booked_by: 'guest' });
        expect(ken.total_price).toBeGreaterThan(0);
        expect(r.body).toMatchObject({ page: 1, total_pages: 1, total_entries: r.body.data.length });
      });

      it('finds by number, either name order or e-mail, case-insensitively; % and _ are letters', async () => {
        const numbersFor = async (q: string) => (await frontDesk.get(`${BASE}/kyoto-gion/reservations?q=${encodeURIComponent(q)}`)).body.data.map((row: any) => row.reservation_number);
        expect(await numbersFor(booked[1].toLowerCase())).toEqual([booked[1]]);
        expect(await numbersFor('ken tanaka')).toEqual([booked[1]]);
        expect(await numbersFor('TANAKA KEN')).toEqual([booked[1]]);
        expect(await numbersFor('KEN.TANAKA@')).toEqual([booked[1]]);
        expect(await numbersFor('mei_lin')).toEqual([booked[2]]);
        expect(await numbersFor('_')).toEqual([booked[2]]);
        expect(await numbersFor('%')).toEqual([]);
        expect(await numbersFor('Ahmed')).toEqual([]); // Taipei's guest
      });

      it('filters by check-in range and status, and pages by 20', async () => {
        const r = await frontDesk.get(`${BASE}/kyoto-gion/reservations?checkin_from=2026-12-15&checkin_to=2026-12-31&status=done`);
        expect(r.body.data.map((row: any) => row.reservation_number)).toEqual([booked[1]]);
        expect((await frontDesk.get(`${BASE}/kyoto-gion/reservations?status=cancelled`)).body).toMatchObject({ data: [], total_entries: 0, total_pages: 1 });

        // 21 more on one date: two pages.
        const { database } = ctx();
        await query(database, `insert into reservations (reservation_number, hotel_id, status, language, currency, checkin_date, checkout_date, nights, adults, children,
            first_name, last_name, email, email_normalised, phone, payment_type, charge_currency, price, total_price, total_price_without_tax, tax, accommodation_tax,
            discount_total, deposit_amount, remain_amount, bypass_token_hash, channel, created_at, updated_at)
          select 'NRN-PAGE' || lpad(n::text, 4, '0'), r.hotel_id, 'done', 'en', 'JPY', '2027-02-01', '2027-02-02', 1, 1, 0, 'Page', 'Guest' || n, 'page' || n || '@example.com',
            'page' || n || '@example.com', '+810000', 'on_site', 'JPY', r.price, 1000, 900, 100, 0, 0, 0, 1000, r.bypass_token_hash, 'booking', now(), now()
          from generate_series(1, 21) n, (select * from reservations where reservation_number = $1) r`, [booked[0]]);
        const first = await frontDesk.get(`${BASE}/kyoto-gion/reservations?checkin_from=2027-02-01&checkin_to=2027-02-01`);
        expect(first.body).toMatchObject({ page: 1, total_pages: 2, total_entries: 21 });
        expect(first.body.data).toHaveLength(20);
        const second = await frontDesk.get(`${BASE}/kyoto-gion/reservations?checkin_from=2027-02-01&checkin_to=2027-02-01&page=2`);
        expect(second.body).toMatchObject({ page: 2, total_pages: 2, total_entries: 21 });
        expect(second.body.data).toHaveLength(1);
        const all = [...first.body.data, ...second.body.data].map((row: any) => row.reservation_number);
        expect(new Set(all).size).toBe(21);
        expect((await frontDesk.get(`${BASE}/kyoto-gion/reservations?page=9`)).body).toMatchObject({ data: [], page: 9, total_entries: (await frontDesk.get(`${BASE}/kyoto-gion/reservations`)).body.total_entries });
      });

      it('refuses bad queries with 400 code 1000 naming the field, never a 5xx', async () => {
        const cases: Array<[string, string]> = [
          ['checkin_from=2026-02-30', 'checkin_from'],
          ['checkin_from=tomorrow', 'checkin_from'],
          ['checkin_to=2026-13-01', 'checkin_to'],
          ['checkin_from=2026-12-10&checkin_to=2026-12-01', 'checkin_to'],
          ['status=lost', 'status'],
          ['page=0', 'page'],
          ['page=abc', 'page'],
          ['page=99999999999', 'page'],
          [`q=${'x'.repeat(201)}`, 'q'],
        ];
        for (const [qs, field] of cases) {
          const e = errorOf(await frontDesk.get(`${BASE}/kyoto-gion/reservations?${qs}`));
          expect(e, qs).toMatchObject({ status: 400, code: 1000 });
          expect(e.payload.field, qs).toBe(field);
        }
        for (const url of [`${BASE}/KYOTO!/reservations`, `${BASE}/kyoto-gion/reservations/%00`, `${BASE}/kyoto-gion/reservations/NRN-${'x'.repeat(50)}`, `${BASE}/99999999999/reservations`, `${BASE}/kyoto-gion/mail_outbox/0`, `${BASE}/kyoto-gion/mail_outbox/abc`]) {
          const r = await frontDesk.get(url);
          expect(r.status, url).toBeGreaterThanOrEqual(400);
          expect(r.status, url).toBeLessThan(500);
        }
      });

      it('opens one as the guest sees it; another hotel’s number is a 404', async () => {
        const r = await frontDesk.get(`${BASE}/kyoto-gion/reservations/${booked[0].toLowerCase()}`);
        expect(r.status).toBe(200);
        expect(r.body.data).toMatchObject({ reservation_number: booked[0], status: 'done', checkin_date: '2026-12-08', guest: { first_name: 'Hanako', email: 'hanako@example.com' } });
        expect(r.body.data.rooms).toHaveLength(1);
        expect(errorOf(await frontDesk.get(`${BASE}/kyoto-gion/reservations/${moved}`))).toMatchObject({ status: 404, code: 9404 });
        expect(errorOf(await manager.get(`${BASE}/kyoto-gion/reservations/${moved}`))).toMatchObject({ status: 404 });
        expect((await manager.get(`${BASE}/taipei-daan/reservations/${moved}`)).status).toBe(200);
      });
    });

    describe('receipt', () => {
      it('is refused before the check-in date, then is the guest’s PDF, addressed as asked', async () => {
        const { app, clock } = ctx();
        const url = `${BASE}/kyoto-gion/reservations/${booked[0]}/receipt`;
        clock.set(new Date(NOW));
        const early = await frontDesk.get(url);
        expect(errorOf(early)).toMatchObject({ status: 422, code: 1000, payload: { reason: 'receipt_not_available_yet', available_from: '2026-12-08' } });

        // 8 December in Kyoto: the guest has arrived, the stay is not over; the guest could not download it yet.
        clock.set(new Date('2026-12-08T06:00:00Z'));
        const desk = await as(app, await signIn(app, FRONT_DESK));
        const r = await desk.get(`${url}?name=${encodeURIComponent('Noren Trading Co.')}&locale=ja`);
        expect(r.status, r.body && JSON.stringify(r.body)).toBe(200);
        expect(r.headers['content-type']).toBe('application/pdf');
        expect(r.headers['content-disposition']).toContain(`receipt-${booked[0]}.pdf`);
        expect(r.raw.subarray(0, 5).toString()).toBe('%PDF-');
        const text = await pdfText(r.raw);
        expect(text).toContain(booked[0]);
        expect(text).toContain('Noren Trading Co.');
        expect(text).toContain('領収書');

        const guestSession = await openClientSession(app);
        const guest = await app.inject({ method: 'GET', url: `/api/v1/hotels/kyoto-gion/reservations/${booked[0]}/receipt?email=hanako%40example.com`, headers: { 'client-session': guestSession } });
        expect(guest.statusCode).toBe(422);

        // From the check-out date both print the same receipt.
        clock.set(new Date('2026-12-10T06:00:00Z'));
        const later = await as(app, await signIn(app, FRONT_DESK));
        const staffPdf = await later.get(`${url}?locale=en`);
        const guestPdf = await app.inject({ method: 'GET', url: `/api/v1/hotels/kyoto-gion/reservations/${booked[0]}/receipt?email=hanako%40example.com&locale=en`, headers: { 'client-session': await openClientSession(app) } });
        expect(guestPdf.statusCode).toBe(200);
        expect(await pdfText(staffPdf.raw)).toBe(await pdfText(guestPdf.rawPayload));
        clock.set(new Date(NOW));
      });

      it('checks the receipt fields like the guest’s route', async () => {
        const { app, clock } = ctx();
        clock.set(new Date('2026-12-10T06:00:00Z'));
        const desk = await as(app, await signIn(app, FRONT_DESK));
        const url = `${BASE}/kyoto-gion/reservations/${booked[0]}/receipt`;
        expect(errorOf(await desk.get(`${url}?locale=xx`))).toMatchObject({ status: 400, payload: { field: 'locale' } });
        expect(errorOf(await desk.get(`${url}?receipt_unicode=12`))).toMatchObject({ status: 400, payload: { field: 'receipt_unicode' } });
        expect(errorOf(await desk.get(`${BASE}/kyoto-gion/reservations/NRN-NOSUCH1/receipt`))).toMatchObject({ status: 404 });
        clock.set(new Date(NOW));
      });
    });

    describe('mail outbox', () => {
      it('shows only the hotel’s mails, newest first, and one mail with its text', async () => {
        const list = await frontDesk.get(`${BASE}/kyoto-gion/mail_outbox`);
        expect(list.status).toBe(200);
        const rows = list.body.data;
        const numbers = rows.map((m: any) => m.reservation_number);
        expect(numbers).toEqual(expect.arrayContaining(booked));
        expect(numbers).not.toContain(moved);
        expect(rows.every((m: any) => m.kind === 'booking_confirmation')).toBe(true);
        const created = rows.map((m: any) => m.created_at);
        expect(created).toEqual([...created].sort().reverse());
        const mail = rows.find((m: any) => m.reservation_number === booked[1]);
        expect(mail).toMatchObject({ to: 'ken.tanaka@example.com', status: expect.stringMatching(/^(pending|logged|sent)$/) });

        const one = await frontDesk.get(`${BASE}/kyoto-gion/mail_outbox/${mail.id}`);
        expect(one.status).toBe(200);
        expect(one.body.data).toMatchObject({ id: mail.id, subject: mail.subject, reservation_number: booked[1] });
        expect(one.body.data.text_body).toContain(booked[1]);

        const taipei = await manager.get(`${BASE}/taipei-daan/mail_outbox`);
        expect(taipei.body.data.map((m: any) => m.reservation_number)).toEqual([moved]);
        // Taipei's mail through Kyoto's address: not found, whoever asks.
        const taipeiMail = taipei.body.data[0].id;
        expect(errorOf(await frontDesk.get(`${BASE}/kyoto-gion/mail_outbox/${taipeiMail}`))).toMatchObject({ status: 404 });
        expect(errorOf(await manager.get(`${BASE}/kyoto-gion/mail_outbox/${taipeiMail}`))).toMatchObject({ status: 404 });
        expect((await manager.get(`${BASE}/taipei-daan/mail_outbox/${taipeiMail}`)).status).toBe(200);
      });

      it('filters by status and refuses unknown ones', async () => {
        const { database } = ctx();
        // Without SMTP_URL the sender keeps every mail as logged; one is made a failed delivery.
        await query(database, `update mail_outbox set status = 'failed', last_error = 'connection refused' where reservation_id = (select id from reservations where reservation_number = $1)`, [booked[2]]);
        const failed = await frontDesk.get(`${BASE}/kyoto-gion/mail_outbox?status=failed`);
        expect(failed.body.data.map((m: any) => m.reservation_number)).toEqual([booked[2]]);
        expect(failed.body.data[0].last_error).toBe('connection refused');
        expect(failed.body).toMatchObject({ total_entries: 1, page: 1, total_pages: 1 });
        const all = (await frontDesk.get(`${BASE}/kyoto-gion/mail_outbox`)).body.total_entries;
        const others = await Promise.all(['pending', 'sent', 'logged'].map(async (s) => (await frontDesk.get(`${BASE}/kyoto-gion/mail_outbox?status=${s}`)).body.total_entries));
        expect(others.reduce((a: number, b: number) => a + b, 1)).toBe(all);
        expect(errorOf(await frontDesk.get(`${BASE}/kyoto-gion/mail_outbox?status=lost`))).toMatchObject({ status: 400, payload: { field: 'status' } });
        expect(errorOf(await frontDesk.get(`${BASE}/kyoto-gion/mail_outbox?page=-1`))).toMatchObject({ status: 400, payload: { field: 'page' } });
      });
    });
  },
  { seed: true, now: NOW },
);
