/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies and rows are untyped, checked field by field */
// A double tap on Pay (issue 27 §4): the same card token sent twice at once to a pay link is one
// authorisation at the gateway (its idempotency key is the token's), shared by both calls. Exactly
// one captures it; the other answers that one's outcome (paid, or 409 3016 being paid) and never
// cancels the authorisation they share, and the payment's record says captured, never voided.
// First each interleaving step by step (a gateway that holds one call at a step while the other
// runs: tests/pay-links/faults.ts), then 2 and 8 taps at once over HTTP, in repeated trials. The
// trials run on PostgreSQL too, where the taps interleave on separate connections.
import { expect, it } from 'vitest';
import { NorenError } from '@noren/core/domain';
import { forEachDatabase, query } from '../support/app.ts';
import { expectNoOpenAuthorisation, sandboxPayments } from '../payments-flow/support.ts';
import { NOW, noLookupLimit } from '../reservations/helpers.ts';
import { payThrough, stoppingGateway, type Step } from './faults.ts';
import { caller, cardToken, createLink, FRONT_DESK, signIn, type Call } from './support.ts';

forEachDatabase(
  'pay links: a double tap',
  (ctx) => {
    /** A fresh link, its page opened by one guest, and the one card token both taps send. */
    const tapReady = async (amount: number): Promise<{ number: string; page: string; token: string; guest: Call }> => {
      ctx().clock.set(new Date(NOW));
      const staff = await caller(ctx().app, { admin: true, bearer: await signIn(ctx().app, FRONT_DESK) });
      const guest = await caller(ctx().app);
      const link = await createLink(staff, { amount });
      const page = (await guest('GET', `/api/v1/pay_links/${link.payment_number}`)).body.data.page_session as string;
      return { number: link.payment_number, page, token: await cardToken(ctx().app), guest };
    };

    /** One authorisation, captured once; its record captured; the link paid once. */
    const expectPaidOnce = async (number: string, amount: number) => {
      const made = await sandboxPayments(ctx().database, `pay_link:${number}`);
      expect(made).toMatchObject([{ status: 'captured', amount_captured: amount }]);
      const rows = await query<any>(ctx().database, `select p.gateway_payment_id as id, p.status from pay_link_payments p join pay_links l on l.id = p.pay_link_id where l.payment_number = $1`, [number]);
      expect(rows).toEqual([{ id: made[0].id, status: 'captured' }]);
      const [link] = await query<any>(ctx().database, `select status, paid_amount::int as paid, gateway_payment_id as paid_with, capturing_payment_id as claim from pay_links where payment_number = $1`, [number]);
      expect(link).toEqual({ status: 'paid', paid: amount, paid_with: made[0].id, claim: null });
      await expectNoOpenAuthorisation(ctx().database);
    };

    const paidAnswer = (r: Awaited<ReturnType<typeof payThrough>>) => {
      expect(r.ok, r.ok ? '' : String(r.error)).toBe(true);
      if (r.ok) expect(r.data).toMatchObject({ outcome: 'paid', pay_link: { status: 'paid', page_status: 'paid' } });
    };
    const beingPaidAnswer = (r: Awaited<ReturnType<typeof payThrough>>) => {
      expect(r.ok, r.ok ? JSON.stringify(r.data) : '').toBe(false);
      if (!r.ok) {
        expect(r.error).toBeInstanceOf(NorenError);
        expect(r.error).toMatchObject({ code: 3016, payload: { reason: 'pay_link_being_paid' } });
      }
    };

    // In each, the second tap has read the link open and is held before it asks the gateway, so it
    // comes to the claim after the first tap took it.
    it.each([
      { when: 'before', step: 'capture', amount: 5100 },
      { when: 'after', step: 'capture', amount: 5200 },
    ] as const)('the second tap while the first is held $when its $step answers “being paid” and cancels nothing', async ({ when, step, amount }) => {
      const { number, page, token } = await tapReady(amount);
      const second = stoppingGateway(ctx().app.payments, { step: 'authorize', when: 'before' });
      const secondCall = payThrough(ctx().app, second.gateway, number, token, page);
      await second.stopped;

      const first = stoppingGateway(ctx().app.payments, { step: step as Step, when });
      const firstCall = payThrough(ctx().app, first.gateway, number, token, page);
      await first.stopped;
      second.release();
      beingPaidAnswer(await secondCall);
      expect(second.cancels).toEqual([]);

      first.release();
      paidAnswer(await firstCall);
      expect(first.cancels).toEqual([]);
      await expectPaidOnce(number, amount);
    });

    it('the second tap that comes to the claim after the first was paid answers paid, and the record stays captured', async () => {
      const { number, page, token } = await tapReady(5300);
      const second = stoppingGateway(ctx().app.payments, { step: 'authorize', when: 'before' });
      const secondCall = payThrough(ctx().app, second.gateway, number, token, page);
      await second.stopped;

      const first = stoppingGateway(ctx().app.payments);
      paidAnswer(await payThrough(ctx().app, first.gateway, number, token, page));
      second.release();
      paidAnswer(await secondCall);
      expect([...first.cancels, ...second.cancels]).toEqual([]);
      await expectPaidOnce(number, 5300);
    });

    /** `taps` posts of one token at once, `trials` times: each trial paid once, every reply coherent. */
    const trials = async (taps: number, trialCount: number) => {
      for (let trial = 0; trial < trialCount; trial++) {
        const amount = 6000 + taps * 100 + trial;
        const { number, page, token, guest } = await tapReady(amount);
        const replies = await Promise.all(Array.from({ length: taps }, () => guest('POST', `/api/v1/pay_links/${number}/payments`, { token, page_session: page })));
        const bodies = JSON.stringify(replies.map((r) => r.body));
        for (const r of replies) {
          if (r.status === 200) {
            expect(r.body.data, bodies).toMatchObject({ outcome: 'paid', pay_link: { status: 'paid' } });
            continue;
          }
          expect(r.status, bodies).toBe(409);
          const { code, payload } = r.body.errors[0].details;
          // Being paid by the other tap, or (read after it was recorded) paid already.
          if (code === 3201) expect(payload, bodies).toMatchObject({ status: 'paid' });
          else expect(code, bodies).toBe(3016);
        }
        expect(replies.some((r) => r.status === 200), `trial ${trial}: ${bodies}`).toBe(true);
        await expectPaidOnce(number, amount);
      }
    };

    it('2 taps at once, in 12 trials: one capture, the link paid, the payment captured, both answers coherent', async () => {
      await trials(2, 12);
    });

    it('8 taps at once, in 4 trials: one capture, the link paid, the payment captured, every answer coherent', async () => {
      await trials(8, 4);
    });
  },
  {
    seed: true, now: NOW, config: noLookupLimit,
    postgres: {
      why: 'taps of one token interleave on separate connections only on a server',
      tests: [
        '2 taps at once, in 12 trials: one capture, the link paid, the payment captured, both answers coherent',
        '8 taps at once, in 4 trials: one capture, the link paid, the payment captured, every answer coherent',
      ],
    },
  },
);
