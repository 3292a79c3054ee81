/* eslint-disable @typescript-eslint/no-explicit-any -- rows are untyped, checked field by field */
// The sweep of abandoned pay-link authorisations (issue #16), with the manual clock: a payment
// authorised through 3-D Secure by a guest who never came back to the page is voided at the
// gateway 30 minutes after it was asked for (PAY_LINK_AUTHORISATION_SWEEP_MS) and not before, and
// the link stays payable; a challenge never answered, which the sandbox gateway itself ends after
// its 15 minutes, is recorded as ended; a captured payment and one a capture has claimed are left
// alone; runs in parallel void each payment once, and a second run finds nothing; a dead process's
// lease runs out. Runs on PostgreSQL too, where the parallel runs interleave.
import { describe, expect, it } from 'vitest';
import { PAY_LINK_AUTHORISATION_SWEEP_MS, sweepAbandonedAuthorisations } from '../../apps/api/src/modules/pay-links/index.ts';
import { JOBS } from '../../apps/api/src/jobs/index.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { expectNoOpenAuthorisation, sandboxPayments } from '../payments-flow/support.ts';
import { NOW, noLookupLimit } from '../reservations/helpers.ts';
import { caller, cardToken, createLink, FRONT_DESK, pay, passChallenge, signIn, type Call } from './support.ts';

const THREE_DS_CARD = '4000000000003220';
const minutes = (n: number) => new Date(Date.parse(NOW) + n * 60_000);

forEachDatabase(
  'pay links: sweep of abandoned authorisations',
  (ctx) => {
    const sweep = () => sweepAbandonedAuthorisations({ db: ctx().app.db, clock: ctx().clock, gateway: ctx().app.payments });
    const attempts = async (number: string) =>
      query<any>(ctx().database, `select p.gateway_payment_id as id, p.status from pay_link_payments p join pay_links l on l.id = p.pay_link_id where l.payment_number = $1 order by p.id`, [number]);

    /** At NOW: a fresh link and a guest who starts paying it with the 3-D Secure card (and passes the challenge when `answer`). */
    const challenged = async (amount: number, answer = false): Promise<{ link: any; guest: Call; started: any }> => {
      ctx().clock.set(new Date(NOW));
      const staff = await caller(ctx().app, { admin: true, bearer: await signIn(ctx().app, FRONT_DESK) });
      const guest = await caller(ctx().app);
      // Due in a day: the link outlives the sweep's 30 minutes, so it stays payable after it.
      const link = await createLink(staff, { amount, due_at: '2026-11-23T03:00:00Z' });
      const started = await pay(guest, link.payment_number, await cardToken(ctx().app, THREE_DS_CARD));
      expect(started.body.data, JSON.stringify(started.body)).toMatchObject({ outcome: 'requires_3ds' });
      if (answer) await passChallenge(ctx().app, started.body.data.challenge_url);
      return { link, guest, started: started.body.data };
    };

    it('is one of the server jobs, and its window is 30 minutes', () => {
      expect(JOBS.map((j) => j.name)).toContain('sweep-pay-link-authorisations');
      expect(PAY_LINK_AUTHORISATION_SWEEP_MS).toBe(30 * 60_000);
    });

    describe('voids', () => {
      it('an authorisation at 30 minutes and not before; the link stays payable', async () => {
        const { link } = await challenged(3100, true);
        ctx().clock.set(minutes(29));
        expect(await sweep()).toEqual({ voided: 0, closed: 0, captured: 0, errors: 0 });
        expect(await attempts(link.payment_number)).toMatchObject([{ status: 'pending' }]);
        expect((await sandboxPayments(ctx().database, `pay_link:${link.payment_number}`))[0]).toMatchObject({ status: 'authorized' });

        ctx().clock.set(minutes(30));
        expect(await sweep()).toEqual({ voided: 1, closed: 0, captured: 0, errors: 0 });
        expect(await attempts(link.payment_number)).toMatchObject([{ status: 'voided' }]);
        expect((await sandboxPayments(ctx().database, `pay_link:${link.payment_number}`))[0]).toMatchObject({ status: 'cancelled', amount_captured: 0 });
        await expectNoOpenAuthorisation(ctx().database);
        // Nothing more to do: a second run is a no-op.
        expect(await sweep()).toEqual({ voided: 0, closed: 0, captured: 0, errors: 0 });

        // The guest may still pay with another card.
        const fresh = await caller(ctx().app);
        const page = (await fresh('GET', `/api/v1/pay_links/${link.payment_number}`)).body.data;
        expect(page).toMatchObject({ status: 'open', page_status: 'open' });
        const paid = await pay(fresh, link.payment_number, await cardToken(ctx().app), page.page_session);
        expect(paid.body.data, JSON.stringify(paid.body)).toMatchObject({ outcome: 'paid', pay_link: { status: 'paid' } });
      });

      it('an authorisation whose guest passed 3-D Secure and never came back; the late return shows it failed', async () => {
        const { link, guest, started } = await challenged(3200);
        ctx().clock.set(minutes(2));
        await passChallenge(ctx().app, started.challenge_url);
        expect((await sandboxPayments(ctx().database, `pay_link:${link.payment_number}`))[0]).toMatchObject({ status: 'authorized' });

        ctx().clock.set(minutes(31));
        expect(await sweep()).toMatchObject({ voided: 1 });
        expect((await sandboxPayments(ctx().database, `pay_link:${link.payment_number}`))[0]).toMatchObject({ status: 'cancelled', amount_captured: 0 });
        await expectNoOpenAuthorisation(ctx().database);

        // The guest's page comes back after all: no capture, the link still open, the page says the card failed.
        const late = await guest('POST', `/api/v1/pay_links/${link.payment_number}/payment_result`, { payment_id: started.payment_id });
        expect(late.body.data).toMatchObject({ status: 'open', page_status: 'failed' });
        const [row] = await query<any>(ctx().database, `select status, paid_amount::int as paid from pay_links where payment_number = $1`, [link.payment_number]);
        expect(row).toEqual({ status: 'open', paid: 0 });
      });
    });

    describe('leaves', () => {
      it('records a challenge never answered as ended: the gateway ended it after its 15 minutes', async () => {
        const { link } = await challenged(3300);
        ctx().clock.set(minutes(30));
        expect(await sweep()).toEqual({ voided: 0, closed: 1, captured: 0, errors: 0 });
        expect(await attempts(link.payment_number)).toMatchObject([{ status: 'voided' }]);
        expect((await sandboxPayments(ctx().database, `pay_link:${link.payment_number}`))[0]).toMatchObject({ status: 'expired', amount_captured: 0 });
        expect(await sweep()).toEqual({ voided: 0, closed: 0, captured: 0, errors: 0 });
      });

      it('a paid link’s capture, and a payment a capture has claimed right now', async () => {
        ctx().clock.set(new Date(NOW));
        const staff = await caller(ctx().app, { admin: true, bearer: await signIn(ctx().app, FRONT_DESK) });
        const guest = await caller(ctx().app);
        const paidLink = await createLink(staff, { amount: 3400, due_at: '2026-11-23T03:00:00Z' });
        expect((await pay(guest, paidLink.payment_number, await cardToken(ctx().app))).status).toBe(200);

        const { link: claimedLink, started } = await challenged(3500, true);
        // A capture in flight holds the link's claim (capture.ts claimCapture) for this payment,
        // taken just now: within its lease, the claim is the capture's.
        ctx().clock.set(minutes(45));
        await query(ctx().database, `update pay_links set capturing_payment_id = $1, capture_claimed_at = $2 where payment_number = $3`, [started.payment_id, minutes(45).toISOString(), claimedLink.payment_number]);

        expect(await sweep()).toEqual({ voided: 0, closed: 0, captured: 0, errors: 0 });
        expect(await attempts(paidLink.payment_number)).toMatchObject([{ status: 'captured' }]);
        expect(await attempts(claimedLink.payment_number)).toMatchObject([{ status: 'pending' }]);
        expect((await sandboxPayments(ctx().database, `pay_link:${claimedLink.payment_number}`))[0]).toMatchObject({ status: 'authorized' });

        // The claim given back (the capture failed and released it): the next run voids it.
        await query(ctx().database, `update pay_links set capturing_payment_id = null, capture_claimed_at = null where payment_number = $1`, [claimedLink.payment_number]);
        expect(await sweep()).toMatchObject({ voided: 1 });
        await expectNoOpenAuthorisation(ctx().database);
      });
    });

    it('voids each payment once when several processes sweep at once', async () => {
      const links = [];
      for (let i = 0; i < 4; i++) links.push((await challenged(3600 + i, true)).link);
      ctx().clock.set(minutes(40));
      // Three processes, each with its own view of the gateway, counting the voids it asks for.
      const cancels: string[] = [];
      const gateway = ctx().app.payments;
      const counting = { ...gateway, cancel: (id: string) => (cancels.push(id), gateway.cancel(id)) };
      const process = () => sweepAbandonedAuthorisations({ db: ctx().app.db, clock: ctx().clock, gateway: counting });
      const reports = await Promise.all([process(), process(), process()]);
      expect(reports.reduce((n, r) => n + r.voided, 0)).toBe(4);
      expect(reports.reduce((n, r) => n + r.errors + r.closed, 0)).toBe(0);
      expect(cancels).toHaveLength(4);
      expect(new Set(cancels).size).toBe(4);
      for (const link of links) {
        expect(await attempts(link.payment_number)).toMatchObject([{ status: 'voided' }]);
        expect((await sandboxPayments(ctx().database, `pay_link:${link.payment_number}`))[0]).toMatchObject({ status: 'cancelled' });
      }
      expect(await sweep()).toEqual({ voided: 0, closed: 0, captured: 0, errors: 0 });
    });

    it('takes a payment again once a dead process’s lease ran out', async () => {
      const { link } = await challenged(3700, true);
      ctx().clock.set(minutes(31));
      // A process took it and died before voiding: its lease holds for 5 minutes.
      await query(ctx().database, `update pay_link_payments p set sweep_lease_until = $1 from pay_links l where l.id = p.pay_link_id and l.payment_number = $2`, [minutes(36).toISOString(), link.payment_number]);
      expect(await sweep()).toMatchObject({ voided: 0 });
      ctx().clock.set(minutes(36));
      expect(await sweep()).toMatchObject({ voided: 1 });
      expect(await attempts(link.payment_number)).toMatchObject([{ status: 'voided' }]);
    });
  },
  { seed: true, now: NOW, config: noLookupLimit, postgres: { why: 'sweeps of several processes interleave only on a server with many connections', tests: ['voids each payment once when several processes sweep at once'] } },
);
