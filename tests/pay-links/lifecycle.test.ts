/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// A pay link's life with its reservation and its money (issue #16), with the manual clock: a
// balance link settles through the reservation module (the guest's and staff's views show the
// payment and a lower balance); cancelling the reservation cancels its open links; an update that
// changes the balance cancels and reissues them; refunds are manager-only, need a reason, and go
// up to what was paid, in parts; who may call the staff calls; rate-limited look-ups reveal
// nothing; the encrypted QR refuses forged and altered payloads.
import { beforeAll, describe, expect, it } from 'vitest';
import { withLookupRateLimit } from '../../apps/api/src/modules/reservations/index.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { bookKyoto, caller as manageCaller } from '../manage/support.ts';
import { arrivalQuestion, NOW, setInventory } from '../reservations/helpers.ts';
import { caller, cardToken, createLink, errorOf, FRONT_DESK, MANAGER, pay, signIn, staffBase, type Call } from './support.ts';

forEachDatabase(
  'pay links: lifecycle',
  (ctx) => {
    let frontDesk: Call;
    let manager: Call;
    let guest: Call;
    let questionId: number;

    beforeAll(async () => {
      const { app, database } = ctx();
      frontDesk = await caller(app, { admin: true, bearer: await signIn(app, FRONT_DESK) });
      manager = await caller(app, { admin: true, bearer: await signIn(app, MANAGER) });
      guest = await caller(app);
      questionId = await arrivalQuestion(database);
    });

    const book = (checkin: string, checkout: string) => bookKyoto(ctx().app, ctx().database, questionId, { checkin_date: checkin, checkout_date: checkout });
    const reservation = async (number: string, bypass: string) => (await (await manageCaller(ctx().app)).call('GET', `/api/v1/hotels/kyoto-gion/reservations/${number}?bypass_token=${bypass}`)).body.data;

    describe('with a reservation', () => {
      it('takes the balance, and paying it lowers the balance the guest and staff see', async () => {
        const booked = await book('2026-12-08', '2026-12-10');
        const total = booked.reservation.prices.total_price as number;
        expect(booked.reservation.payment.remaining_amount).toBe(total);
        const link = await createLink(frontDesk, { subject: 'Your stay', amount: undefined, reservation_number: booked.reservation_number, language: 'ja' });
        expect(link).toMatchObject({ amount: total, reservation_number: booked.reservation_number, recipient_email: 'hanako@example.com', language: 'ja' });
        expect((await pay(guest, link.payment_number, await cardToken(ctx().app))).status).toBe(200);
        const after = await reservation(booked.reservation_number, booked.bypass_token);
        expect(after.payment).toMatchObject({ remaining_amount: 0, paid_amount: total });
        const staffView = await frontDesk('GET', `/api/v1/staff/hotels/kyoto-gion/reservations/${booked.reservation_number}`);
        expect(staffView.body.data.payment).toMatchObject({ remaining_amount: 0, paid_amount: total });
        // Nothing left: no second balance link.
        expect(errorOf(await frontDesk('POST', staffBase(), { subject: 'x', due_at: '2026-11-23T00:00:00Z', language: 'en', reservation_number: booked.reservation_number })).payload).toMatchObject({ reason: 'no_balance' });

        // A partial refund by the manager gives part of the balance back.
        const refund = await manager('POST', `${staffBase()}/${link.payment_number}/refund`, { amount: 1000, reason: 'Late check-out not used' });
        expect(refund.status, JSON.stringify(refund.body)).toBe(200);
        expect(refund.body.data).toMatchObject({ status: 'partly_refunded', refunded_amount: 1000, paid_amount: total });
        expect((await reservation(booked.reservation_number, booked.bypass_token)).payment.remaining_amount).toBe(1000);
      });

      it('cancelling the reservation cancels its open links', async () => {
        const booked = await book('2026-12-12', '2026-12-13');
        const link = await createLink(frontDesk, { amount: undefined, reservation_number: booked.reservation_number });
        const extra = await createLink(frontDesk, { amount: 900, reservation_number: booked.reservation_number });
        // Pages the guest opened before the cancel.
        const pages = new Map<string, string>();
        for (const n of [link.payment_number, extra.payment_number]) pages.set(n, (await guest('GET', `/api/v1/pay_links/${n}`)).body.data.page_session);
        const cancel = await (await manageCaller(ctx().app)).call('PUT', `/api/v1/hotels/kyoto-gion/reservations/${booked.reservation_number}/cancel?bypass_token=${booked.bypass_token}`, { reason: 'change_of_plans', cancellation_fee_displayed: 0 });
        expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
        for (const n of [link.payment_number, extra.payment_number]) {
          expect((await frontDesk('GET', `${staffBase()}/${n}`)).body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'reservation_cancelled' });
          expect(errorOf(await pay(guest, n, await cardToken(ctx().app), pages.get(n)))).toMatchObject({ status: 409, code: 3201, payload: { status: 'cancelled' } });
        }
      });

      it('an update that changes the balance cancels its balance link and reissues it at the new balance', async () => {
        const booked = await book('2026-12-15', '2026-12-16');
        const link = await createLink(frontDesk, { amount: undefined, reservation_number: booked.reservation_number, recipient_email: 'desk-copy@example.com' });
        await setInventory(ctx().database, 'kyoto-gion', 'tatami-standard', '2026-12-16', '2026-12-17', 20, 0);
        const change = { checkin_date: '2026-12-15', checkout_date: '2026-12-17', rooms: [{ room_index: 0, room_plan_code: 'room-only_tatami-standard', adults: 2 }] };
        const m = await manageCaller(ctx().app);
        const url = `/api/v1/hotels/kyoto-gion/reservations/${booked.reservation_number}/update_settings?bypass_token=${booked.bypass_token}`;
        const q = await m.call('PUT', url, { ...change, confirm: false });
        expect(q.status, JSON.stringify(q.body)).toBe(200);
        const ok = await m.call('PUT', url, { ...change, confirm: true, expected_total: q.body.data.total_price });
        expect(ok.status, JSON.stringify(ok.body)).toBe(200);
        const old = (await frontDesk('GET', `${staffBase()}/${link.payment_number}`)).body.data;
        expect(old).toMatchObject({ status: 'cancelled', cancel_reason: 'reservation_updated' });
        expect(old.replaced_by).toMatch(/^[A-Za-z0-9_-]{24}$/);
        const reissued = (await frontDesk('GET', `${staffBase()}/${old.replaced_by}`)).body.data;
        expect(reissued).toMatchObject({ status: 'open', amount: q.body.data.total_price, reservation_number: booked.reservation_number, recipient_email: 'desk-copy@example.com', due_at: old.due_at });
      });
    });

    describe('refunds', () => {
      it('are for managers only, need a reason, and go up to what was paid', async () => {
        const link = await createLink(frontDesk, { amount: 5000 });
        expect((await pay(guest, link.payment_number, await cardToken(ctx().app))).status).toBe(200);
        const url = `${staffBase()}/${link.payment_number}/refund`;
        expect(errorOf(await frontDesk('POST', url, { amount: 100, reason: 'x' }))).toMatchObject({ status: 403, code: 9403, payload: { reason: 'manager_only' } });
        expect(errorOf(await manager('POST', url, { amount: 100 }))).toMatchObject({ status: 400, code: 1000 });
        expect(errorOf(await manager('POST', url, { amount: 100, reason: '   ' }))).toMatchObject({ status: 400, payload: { reason: 'blank' } });
        expect(errorOf(await manager('POST', url, { amount: 5001, reason: 'Too much' }))).toMatchObject({ status: 400, payload: { reason: 'more_than_paid' } });
        expect((await manager('POST', url, { amount: 2000, reason: 'Broken item' })).body.data).toMatchObject({ status: 'partly_refunded', refunded_amount: 2000 });
        expect(errorOf(await manager('POST', url, { amount: 3001, reason: 'Rest' }))).toMatchObject({ payload: { reason: 'more_than_paid' } });
        expect((await manager('POST', url, { reason: 'The rest' })).body.data).toMatchObject({ status: 'refunded', refunded_amount: 5000 });
        expect(errorOf(await manager('POST', url, { amount: 1, reason: 'Again' }))).toMatchObject({ payload: { reason: 'not_refundable_refunded' } });
        const [gateway] = await query<any>(ctx().database, `select amount_captured::int as captured, amount_refunded::int as refunded from sandbox_payments where reference = $1`, [`pay_link:${link.payment_number}`]);
        expect(gateway).toEqual({ captured: 5000, refunded: 5000 });
        const audit = await query<any>(ctx().database, `select parameters->>'amount' as amount, parameters->>'reason' as reason from audit_entries where action = 'pay_link.refund' and target_id = $1 order by id`, [link.payment_number]);
        expect(audit).toEqual([{ amount: '2000', reason: 'Broken item' }, { amount: '3000', reason: 'The rest' }]);
        // The guest page says refunded.
        expect((await guest('GET', `/api/v1/pay_links/${link.payment_number}`)).body.data).toMatchObject({ status: 'refunded', page_status: 'refunded', refunded_amount: 5000 });
      });
    });

    describe('who may call', () => {
      it('refuses anonymous (401), a guest member (401) and another hotel\'s front desk (403), with no data', async () => {
        const link = await createLink(frontDesk, { amount: 700 });
        const anonymous = await caller(ctx().app, { admin: true });
        for (const [method, url, body] of [
          ['GET', staffBase(), undefined], ['POST', staffBase(), { subject: 'x', amount: 1, due_at: '2026-11-23T00:00:00Z', language: 'en' }],
          ['GET', `${staffBase()}/${link.payment_number}`, undefined], ['PATCH', `${staffBase()}/${link.payment_number}`, { amount: 1 }],
          ['POST', `${staffBase()}/${link.payment_number}/cancel`, {}], ['POST', `${staffBase()}/${link.payment_number}/resend`, {}],
          ['POST', `${staffBase()}/${link.payment_number}/refund`, { reason: 'x' }],
        ] as const) {
          const r = await anonymous(method, url, body);
          expect(errorOf(r), `${method} ${url}`).toMatchObject({ status: 401, code: 9401 });
          expect(JSON.stringify(r.body)).not.toContain(link.payment_number);
        }
        const member = await ctx().app.inject({ method: 'POST', url: '/api/v1/hotels/kyoto-gion/memberships/sign_in', headers: { 'client-session': await (async () => (await import('../support/app.ts')).openClientSession(ctx().app))() }, payload: { email: 'member@noren.example', password: 'Noren-Member-1' } });
        const memberToken = (member.json() as any).data?.session ?? (member.json() as any).data?.token;
        const asMember = await caller(ctx().app, { bearer: memberToken });
        expect(errorOf(await asMember('GET', `${staffBase()}/${link.payment_number}`))).toMatchObject({ status: 401 });
        // The Kyoto front desk may not see or act on Taipei's links.
        const taipei = await createLink(manager, { amount: 300 }, 'taipei-daan');
        const r = await frontDesk('GET', `${staffBase('taipei-daan')}/${taipei.payment_number}`);
        expect(errorOf(r)).toMatchObject({ status: 403, code: 9403 });
        expect(JSON.stringify(r.body)).not.toContain('300');
        expect(errorOf(await frontDesk('POST', `${staffBase('taipei-daan')}/${taipei.payment_number}/cancel`, {}))).toMatchObject({ status: 403 });
        // Nor reach them through its own hotel's path.
        expect(errorOf(await frontDesk('GET', `${staffBase()}/${taipei.payment_number}`))).toMatchObject({ status: 404 });
      });
    });

    describe('demo data', () => {
      it('has a link in each state for both demo hotels, the expired one computed from the clock', async () => {
        for (const hotel of ['kyoto-gion', 'taipei-daan']) {
          const page = await manager('GET', `${staffBase(hotel)}?page=1`);
          const seeded = page.body.data.filter((l: any) => l.recipient_email === null && l.reservation_number === null);
          const states = new Set((await query<any>(ctx().database, `select l.payment_number from pay_links l join hotels h on h.id = l.hotel_id where h.code = $1 and l.created_by = 'system'`, [hotel])).map((r: any) => r.payment_number));
          const shown = seeded.filter((l: any) => states.has(l.payment_number)).map((l: any) => l.status).sort();
          expect(shown, hotel).toEqual(['cancelled', 'expired', 'open', 'paid', 'partly_refunded', 'refunded']);
        }
      });
    });

    describe('QR codes', () => {
      it('resolves a plain QR; with encrypted_qr_code_enabled only its own encrypted payload, refusing forged, altered and plain ones', async () => {
        const link = await createLink(frontDesk, { amount: 1500 });
        const plain = await guest('GET', `/api/v1/qr_codes?qr_code=${encodeURIComponent(`https://hotel.example/payments/${link.payment_number}`)}`);
        expect(plain.body.data).toEqual({ type: 'pay_link', payment_number: link.payment_number, hotel_id: link.hotel_id, hotel_code: 'kyoto-gion', path: `/payments/${link.payment_number}` });
        expect((await guest('GET', `/api/v1/qr_codes?qr_code=${encodeURIComponent(`/?payment-number=${link.payment_number}`)}`)).body.data.payment_number).toBe(link.payment_number);

        await query(ctx().database, `update hotel_brands set encrypted_qr_code_enabled = true`);
        try {
          const view = (await frontDesk('GET', `${staffBase()}/${link.payment_number}`)).body.data;
          expect(view.qr_content).toMatch(/^\/payments\?qr_code=nqr1\.[A-Za-z0-9_-]+$/);
          expect(view.qr_content).not.toContain(link.payment_number);
          const payload = new URL(view.qr_content, 'https://x.example').searchParams.get('qr_code')!;
          const ok = await guest('GET', `/api/v1/qr_codes?qr_code=${encodeURIComponent(view.qr_content)}`);
          expect(ok.body.data.payment_number).toBe(link.payment_number);
          // One character changed anywhere in the ciphertext fails its tag.
          const body = payload.slice(5);
          const flipped = payload.slice(0, 5) + body.slice(0, 20) + (body[20] === 'A' ? 'B' : 'A') + body.slice(21);
          for (const forged of [flipped, `nqr1.${'A'.repeat(60)}`, 'nqr1.', `/payments/${link.payment_number}`, link.payment_number]) {
            const r = await guest('GET', `/api/v1/qr_codes?qr_code=${encodeURIComponent(forged)}`);
            expect(errorOf(r), forged).toMatchObject({ status: 422, code: 1000, payload: { reason: 'qr_code_invalid' } });
            expect(JSON.stringify(r.body)).not.toContain('1500');
          }
        } finally {
          await query(ctx().database, `update hotel_brands set encrypted_qr_code_enabled = false`);
        }
      });
    });
  },
  { seed: true, now: NOW, config: (c) => withLookupRateLimit(c, null) },
);

forEachDatabase(
  'pay links: rate-limited look-ups',
  (ctx) => {
    it('answers 429 with the bare envelope after the limit, for a real number as for a guess', async () => {
      const { app } = ctx();
      const staff = await caller(app, { admin: true, bearer: await signIn(app, FRONT_DESK) });
      const link = await createLink(staff, { amount: 4321, subject: 'Secret subject' });
      const guest = await caller(app);
      for (let i = 0; i < 3; i++) expect((await guest('GET', `/api/v1/pay_links/${'B'.repeat(24)}`)).status).toBe(404);
      const refused = await guest('GET', `/api/v1/pay_links/${link.payment_number}`);
      expect(errorOf(refused)).toMatchObject({ status: 429, code: 9429 });
      expect(JSON.stringify(refused.body)).not.toMatch(/4321|Secret subject/);
      // QR look-ups have a count of their own, with the same limit and the same bare refusal.
      for (let i = 0; i < 3; i++) expect((await guest('GET', `/api/v1/qr_codes?qr_code=${'C'.repeat(24)}`)).status).toBe(404);
      const qr = await guest('GET', `/api/v1/qr_codes?qr_code=${link.payment_number}`);
      expect(errorOf(qr)).toMatchObject({ status: 429, code: 9429 });
      expect(JSON.stringify(qr.body)).not.toContain(link.payment_number);
    });
  },
  { seed: true, now: NOW, config: (c) => withLookupRateLimit(c, { max: 3, windowMs: 60_000 }) },
);
