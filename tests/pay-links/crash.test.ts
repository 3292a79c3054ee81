/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies and rows are untyped, checked field by field */
// A pay-link payment whose process dies at each step (issue 27 §2), driven deterministically: the
// service runs with a gateway that stops for ever after the authorisation (before its answer is
// recorded), after the claim (before the capture) and after the capture (before the record), as a
// SIGKILL there would leave it (tests/pay-links/faults.ts). Then the manual clock passes the claim's
// lease and the server's sweep job runs. It must leave no captured or authorised payment without
// its record, and no link stuck: paid when the money was taken (with its reservation's balance),
// open again otherwise, where a new payment and a staff cancel both work. Before the lease the
// sweep leaves the claim alone: a live capture, however slow, is never overtaken. Several processes
// taking claims over at once settle each once (on PostgreSQL too, where they interleave).
import { expect, it } from 'vitest';
import { CAPTURE_CLAIM_LEASE_MS, takeOverStaleClaims } from '../../apps/api/src/modules/pay-links/index.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { bookKyoto, caller as manageCaller } from '../manage/support.ts';
import { expectNoOpenAuthorisation, sandboxPayments } from '../payments-flow/support.ts';
import { arrivalQuestion, NOW, noLookupLimit } from '../reservations/helpers.ts';
import { payAndDie, payLinkDeps, runPayLinkSweep, type Step } from './faults.ts';
import { caller, cardToken, createLink, errorOf, FRONT_DESK, pay, signIn, staffBase, type Call } from './support.ts';

const minutes = (n: number) => new Date(Date.parse(NOW) + n * 60_000);
/** Within the claim's lease, and past it. */
const WITHIN_LEASE = 5;
const PAST_LEASE = 11;

/** What the gateway's statuses are recorded as in pay_link_payments. */
const RECORDED: Record<string, string> = { captured: 'captured', cancelled: 'voided', failed: 'failed' };
const PARALLEL = 'several processes taking claims over at once settle each once: one void, one record each';

forEachDatabase(
  'pay links: a crash at each step of a payment',
  (ctx) => {
    let staff: Call;
    let guest: Call;
    const at = async (n: number) => {
      ctx().clock.set(minutes(n));
      // Sessions follow the clock: open new ones at the new time.
      staff = await caller(ctx().app, { admin: true, bearer: await signIn(ctx().app, FRONT_DESK) });
      guest = await caller(ctx().app);
    };
    const linkRow = async (number: string) =>
      (await query<any>(ctx().database, `select status, paid_amount::int as paid, capturing_payment_id as claim from pay_links where payment_number = $1`, [number]))[0];

    /** Every payment the gateway made for the link has its record, none pending and none authorised. */
    const expectEveryPaymentRecorded = async (number: string) => {
      const made = await sandboxPayments(ctx().database, `pay_link:${number}`);
      expect(made.length).toBeGreaterThan(0);
      const rows = await query<any>(ctx().database, `select p.gateway_payment_id as id, p.status from pay_link_payments p join pay_links l on l.id = p.pay_link_id where l.payment_number = $1`, [number]);
      for (const p of made) {
        expect(p.status, `payment ${p.id} still holds money`).not.toBe('authorized');
        expect(rows.find((r: any) => r.id === p.id)?.status, `the record of ${p.id} (${p.status} at the gateway)`).toBe(RECORDED[p.status]);
      }
      expect(rows.filter((r: any) => r.status === 'pending')).toEqual([]);
    };

    /** A guest opens the link's page and pays with a fresh card, and the process dies at `step`; returns the page session. */
    const crashed = async (link: any, step: Step, when: 'before' | 'after'): Promise<string> => {
      const page = (await guest('GET', `/api/v1/pay_links/${link.payment_number}`)).body.data.page_session as string;
      await payAndDie(ctx().app, { step, when }, link.payment_number, await cardToken(ctx().app), page);
      return page;
    };

    it('has a lease far above a capture’s few seconds, below the 30-minute sweep', () => {
      expect(CAPTURE_CLAIM_LEASE_MS).toBe(10 * 60_000);
      expect(minutes(WITHIN_LEASE).getTime() - Date.parse(NOW)).toBeLessThan(CAPTURE_CLAIM_LEASE_MS);
      expect(minutes(PAST_LEASE).getTime() - Date.parse(NOW)).toBeGreaterThan(CAPTURE_CLAIM_LEASE_MS);
    });

    it.each([
      { when: 'after', step: 'authorize', state: 'the authorisation held, its answer never recorded' },
      { when: 'before', step: 'capture', state: 'the link claimed, nothing captured' },
    ] as const)('a crash $when $step ($state): after the lease the payment is voided, the link open again, payable and cancellable', async ({ step, when }) => {
      await at(0);
      const toCancel = await createLink(staff, { amount: 4100 });
      const toPay = await createLink(staff, { amount: 4200 });
      for (const link of [toCancel, toPay]) await crashed(link, step, when);
      for (const link of [toCancel, toPay]) expect((await sandboxPayments(ctx().database, `pay_link:${link.payment_number}`))[0]).toMatchObject({ status: 'authorized' });

      // Within the lease the sweep leaves it: the process may be a slow one, still at work.
      await at(WITHIN_LEASE);
      await runPayLinkSweep(ctx().app);
      for (const link of [toCancel, toPay]) expect((await sandboxPayments(ctx().database, `pay_link:${link.payment_number}`))[0]).toMatchObject({ status: 'authorized' });

      await at(PAST_LEASE);
      await runPayLinkSweep(ctx().app);
      for (const link of [toCancel, toPay]) {
        expect((await sandboxPayments(ctx().database, `pay_link:${link.payment_number}`))[0]).toMatchObject({ status: 'cancelled', amount_captured: 0 });
        await expectEveryPaymentRecorded(link.payment_number);
        expect(await linkRow(link.payment_number)).toEqual({ status: 'open', paid: 0, claim: null });
      }
      await expectNoOpenAuthorisation(ctx().database);

      // Staff may cancel one (3200 before); the guest may pay the other (3016 before).
      const cancel = await staff('POST', `${staffBase()}/${toCancel.payment_number}/cancel`, { reason: 'asked by the guest' });
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
      expect(cancel.body.data).toMatchObject({ status: 'cancelled' });
      const paid = await pay(guest, toPay.payment_number, await cardToken(ctx().app));
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body.data).toMatchObject({ outcome: 'paid', pay_link: { status: 'paid', amount: 4200 } });
      expect(await linkRow(toPay.payment_number)).toEqual({ status: 'paid', paid: 4200, claim: null });
      await expectEveryPaymentRecorded(toPay.payment_number);
      expect((await sandboxPayments(ctx().database, `pay_link:${toPay.payment_number}`)).map((p) => p.status)).toEqual(['cancelled', 'captured']);
    });

    it('a crash before the gateway was asked: after the lease the attempt is closed, and the same request retried pays', async () => {
      await at(0);
      const link = await createLink(staff, { amount: 4300 });
      const page = (await guest('GET', `/api/v1/pay_links/${link.payment_number}`)).body.data.page_session as string;
      const token = await cardToken(ctx().app);
      await payAndDie(ctx().app, { step: 'authorize', when: 'before' }, link.payment_number, token, page);
      expect(await sandboxPayments(ctx().database, `pay_link:${link.payment_number}`)).toEqual([]);
      const attempts = () => query<any>(ctx().database, `select p.gateway_payment_id as id, p.status from pay_link_payments p join pay_links l on l.id = p.pay_link_id where l.payment_number = $1`, [link.payment_number]);
      expect(await attempts()).toEqual([{ id: null, status: 'pending' }]);

      await at(PAST_LEASE);
      await runPayLinkSweep(ctx().app);
      // The gateway never saw its key: nothing is held, and the attempt is not left pending.
      expect(await attempts()).toEqual([{ id: null, status: 'failed' }]);
      expect(await linkRow(link.payment_number)).toEqual({ status: 'open', paid: 0, claim: null });

      // The guest's browser sends the same request again: it is seen now, and paid once.
      const paid = await pay(guest, link.payment_number, token, page);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(await linkRow(link.payment_number)).toEqual({ status: 'paid', paid: 4300, claim: null });
      await expectEveryPaymentRecorded(link.payment_number);
    });

    it('a crash after the capture (the guest charged, nothing recorded): after the lease the link is paid, with its reservation’s balance', async () => {
      await at(0);
      const booked = await bookKyoto(ctx().app, ctx().database, await arrivalQuestion(ctx().database), { checkin_date: '2026-12-15', checkout_date: '2026-12-16' });
      const total = booked.reservation.prices.total_price as number;
      const link = await createLink(staff, { subject: 'Your stay', amount: undefined, reservation_number: booked.reservation_number });
      const page = await crashed(link, 'capture', 'after');
      expect(await sandboxPayments(ctx().database, `pay_link:${link.payment_number}`)).toMatchObject([{ status: 'captured', amount_captured: total }]);

      await at(WITHIN_LEASE);
      await runPayLinkSweep(ctx().app);
      expect(await linkRow(link.payment_number)).toMatchObject({ status: 'open', paid: 0 });
      expect(errorOf(await pay(guest, link.payment_number, await cardToken(ctx().app), page))).toMatchObject({ status: 409, code: 3016 });

      await at(PAST_LEASE);
      await runPayLinkSweep(ctx().app);
      expect(await linkRow(link.payment_number)).toEqual({ status: 'paid', paid: total, claim: null });
      await expectEveryPaymentRecorded(link.payment_number);
      expect((await sandboxPayments(ctx().database, `pay_link:${link.payment_number}`)).map((p) => p.status)).toEqual(['captured']);
      const reservation = (await (await manageCaller(ctx().app)).call('GET', `/api/v1/hotels/kyoto-gion/reservations/${booked.reservation_number}?bypass_token=${booked.bypass_token}`)).body.data;
      expect(reservation.payment).toMatchObject({ remaining_amount: 0, paid_amount: total });

      // Not stuck: the guest's page and staff see it paid; neither a second payment nor a cancel is taken.
      expect((await guest('GET', `/api/v1/pay_links/${link.payment_number}`)).body.data).toMatchObject({ status: 'paid', page_status: 'already_paid' });
      expect(errorOf(await pay(guest, link.payment_number, await cardToken(ctx().app), page))).toMatchObject({ status: 409, code: 3201, payload: { status: 'paid' } });
      expect(errorOf(await staff('POST', `${staffBase()}/${link.payment_number}/cancel`, { reason: 'x' }))).toMatchObject({ status: 409, code: 3200, payload: { status: 'paid' } });

      // A later run finds nothing more to do: paid once, the balance lowered once.
      await at(PAST_LEASE * 2);
      await runPayLinkSweep(ctx().app);
      expect(await linkRow(link.payment_number)).toEqual({ status: 'paid', paid: total, claim: null });
      expect((await (await manageCaller(ctx().app)).call('GET', `/api/v1/hotels/kyoto-gion/reservations/${booked.reservation_number}?bypass_token=${booked.bypass_token}`)).body.data.payment).toMatchObject({ remaining_amount: 0, paid_amount: total });
    });

    it(PARALLEL, async () => {
      await at(0);
      const open = [await createLink(staff, { amount: 4400 }), await createLink(staff, { amount: 4500 })];
      const charged = await createLink(staff, { amount: 4600 });
      for (const link of open) await crashed(link, 'capture', 'before');
      await crashed(charged, 'capture', 'after');

      await at(PAST_LEASE);
      const cancels: string[] = [];
      const gateway = ctx().app.payments;
      const counting = { ...gateway, cancel: (id: string) => (cancels.push(id), gateway.cancel(id)) };
      const process = () => takeOverStaleClaims(payLinkDeps(ctx().app, counting));
      const reports = await Promise.all([process(), process(), process()]);
      expect(reports.reduce((n, r) => ({ paid: n.paid + r.paid, released: n.released + r.released, errors: n.errors + r.errors }))).toEqual({ paid: 1, released: 2, errors: 0 });
      expect(cancels).toHaveLength(2);
      expect(new Set(cancels).size).toBe(2);
      for (const link of open) expect(await linkRow(link.payment_number)).toEqual({ status: 'open', paid: 0, claim: null });
      expect(await linkRow(charged.payment_number)).toEqual({ status: 'paid', paid: 4600, claim: null });
      for (const link of [...open, charged]) await expectEveryPaymentRecorded(link.payment_number);
      await expectNoOpenAuthorisation(ctx().database);
      expect(await process()).toEqual({ paid: 0, released: 0, errors: 0 });
    });
  },
  { seed: true, now: NOW, config: noLookupLimit, postgres: { why: 'several processes taking claims over interleave only on a server with many connections', tests: [PARALLEL] } },
);
