/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The mail outbox on both databases: a mail is written in the transaction of the change it tells
// about, so when writing it fails (a fault injected with a trigger that refuses inserts into
// mail_outbox, as a database that cannot take the row would) the booking, update or cancellation
// is not applied and answers 503; a retry then applies it once, with exactly one mail. The sender
// renders each row from the reservation as it is when sent, and several senders at once (several
// API processes on one database) deliver each mail once.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { kickedSendersDone } from '../../apps/api/src/mail/hooks.ts';
import { queueMail, sendDueMail } from '../../apps/api/src/mail/outbox.ts';
import type { OutgoingMail } from '../../apps/api/src/mail/transport.ts';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { api, arrivalQuestion, count, inventoryOf, kyotoBody, NOW, noLookupLimit, priced, quote, setInventory, type Api } from '../reservations/helpers.ts';

const HOTEL = 'kyoto-gion';
const ROOM = 'tatami-standard';

forEachDatabase(
  'mail: the outbox is written with the change, and sent once',
  (ctx) => {
    let a: Api;
    let questionId: number;
    let session: string;

    beforeAll(async () => {
      a = await api(ctx().app);
      session = await openClientSession(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
    });

    const refuseMail = async () => {
      await query(ctx().database, `create or replace function noren_test_refuse_mail() returns trigger language plpgsql as $$
        begin raise exception 'injected fault: mail_outbox cannot take rows' using errcode = '57P03'; end $$`);
      await query(ctx().database, 'create trigger noren_test_refuse_mail before insert on mail_outbox for each row execute function noren_test_refuse_mail()');
    };
    const acceptMail = () => query(ctx().database, 'drop trigger if exists noren_test_refuse_mail on mail_outbox');
    const mailsOf = (number: string, kind: string) =>
      query<any>(ctx().database, `select m.* from mail_outbox m join reservations r on r.id = m.reservation_id where r.reservation_number = $1 and m.kind = $2 order by m.id`, [number, kind]);
    const unavailable = (r: { status: number; body: any }) => {
      expect(r.status, JSON.stringify(r.body)).toBe(503);
      expect(r.body.errors[0].details.code).toBe(9503);
      expect(r.body.data).toBeUndefined();
    };
    const call = async (method: 'GET' | 'PUT', url: string, payload?: unknown) => {
      const r = await ctx().app.inject({ method, url: `/api/v1/hotels/${HOTEL}${url}`, headers: { 'client-session': session }, ...(payload !== undefined && { payload: payload as object }) });
      return { status: r.statusCode, body: r.json() };
    };

    it('a booking whose mail cannot be written answers 503 and takes nothing; the retry with its key books once, with one mail', async () => {
      const db = ctx().database;
      await setInventory(db, HOTEL, ROOM, '2027-04-06', '2027-04-07', 5, 0);
      const body = await priced(a, HOTEL, kyotoBody(questionId, { checkin_date: '2027-04-06', checkout_date: '2027-04-07' }));
      const key = randomUUID();
      const mailsBefore = await count(db, 'select 1 from mail_outbox');
      await refuseMail();
      try {
        unavailable(await a.post(HOTEL, body, { 'idempotency-key': key }));
      } finally {
        await acceptMail();
      }
      expect(await count(db, `select 1 from reservations where checkin_date = '2027-04-06'`)).toBe(0);
      expect((await inventoryOf(db, HOTEL, ROOM, '2027-04-06', '2027-04-07'))[0].sold).toBe(0);
      expect(await count(db, 'select 1 from mail_outbox')).toBe(mailsBefore);

      const booked = await a.post(HOTEL, body, { 'idempotency-key': key });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const again = await a.post(HOTEL, body, { 'idempotency-key': key });
      expect(again.body.data.reservation_number).toBe(booked.body.data.reservation_number);
      expect(await count(db, `select 1 from reservations where checkin_date = '2027-04-06'`)).toBe(1);
      expect((await inventoryOf(db, HOTEL, ROOM, '2027-04-06', '2027-04-07'))[0].sold).toBe(1);

      // Exactly one mail, rendered by the sender the booking woke (no SMTP here: kept as 'logged').
      await kickedSendersDone(ctx().app);
      const mails = await mailsOf(booked.body.data.reservation_number, 'booking_confirmation');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ status: 'logged', language: 'en', to_address: 'hanako@example.com', dedupe_key: `booking_confirmation:${booked.body.data.reservation.id}` });
      expect(mails[0].subject).toContain(booked.body.data.reservation_number);
      expect(mails[0].text_body).toContain(booked.body.data.reservation_number);
      expect(mails[0].rendered_at).not.toBeNull();
    });

    it('an update or a cancellation whose mail cannot be written is not applied and answers 503; the retry applies it with one mail', async () => {
      const db = ctx().database;
      await setInventory(db, HOTEL, ROOM, '2027-01-12', '2027-01-14', 10, 3);
      const booked = await a.post(HOTEL, await priced(a, HOTEL, kyotoBody(questionId, { checkin_date: '2027-01-12', checkout_date: '2027-01-14' })));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const number = booked.body.data.reservation_number as string;
      const row = async () => (await query<any>(db, `select status, checkout_date::text as checkout, total_price::int as total from reservations where reservation_number = $1`, [number]))[0];
      const before = await row();
      const shorter = (await quote(a, HOTEL, kyotoBody(questionId, { checkin_date: '2027-01-12', checkout_date: '2027-01-13' }))).prices.total_price as number;
      const update = { checkin_date: '2027-01-12', checkout_date: '2027-01-13', rooms: [{ room_index: 0, room_plan_code: `room-only_${ROOM}`, adults: 2 }], confirm: true, expected_total: shorter };
      const settings = `/reservations/${number}/update_settings?email=hanako@example.com`;
      const cancel = `/reservations/${number}/cancel?email=hanako@example.com`;

      await refuseMail();
      try {
        unavailable(await call('PUT', settings, update));
        expect(await row()).toEqual(before);
        expect(await count(db, `select 1 from reservation_updates u join reservations r on r.id = u.reservation_id where r.reservation_number = $1`, [number])).toBe(0);
        const fee = (await call('GET', cancel)).body.data.cancellation_fee;
        unavailable(await call('PUT', cancel, { reason: 'illness', cancellation_fee_displayed: fee }));
        expect(await row()).toEqual(before);
        expect(await count(db, `select 1 from reservation_cancellations c join reservations r on r.id = c.reservation_id where r.reservation_number = $1`, [number])).toBe(0);
        expect((await inventoryOf(db, HOTEL, ROOM, '2027-01-12', '2027-01-14')).map((i) => i.sold)).toEqual([4, 4]);
      } finally {
        await acceptMail();
      }

      const updated = await call('PUT', settings, update);
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(await mailsOf(number, 'update')).toHaveLength(1);
      const fee = (await call('GET', cancel)).body.data.cancellation_fee;
      const cancelled = await call('PUT', cancel, { reason: 'illness', cancellation_fee_displayed: fee });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      await kickedSendersDone(ctx().app);
      const [mail] = await mailsOf(number, 'cancellation');
      expect(mail, JSON.stringify(mail)).toMatchObject({ status: 'logged', to_address: 'hanako@example.com' });
      expect(mail.text_body).toContain(number);
      expect(await mailsOf(number, 'cancellation')).toHaveLength(1);
    });

    it('renders a row from the reservation when it is sent, and several senders at once send each mail once', async () => {
      const db = ctx().database;
      const { clock } = ctx();
      await setInventory(db, HOTEL, ROOM, '2027-05-04', '2027-05-05', 5, 0);
      const booked = await a.post(HOTEL, await priced(a, HOTEL, kyotoBody(questionId, { checkin_date: '2027-05-04', checkout_date: '2027-05-05' })));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      await kickedSendersDone(ctx().app);
      const id = booked.body.data.reservation.id as number;
      // Queued twice under one key: one row. Then changed before sending: the mail says what is true now.
      const keys = Array.from({ length: 6 }, (_, i) => `test:${id}:${i}`);
      for (const k of [...keys, keys[0]]) await queueMail(db.db, clock, { kind: 'booking_confirmation', reservationId: id, language: 'ja', dedupeKey: k });
      expect(await count(db, `select 1 from mail_outbox where dedupe_key like $1`, [`test:${id}:%`])).toBe(keys.length);
      expect(await count(db, `select 1 from mail_outbox where dedupe_key like $1 and subject is null`, [`test:${id}:%`])).toBe(keys.length);
      await query(db, `update reservations set first_name = 'Sakura' where id = $1`, [id]);

      const sent: OutgoingMail[] = [];
      const transport = { send: async (m: OutgoingMail) => void sent.push(m) };
      const reports = await Promise.all([1, 2, 3].map(() => sendDueMail(ctx().app, transport, undefined, 2)));
      while ((await sendDueMail(ctx().app, transport)).sent > 0);
      const ours = sent.filter((m) => m.subject.includes(booked.body.data.reservation_number));
      expect(ours, JSON.stringify(await query(db, 'select id, status, attempts, last_error from mail_outbox where dedupe_key like $1', [`test:${id}:%`]))).toHaveLength(keys.length);
      expect(reports.reduce((n, r) => n + r.sent, 0)).toBeGreaterThan(0);
      for (const m of ours) {
        expect(m.text).toContain('Sakura');
        expect(m.subject).toMatch(/ご予約/);
      }
      const rows = await query<any>(db, `select status, attempts, text_body from mail_outbox where dedupe_key like $1`, [`test:${id}:%`]);
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(keys.map(() => ['sent', 1]));
      expect(rows.every((r) => r.text_body.includes('Sakura'))).toBe(true);
    });
  },
  {
    seed: true, now: NOW, config: noLookupLimit,
    postgres: { why: 'several senders claim rows with `for update skip locked`, which only a server with many connections exercises', tests: ['renders a row from the reservation when it is sent, and several senders at once send each mail once'] },
  },
);
