/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// Paying a pay link with the manual clock (issue #16): the guest page's read without a hotel code,
// a card paid at once and one through 3-D Secure, the refusals (cancelled, expired, already paid,
// the page opened more than 1 hour ago), a 3-D Secure finished after a cancel voided, the
// tripla_pay status call, the audit entries of staff actions and the mail of "send".
import { beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase, query } from '../support/app.ts';
import { expectNoOpenAuthorisation, sandboxPayments } from '../payments-flow/support.ts';
import { NOW, noLookupLimit } from '../reservations/helpers.ts';
import { caller, cardToken, createLink, errorOf, FRONT_DESK, passChallenge, pay, signIn, staffBase, type Call } from './support.ts';

forEachDatabase(
  'pay links: paying',
  (ctx) => {
    let staff: Call;
    let guest: Call;

    beforeAll(async () => {
      const { app } = ctx();
      staff = await caller(app, { admin: true, bearer: await signIn(app, FRONT_DESK) });
      guest = await caller(app);
    });

    const at = async (when: string) => {
      ctx().clock.set(new Date(when));
      // Client sessions and staff sessions follow the clock: open new ones at the new time.
      staff = await caller(ctx().app, { admin: true, bearer: await signIn(ctx().app, FRONT_DESK) });
      guest = await caller(ctx().app);
    };

    describe('the guest page', () => {
      it('shows what is due by number alone, with a page session for 1 hour, and pays with a card', async () => {
        await at(NOW);
        const link = await createLink(staff, { subject: 'Airport transfer', amount: 12000 });
        expect(link).toMatchObject({ status: 'open', amount: 12000, currency: 'JPY', paid_amount: 0, qr_content: `/payments/${link.payment_number}` });
        expect(link.payment_number).toMatch(/^[A-Za-z0-9_-]{24}$/);

        const page = await guest('GET', `/api/v1/pay_links/${link.payment_number}`);
        expect(page.status, JSON.stringify(page.body)).toBe(200);
        expect(page.body.data).toMatchObject({
          subject: 'Airport transfer', amount: 12000, currency: 'JPY', status: 'open', page_status: 'open', hotel_code: 'kyoto-gion',
          page_expires_at: '2026-11-22T04:00:00.000Z', receipt_available: false,
        });

        const paid = await pay(guest, link.payment_number, await cardToken(ctx().app));
        expect(paid.status, JSON.stringify(paid.body)).toBe(200);
        expect(paid.body.data).toMatchObject({ outcome: 'paid', pay_link: { status: 'paid', page_status: 'paid', paid_at: NOW.replace('Z', '.000Z'), receipt_available: true } });
        const [payment] = await sandboxPayments(ctx().database, `pay_link:${link.payment_number}`);
        expect(payment).toMatchObject({ status: 'captured', amount: 12000, amount_captured: 12000, currency: 'JPY' });

        // A later visit sees it paid already; the spec's status call says the same.
        const again = await guest('GET', `/api/v1/pay_links/${link.payment_number}`);
        expect(again.body.data).toMatchObject({ status: 'paid', page_status: 'already_paid', page_session: null });
        const status = await guest('GET', `/api/v1/hotels/kyoto-gion/tripla_pay/transactions/${link.payment_number}`);
        expect(status.body.data).toMatchObject({ status: 'paid', page_status: 'already_paid' });
        // Another hotel's path does not find it.
        expect(errorOf(await guest('GET', `/api/v1/hotels/taipei-daan/tripla_pay/transactions/${link.payment_number}`))).toMatchObject({ status: 404, code: 9404 });

        const listed = await staff('GET', `${staffBase()}?status=paid`);
        expect(listed.body.data.map((l: any) => l.payment_number)).toContain(link.payment_number);
      });

      it('refuses paying a link already paid, cancelled or expired, and leaves no authorisation open', async () => {
        await at(NOW);
        const paid = await createLink(staff, { amount: 1000 });
        expect((await pay(guest, paid.payment_number, await cardToken(ctx().app))).status).toBe(200);
        const session = (await guest('GET', `/api/v1/pay_links/${paid.payment_number}`)).body.data.page_session;
        expect(session).toBeNull();
        // A page opened before it was paid, paying again: refused, nothing charged twice.
        const fresh = await createLink(staff, { amount: 1000 });
        const early = (await guest('GET', `/api/v1/pay_links/${fresh.payment_number}`)).body.data.page_session;
        expect((await pay(guest, fresh.payment_number, await cardToken(ctx().app), early)).status).toBe(200);
        expect(errorOf(await pay(guest, fresh.payment_number, await cardToken(ctx().app), early))).toMatchObject({ status: 409, code: 3201, payload: { status: 'paid' } });

        const cancelled = await createLink(staff, { amount: 2000 });
        const cancelledPage = (await guest('GET', `/api/v1/pay_links/${cancelled.payment_number}`)).body.data.page_session;
        const c = await staff('POST', `${staffBase()}/${cancelled.payment_number}/cancel`, { reason: 'Paid at the desk' });
        expect(c.status, JSON.stringify(c.body)).toBe(200);
        expect(c.body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Paid at the desk' });
        expect(errorOf(await pay(guest, cancelled.payment_number, await cardToken(ctx().app), cancelledPage))).toMatchObject({ status: 409, code: 3201, payload: { status: 'cancelled' } });
        expect((await guest('GET', `/api/v1/pay_links/${cancelled.payment_number}`)).body.data).toMatchObject({ status: 'cancelled', page_status: 'cancelled' });

        const expiring = await createLink(staff, { amount: 3000, due_at: '2026-11-22T03:30:00Z' });
        const expiringPage = (await guest('GET', `/api/v1/pay_links/${expiring.payment_number}`)).body.data.page_session;
        ctx().clock.set(new Date('2026-11-22T03:30:00Z'));
        expect(errorOf(await pay(guest, expiring.payment_number, await cardToken(ctx().app), expiringPage))).toMatchObject({ status: 409, code: 3201, payload: { status: 'expired' } });
        expect((await guest('GET', `/api/v1/pay_links/${expiring.payment_number}`)).body.data).toMatchObject({ status: 'expired', page_status: 'completed' });
        // Nothing was even authorised for the refused ones.
        expect(await sandboxPayments(ctx().database, `pay_link:${cancelled.payment_number}`)).toEqual([]);
        expect(await sandboxPayments(ctx().database, `pay_link:${expiring.payment_number}`)).toEqual([]);
        await expectNoOpenAuthorisation(ctx().database);
      });

      it('refuses a payment from a page opened 1 hour ago or more (1250 pay_page_expired), and a forged page session', async () => {
        await at(NOW);
        const link = await createLink(staff, { amount: 4000, due_at: '2026-11-25T00:00:00Z' });
        const session = (await guest('GET', `/api/v1/pay_links/${link.payment_number}`)).body.data.page_session;
        ctx().clock.set(new Date('2026-11-22T03:59:59Z'));
        const token = await cardToken(ctx().app, '4000000000003220');
        const ok = await pay(guest, link.payment_number, token, session);
        expect(ok.status, JSON.stringify(ok.body)).toBe(200);
        expect(ok.body.data.outcome).toBe('requires_3ds');
        ctx().clock.set(new Date('2026-11-22T04:00:00Z'));
        expect(errorOf(await pay(guest, link.payment_number, await cardToken(ctx().app), session))).toMatchObject({ status: 410, code: 1250, payload: { reason: 'pay_page_expired' } });
        const [ms, mac] = session.split('.');
        const forged = `${Number(ms) + 3_600_000}.${mac}`;
        expect(errorOf(await pay(guest, link.payment_number, await cardToken(ctx().app), forged))).toMatchObject({ status: 400, code: 1000, payload: { field: 'page_session' } });
        // A reload gives a new hour.
        const reloaded = (await guest('GET', `/api/v1/pay_links/${link.payment_number}`)).body.data;
        expect(reloaded.page_expires_at).toBe('2026-11-22T05:00:00.000Z');
      });
    });

    describe('3-D Secure', () => {
      it('pays after the challenge, read from the gateway and not from the redirect', async () => {
        await at(NOW);
        const link = await createLink(staff, { amount: 8800 });
        const started = await pay(guest, link.payment_number, await cardToken(ctx().app, '4000000000003220'));
        expect(started.body.data).toMatchObject({ outcome: 'requires_3ds', pay_link: { status: 'open' } });
        // Before the answer: still open.
        const early = await guest('POST', `/api/v1/pay_links/${link.payment_number}/payment_result`, { payment_id: started.body.data.payment_id });
        expect(early.body.data).toMatchObject({ status: 'open', page_status: 'open' });
        const back = await passChallenge(ctx().app, started.body.data.challenge_url);
        expect(back).toContain(`/payments/${link.payment_number}`);
        const result = await guest('POST', `/api/v1/pay_links/${link.payment_number}/payment_result`, { payment_id: started.body.data.payment_id });
        expect(result.body.data).toMatchObject({ status: 'paid', page_status: 'paid' });
        // Another link's payment id is not this link's.
        const other = await createLink(staff, { amount: 100 });
        expect(errorOf(await guest('POST', `/api/v1/pay_links/${other.payment_number}/payment_result`, { payment_id: started.body.data.payment_id }))).toMatchObject({ status: 404 });
      });

      it('voids the challenge when staff cancel the link while the guest is in 3-D Secure', async () => {
        await at(NOW);
        const link = await createLink(staff, { amount: 6600 });
        const started = await pay(guest, link.payment_number, await cardToken(ctx().app, '4000000000003220'));
        expect((await staff('POST', `${staffBase()}/${link.payment_number}/cancel`, {})).status).toBe(200);
        // The challenge is gone: its page sends the guest back at once.
        expect((await ctx().app.inject({ method: 'GET', url: started.body.data.challenge_url })).statusCode).toBe(303);
        const result = await guest('POST', `/api/v1/pay_links/${link.payment_number}/payment_result`, { payment_id: started.body.data.payment_id });
        expect(result.body.data).toMatchObject({ status: 'cancelled', page_status: 'cancelled' });
        const [payment] = await sandboxPayments(ctx().database, `pay_link:${link.payment_number}`);
        expect(payment).toMatchObject({ status: 'cancelled', amount_captured: 0 });
      });

      it('voids an authorisation whose 3-D Secure finished after the link stopped taking payments (expired)', async () => {
        await at(NOW);
        const link = await createLink(staff, { amount: 7700, due_at: '2026-11-22T03:05:00Z' });
        const started = await pay(guest, link.payment_number, await cardToken(ctx().app, '4000000000003220'));
        ctx().clock.set(new Date('2026-11-22T03:06:00Z'));
        await passChallenge(ctx().app, started.body.data.challenge_url);
        const result = await guest('POST', `/api/v1/pay_links/${link.payment_number}/payment_result`, { payment_id: started.body.data.payment_id });
        expect(result.body.data).toMatchObject({ status: 'expired', page_status: 'completed' });
        const [payment] = await sandboxPayments(ctx().database, `pay_link:${link.payment_number}`);
        expect(payment).toMatchObject({ status: 'cancelled', amount_captured: 0 });
        await expectNoOpenAuthorisation(ctx().database);
      });
    });

    describe('staff actions', () => {
      it('edits only while open, resends to the recipient in the guest language, and audits each action', async () => {
        await at(NOW);
        const link = await createLink(staff, { amount: 5000, recipient_email: 'guest@example.com', language: 'ja', send: true });
        const edited = await staff('PATCH', `${staffBase()}/${link.payment_number}`, { amount: 5500, subject: 'Dinner for two' });
        expect(edited.status, JSON.stringify(edited.body)).toBe(200);
        expect(edited.body.data).toMatchObject({ amount: 5500, subject: 'Dinner for two', status: 'open' });
        const resent = await staff('POST', `${staffBase()}/${link.payment_number}/resend`, {});
        expect(resent.status, JSON.stringify(resent.body)).toBe(200);
        const mails = await query<any>(ctx().database, `select language, payload->>'to' as to, payload->>'subject' as subject from mail_outbox where kind = 'pay_link' and payload->>'path' = $1 order by id`, [`/payments/${link.payment_number}`]);
        expect(mails).toEqual([
          { language: 'ja', to: 'guest@example.com', subject: 'Minibar and late check-out' },
          { language: 'ja', to: 'guest@example.com', subject: 'Dinner for two' },
        ]);
        expect((await pay(guest, link.payment_number, await cardToken(ctx().app))).status).toBe(200);
        expect(errorOf(await staff('PATCH', `${staffBase()}/${link.payment_number}`, { amount: 1 }))).toMatchObject({ status: 409, code: 3200, payload: { status: 'paid' } });
        expect(errorOf(await staff('POST', `${staffBase()}/${link.payment_number}/cancel`, {}))).toMatchObject({ status: 409, code: 3200 });
        const audit = await query<any>(ctx().database, `select action, actor_kind, actor_role from audit_entries where target_type = 'pay_link' and target_id = $1 order by id`, [link.payment_number]);
        expect(audit).toEqual([
          { action: 'pay_link.create', actor_kind: 'staff', actor_role: 'front_desk' },
          { action: 'pay_link.update', actor_kind: 'staff', actor_role: 'front_desk' },
          { action: 'pay_link.resend', actor_kind: 'staff', actor_role: 'front_desk' },
        ]);
      });

      it('refuses bad input with a 4xx, never a 5xx', async () => {
        await at(NOW);
        expect(errorOf(await staff('POST', staffBase(), { subject: 'x', amount: 100, due_at: '2026-11-21T00:00:00Z', language: 'en' })).payload).toMatchObject({ reason: 'in_the_past' });
        expect(errorOf(await staff('POST', staffBase(), { subject: ' ', amount: 100, due_at: '2026-11-23T00:00:00Z', language: 'en' })).payload).toMatchObject({ reason: 'blank' });
        expect(errorOf(await staff('POST', staffBase(), { subject: 'x', due_at: '2026-11-23T00:00:00Z', language: 'en' })).payload).toMatchObject({ field: 'amount' });
        expect(errorOf(await staff('POST', staffBase(), { subject: 'x', amount: -5, due_at: '2026-11-23T00:00:00Z', language: 'en' })).code).toBe(1000);
        expect(errorOf(await staff('POST', staffBase(), { subject: 'x', amount: 5, due_at: '2026-11-23T00:00:00Z', language: 'en', reservation_number: 'NRN-NOPE' })).payload).toMatchObject({ reason: 'not_found' });
        expect(errorOf(await guest('GET', '/api/v1/pay_links/short')).status).toBe(400);
        expect(errorOf(await guest('GET', `/api/v1/pay_links/${'A'.repeat(24)}`))).toMatchObject({ status: 404, code: 9404 });
        expect(errorOf(await guest('POST', `/api/v1/pay_links/${'A'.repeat(24)}/payments`, { token: 'x', page_session: 'y' }))).toMatchObject({ status: 404 });
      });
    });
  },
  { seed: true, now: NOW, config: noLookupLimit },
);
