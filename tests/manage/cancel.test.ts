/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// PUT and GET .../reservations/{number}/cancel on both databases with the demo data: the fee of the
// policy at the hotel's local time, a changed fee refused, rooms given back, a captured card
// payment refunded less the fee, access only with the right e-mail or token, same-day and
// staff-altered reservations refused, and the cancellation mail received on a real SMTP server.
import { beforeAll, expect, it } from 'vitest';
import { sendDueMail } from '../../apps/api/src/mail/outbox.ts';
import { mailTransport } from '../../apps/api/src/mail/transport.ts';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { loopbackSmtp } from '../support/smtp.ts';
import { api, arrivalQuestion, KYOTO_GUEST, errorOf, inventoryOf, kyotoBody, NOW, noLookupLimit, priced, setInventory, type Api } from '../reservations/helpers.ts';

const smtp = loopbackSmtp();
const received = smtp.received;

/** The subject header, decoded from RFC 2047 encoded words. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return header.replace(/\r?\n[ \t]/g, ' ').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')));
}

forEachDatabase(
  'manage: cancellation',
  (ctx) => {
    let a: Api;
    let session: string;
    let questionId: number;

    beforeAll(async () => {
      a = await api(ctx().app);
      session = await openClientSession(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
    });

    // Client sessions last 0.75 day on the clock, so each move of the clock opens a new one.
    const at = async (when: Date) => {
      ctx().clock.set(when);
      a = await api(ctx().app);
      session = await openClientSession(ctx().app);
    };

    const put = async (url: string, payload: unknown) => {
      const r = await ctx().app.inject({ method: 'PUT', url, headers: { 'client-session': session }, payload: payload as object });
      return { status: r.statusCode, body: r.json() };
    };

    async function book(checkin: string, checkout: string, over: Record<string, unknown> = {}) {
      await setInventory(ctx().database, 'kyoto-gion', 'tatami-standard', checkin, checkout, 10, 3);
      const body = await priced(a, 'kyoto-gion', kyotoBody(questionId, { checkin_date: checkin, checkout_date: checkout, ...over }));
      const r = await a.post('kyoto-gion', body);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.data as { reservation_number: string; bypass_token: string; reservation: any };
    }

    it('previews the fee at the hotel local time, cancels with it, gives the rooms back and mails the guest in their language', async () => {
      const { database } = ctx();
      await at(new Date(NOW));
      const booked = await book('2026-12-08', '2026-12-10', { language: 'ja', guest: { ...KYOTO_GUEST, first_name_kana: 'はなこ', last_name_kana: 'やまだ' } });
      const total = booked.reservation.prices.total_price as number;
      const base = `/api/v1/hotels/kyoto-gion/reservations/${booked.reservation_number}/cancel`;
      expect((await inventoryOf(database, 'kyoto-gion', 'tatami-standard', '2026-12-08', '2026-12-10')).map((i) => i.sold)).toEqual([4, 4]);

      // Standard policy: 0% until 3 days before, 20% from then (00:00 Tokyo = 15:00 UTC the day before).
      await at(new Date('2026-12-04T14:59:59Z'));
      let preview = await a.get(`${base}?email=HANAKO@example.com`);
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.data).toMatchObject({ cancellable: true, cancellation_fee: 0, currency: 'JPY', refund_amount: 0 });
      await at(new Date('2026-12-04T15:00:00Z'));
      preview = await a.get(`${base}?bypass_token=${booked.bypass_token}`);
      const fee = Math.floor((total * 20) / 100);
      expect(preview.body.data).toMatchObject({ cancellable: true, cancellation_fee: fee, reason: null });

      // The guest saw the free fee a second ago: refused with the new fee, nothing changes.
      const stale = errorOf(await put(`${base}?email=hanako@example.com`, { reason: 'illness', cancellation_fee_displayed: 0 }));
      expect(stale).toMatchObject({ status: 409, code: 1000, payload: { field: 'cancellation_fee_displayed', reason: 'cancellation_fee_changed', cancellation_fee: fee } });

      const ok = await put(`${base}?email=hanako@example.com`, { reason: 'illness', details: 'Fever <b>', cancellation_fee_displayed: fee });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.data).toMatchObject({ status: 'cancelled', cancellation_fee: fee, refund_status: 'none', refund_amount: 0 });
      expect((await inventoryOf(database, 'kyoto-gion', 'tatami-standard', '2026-12-08', '2026-12-10')).map((i) => i.sold)).toEqual([3, 3]);
      const [row] = await query<any>(database, `select c.reason, c.details, c.fee::int as fee, c.fee_displayed::int as shown, r.status from reservation_cancellations c join reservations r on r.id = c.reservation_id where r.reservation_number = $1`, [booked.reservation_number]);
      expect(row).toEqual({ reason: 'illness', details: 'Fever <b>', fee, shown: fee, status: 'cancelled' });

      // Twice is refused, and nothing is given back twice.
      const again = errorOf(await put(`${base}?email=hanako@example.com`, { reason: 'illness', cancellation_fee_displayed: fee }));
      expect(again).toMatchObject({ status: 409, code: 1000, payload: { reason: 'already_cancelled' } });
      expect((await inventoryOf(database, 'kyoto-gion', 'tatami-standard', '2026-12-08', '2026-12-10')).map((i) => i.sold)).toEqual([3, 3]);

      // The mail was queued in the cancel's transaction; the sender delivers it over real SMTP.
      // The route already woke the sender; running it again sends whatever it has not (never twice).
      await sendDueMail(ctx().app, mailTransport(ctx().config.mail));
      const cancellationMails = () => received.filter((m) => m.raw.includes(booked.reservation_number) && subjectOf(m.raw).startsWith('ご予約キャンセル'));
      await expect.poll(() => cancellationMails().length, { timeout: 5000 }).toBe(1);
      const mail = cancellationMails()[0];
      expect(mail, 'the cancellation mail reached the SMTP server').toBeDefined();
      expect(mail!.to).toEqual(['hanako@example.com']);
      expect(subjectOf(mail!.raw)).toMatch(new RegExp(`^ご予約キャンセルのお知らせ：${booked.reservation_number}（.+）$`));
      expect(mail!.raw).toContain('Content-Type: text/html');
      const [outbox] = await query<any>(database, `select m.status, m.attempts from mail_outbox m join reservations r on r.id = m.reservation_id where r.reservation_number = $1 and m.kind = 'cancellation'`, [booked.reservation_number]);
      expect(outbox).toEqual({ status: 'sent', attempts: 1 });
    });

    it('mails the booking confirmation in the guest language once the booking is done, exactly once', async () => {
      const { database } = ctx();
      await at(new Date(NOW));
      const booked = await book('2026-12-15', '2026-12-16', { language: 'ja', guest: { ...KYOTO_GUEST, first_name_kana: 'はなこ', last_name_kana: 'やまだ' } });
      const confirmations = () => received.filter((m) => m.raw.includes(booked.reservation_number) && subjectOf(m.raw).startsWith('ご予約確定'));
      await sendDueMail(ctx().app, mailTransport(ctx().config.mail));
      await expect.poll(() => confirmations().length, { timeout: 5000 }).toBe(1);
      expect(confirmations()[0].to).toEqual(['hanako@example.com']);
      // The sink has the mail before the sender's commit of `sent`: the row is read until it says so.
      const rows = () => query<any>(database, `select m.status from mail_outbox m join reservations r on r.id = m.reservation_id where r.reservation_number = $1 and m.kind = 'booking_confirmation'`, [booked.reservation_number]);
      await expect.poll(rows, { timeout: 5000 }).toEqual([{ status: 'sent' }]);
    });

    it('answers a wrong e-mail or token with the same 404 and no data, and asks for one of them', async () => {
            await at(new Date(NOW));
      const booked = await book('2026-12-15', '2026-12-16');
      const base = `/api/v1/hotels/kyoto-gion/reservations/${booked.reservation_number}/cancel`;
      for (const q of ['email=someone@example.com', 'bypass_token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
        const r = await put(`${base}?${q}`, { reason: 'other', cancellation_fee_displayed: 0 });
        expect(errorOf(r)).toMatchObject({ status: 404, code: 9404 });
        expect(JSON.stringify(r.body)).not.toContain('Hanako');
        expect(errorOf(await a.get(`${base}?${q}`))).toMatchObject({ status: 404, code: 9404 });
      }
      expect(errorOf(await put(base, { reason: 'other', cancellation_fee_displayed: 0 }))).toMatchObject({ status: 400, code: 1000 });
      expect(errorOf(await put(`${base}?email=hanako@example.com`, { reason: 'bored', cancellation_fee_displayed: 0 }))).toMatchObject({ code: 1000 });
      const still = await a.get(`/api/v1/hotels/kyoto-gion/reservations/${booked.reservation_number}?email=hanako@example.com`);
      expect(still.body.data.status).toBe('done');
    });

    it('refuses online cancellation on the check-in day (Tokyo time) and for staff-altered or agency reservations', async () => {
      const { database } = ctx();
      await at(new Date(NOW));
      const sameDay = await book('2026-12-20', '2026-12-21');
      const url = (n: string) => `/api/v1/hotels/kyoto-gion/reservations/${n}/cancel?email=hanako@example.com`;
      await at(new Date('2026-12-19T15:00:00Z')); // 00:00 on 12-20 in Tokyo, still 12-19 in UTC
      const preview = await a.get(url(sameDay.reservation_number));
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.data).toMatchObject({ cancellable: false, reason: 'same_day_cancellation' });
      expect(errorOf(await put(url(sameDay.reservation_number), { reason: 'other', cancellation_fee_displayed: preview.body.data.cancellation_fee })))
        .toMatchObject({ status: 422, code: 1000, payload: { reason: 'same_day_cancellation' } });

      await at(new Date(NOW));
      const altered = await book('2026-12-22', '2026-12-23');
      await query(database, `insert into reservation_alterations (reservation_id, altered_by, altered_at) select id, 'staff', now() from reservations where reservation_number = $1`, [altered.reservation_number]);
      expect(errorOf(await put(url(altered.reservation_number), { reason: 'other', cancellation_fee_displayed: 0 }))).toMatchObject({ status: 409, code: 3014 });

      const agency = await book('2026-12-24', '2026-12-25');
      await query(database, `update reservations set booking_method = 'widget_to_agency' where reservation_number = $1`, [agency.reservation_number]);
      expect(errorOf(await put(url(agency.reservation_number), { reason: 'other', cancellation_fee_displayed: 0 }))).toMatchObject({ status: 403, payload: { reason: 'travel_agency' } });
    });

    it('refunds a captured card payment less the fee through the gateway', async () => {
      const { app, database } = ctx();
      await at(new Date(NOW));
      const booked = await book('2026-12-27', '2026-12-29');
      const total = booked.reservation.prices.total_price as number;
      // Card bookings arrive with the payment step; a captured sandbox payment stands in for one.
      const { token } = await app.payments.tokenize!({ number: '4242424242424242', expMonth: 12, expYear: 2030, securityCode: '123', holder: 'HANAKO YAMADA' });
      const auth = await app.payments.authorize({ token, amount: { amount: total, currency: 'JPY' }, idempotencyKey: `t-${booked.reservation_number}`, returnUrl: 'http://localhost/', reference: booked.reservation_number });
      expect(auth.status).toBe('authorized');
      await app.payments.capture(auth.paymentId);
      await query(database, `update reservations set payment_status = 'captured', gateway_payment_id = $2, charge_amount = $3 where reservation_number = $1`, [booked.reservation_number, auth.paymentId, total]);

      await at(new Date('2026-12-26T03:00:00Z')); // the day before in Tokyo: 50%
      const base = `/api/v1/hotels/kyoto-gion/reservations/${booked.reservation_number}/cancel?bypass_token=${booked.bypass_token}`;
      const preview = await a.get(base);
      const fee = Math.floor((total * 50) / 100);
      expect(preview.body.data).toMatchObject({ cancellation_fee: fee, refund_amount: total - fee, refund_currency: 'JPY' });
      const r = await put(base, { reason: 'change_of_plans', cancellation_fee_displayed: fee });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data).toMatchObject({ status: 'cancelled', refund_status: 'refunded', refund_amount: total - fee });
      expect((await app.payments.status(auth.paymentId)).refunded).toBe(total - fee);
      const [row] = await query<any>(database, `select refund_status, refund_amount::int as amount from reservation_cancellations c join reservations r on r.id = c.reservation_id where r.reservation_number = $1`, [booked.reservation_number]);
      expect(row).toEqual({ refund_status: 'refunded', amount: total - fee });
    });
  },
  // The routes wake the sender after commit, which sends to this SMTP server (started in beforeAll, before the app).
  { seed: true, now: NOW, config: (config) => ({ ...noLookupLimit(config), mail: { ...config.mail, smtpUrl: smtp.url() } }) },
);
