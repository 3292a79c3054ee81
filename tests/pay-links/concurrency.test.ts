/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// Two (and more) phones paying one link at once (issue #16): exactly one capture, every other
// authorisation voided, the link paid once with its reservation's balance lowered once. Runs on
// PostgreSQL too, where the payments really interleave on separate connections.
import { expect, it } from 'vitest';
import { forEachDatabase, query } from '../support/app.ts';
import { expectNoOpenAuthorisation, sandboxPayments } from '../payments-flow/support.ts';
import { NOW, noLookupLimit } from '../reservations/helpers.ts';
import { caller, cardToken, createLink, FRONT_DESK, signIn } from './support.ts';

forEachDatabase(
  'pay links: concurrency',
  (ctx) => {
    it('gives exactly one capture among 8 payments of one link at once and voids the rest', async () => {
      const { app, database } = ctx();
      const staff = await caller(app, { admin: true, bearer: await signIn(app, FRONT_DESK) });
      const link = await createLink(staff, { amount: 9900 });
      const phones = await Promise.all(Array.from({ length: 8 }, () => caller(app)));
      const sessions = await Promise.all(phones.map(async (p) => (await p('GET', `/api/v1/pay_links/${link.payment_number}`)).body.data.page_session as string));
      const tokens = await Promise.all(phones.map(() => cardToken(app)));
      const replies = await Promise.all(phones.map((p, i) => p('POST', `/api/v1/pay_links/${link.payment_number}/payments`, { token: tokens[i], page_session: sessions[i] })));
      const ok = replies.filter((r) => r.status === 200);
      expect(ok, JSON.stringify(replies.map((r) => r.body))).toHaveLength(1);
      for (const r of replies.filter((x) => x.status !== 200)) {
        expect(r.status, JSON.stringify(r.body)).toBe(409);
        expect([3201, 3016]).toContain(r.body.errors[0].details.code);
      }
      const payments = await sandboxPayments(database, `pay_link:${link.payment_number}`);
      expect(payments.filter((p) => p.status === 'captured')).toHaveLength(1);
      expect(payments.filter((p) => p.amount_captured > 0)).toHaveLength(1);
      expect(payments.filter((p) => p.status !== 'captured').every((p) => p.status === 'cancelled')).toBe(true);
      await expectNoOpenAuthorisation(database);
      const [row] = await query<any>(database, `select status, paid_amount::int as paid from pay_links where payment_number = $1`, [link.payment_number]);
      expect(row).toEqual({ status: 'paid', paid: 9900 });
      const attempts = await query<any>(database, `select p.status, count(*)::int as n from pay_link_payments p join pay_links l on l.id = p.pay_link_id where l.payment_number = $1 group by p.status order by p.status`, [link.payment_number]);
      expect(attempts.find((a: any) => a.status === 'captured')?.n).toBe(1);
    });
  },
  { seed: true, now: NOW, config: noLookupLimit, postgres: { why: 'payments racing for one link interleave only on a server with many connections' } },
);
