// Without SMTP_URL a mail is kept in the outbox and its line in the log names the mail by id only
// (issue 27 §9): never its recipient, its subject or the guest's name. The end-to-end run's server
// sends to an SMTP sink, so its log check (e2e/support/log-privacy-teardown.ts) never sees this
// mode; this runs the same check (tests/support/personal-data.ts) over a test app's log lines
// after a booking's confirmation is "sent" with no SMTP URL.
import { Writable } from 'node:stream';
import { beforeAll, expect, it } from 'vitest';
import { kickedSendersDone } from '../../apps/api/src/mail/hooks.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { personalDataIn } from '../support/personal-data.ts';
import { api, arrivalQuestion, kyotoBody, KYOTO_GUEST, NOW, noLookupLimit, priced } from '../reservations/helpers.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

forEachDatabase(
  'mail kept in the outbox: logged by id only',
  (ctx) => {
    let questionId: number;

    beforeAll(async () => {
      questionId = await arrivalQuestion(ctx().database);
    });

    it('logs the kept mail by its id, with no e-mail address, guest name or subject', async () => {
      expect(ctx().config.mail.smtpUrl).toBeNull();
      const a = await api(ctx().app);
      const booked = await a.post('kyoto-gion', await priced(a, 'kyoto-gion', kyotoBody(questionId)));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      await kickedSendersDone(ctx().app);
      const [mail] = await query<{ id: number; status: string; subject: string }>(
        ctx().database, `select m.id, m.status, m.subject from mail_outbox m join reservations r on r.id = m.reservation_id where r.reservation_number = $1`, [booked.body.data.reservation_number],
      );
      expect(mail.status).toBe('logged');
      const kept = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'mail kept in the outbox (no SMTP_URL)');
      expect(kept.map((l) => l.mail_id)).toEqual([mail.id]);
      expect(personalDataIn(lines.join('\n'), [KYOTO_GUEST.first_name, KYOTO_GUEST.last_name])).toEqual([]);
      expect(lines.join('\n')).not.toContain(mail.subject);
    });
  },
  { seed: true, now: NOW, config: noLookupLimit, logger: { level: 'info', stream } },
);
