// No personal data in any log (issue #12): a booking whose insert fails is logged with the
// statement and the SQLSTATE, never with the guest's e-mail, names, phone or notes that were its
// parameters, nor with the database's own message; lookups are logged without their query values
// and requests without their Client-Session.
import { Writable } from 'node:stream';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { forEachDatabase, query } from '../support/app.ts';
import { api, arrivalQuestion, kyotoBody, NOW, noLookupLimit, priced, type Api } from '../reservations/helpers.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

const GUEST = {
  first_name: 'Tsubame', last_name: 'Kuroyanagi', email: 'tsubame.kuroyanagi@example.org', email_confirmation: 'tsubame.kuroyanagi@example.org',
  phone: '+819011112222', notes: 'Allergic to buckwheat',
};
const PERSONAL = ['tsubame', 'kuroyanagi', '819011112222', 'buckwheat'];

forEachDatabase(
  'logs carry no personal data',
  (ctx) => {
    let a: Api;
    let questionId: number;

    beforeAll(async () => {
      a = await api(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
      // A trigger that refuses every booking and puts the guest's e-mail into its error message.
      await query(ctx().database, `create or replace function refuse_booking() returns trigger language plpgsql as $$
        begin raise exception 'refused booking for %', new.email using detail = 'guest ' || new.first_name || ' ' || new.last_name; end $$`);
      await query(ctx().database, 'create trigger refuse_booking before insert on reservations for each row execute function refuse_booking()');
    });

    beforeEach(() => {
      lines.length = 0;
    });

    it('logs a failed booking insert by statement and SQLSTATE only', async () => {
      const body = await priced(a, 'kyoto-gion', kyotoBody(questionId, { guest: { ...kyotoBody(questionId).guest, ...GUEST } }));
      const r = await a.post('kyoto-gion', body);
      expect(r.status, JSON.stringify(r.body)).toBe(500);
      const failed = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
      expect(failed, lines.join('\n')).toBeDefined();
      expect(failed.err).toMatchObject({ sqlstate: 'P0001', statement: expect.stringMatching(/^insert into "reservations"/) });
      expect(failed.err.statement_digest).toMatch(/^[0-9a-f]{16}$/);
      const text = lines.join('\n').toLowerCase();
      for (const value of PERSONAL) expect(text, `"${value}" was logged`).not.toContain(value);
      expect(text).not.toContain('refused booking for');
    });

    it('logs a lookup without its e-mail or token, and no Client-Session', async () => {
      const session = await a.get(`/api/v1/hotels/kyoto-gion/reservations/NRN-33333333?email=${encodeURIComponent(GUEST.email)}&bypass_token=secret-token-value`);
      expect(session.status).toBe(404);
      const text = lines.join('\n');
      expect(text).toContain('/api/v1/hotels/kyoto-gion/reservations/NRN-33333333');
      expect(text).toContain('query_keys');
      for (const value of ['tsubame', 'secret-token-value', 'client-session']) expect(text.toLowerCase()).not.toContain(value);
    });
  },
  { seed: true, now: NOW, config: noLookupLimit, logger: { level: 'info', stream } },
);
