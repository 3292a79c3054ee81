/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The stay's receipt at the kiosk (issue #16 §5): from the check-out date in the hotel's zone on the
// manual clock, a QR link on NOREN_PUBLIC_URL that opens only that receipt and expires, a mail to the
// reservation's own address through a real SMTP server, a print link only for a device a manager
// gave a printer; refused (no data) before check-out, to another hotel's device, to a revoked one,
// and for a cancelled stay; counted against the device's look-up limit.
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { kickedSendersDone } from '../../apps/api/src/mail/hooks.ts';
import { sendDueMail } from '../../apps/api/src/mail/outbox.ts';
import { mailTransport } from '../../apps/api/src/mail/transport.ts';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { loopbackSmtp } from '../support/smtp.ts';
import { pdfText } from '../support/pdf-text.ts';
import { api, arrivalQuestion, errorOf, kyotoBody, noLookupLimit, NOW, priced, setInventory } from '../reservations/helpers.ts';
import { asKiosk, asStaff, FRONT_DESK, MANAGER, pairDevice, type Caller } from './support.ts';


const smtp = loopbackSmtp();
const received = smtp.received;

async function book(app: FastifyInstance, database: any, checkin: string, checkout: string, email = 'hanako@example.com', language: 'en' | 'ja' = 'en'): Promise<any> {
  const a = await api(app);
  await setInventory(database, 'kyoto-gion', 'tatami-standard', checkin, checkout, 20, 0);
  const body = kyotoBody(await arrivalQuestion(database), { checkin_date: checkin, checkout_date: checkout, language });
  // A Japanese booking asks for the names in kana too.
  const kana = language === 'ja' ? { first_name_kana: 'さぶろう', last_name_kana: 'やまだ' } : {};
  const r = await a.post('kyoto-gion', await priced(a, 'kyoto-gion', { ...body, guest: { ...body.guest, ...kana, email, email_confirmation: email } }));
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

/** GET of a receipt link as the guest's phone: no Client-Session, no device. */
async function open(app: FastifyInstance, url: string) {
  const r = await app.inject({ method: 'GET', url: url.startsWith('http') ? new URL(url).pathname : url });
  return { status: r.statusCode, type: String(r.headers['content-type'] ?? ''), raw: r.rawPayload, body: r.headers['content-type']?.toString().startsWith('application/json') ? r.json() : null };
}

const noData = (r: { body: any }) => expect(r.body?.data).toBeUndefined();

forEachDatabase(
  'kiosk receipts',
  (ctx) => {
    let manager: Caller;
    let kyotoCredential: string;
    let kyotoDeviceId: number;
    let taipeiCredential: string;
    let booked: any;
    const lookup = () => ({ reservation_number: booked.reservation_number, email: 'hanako@example.com' });
    // Client sessions end with the clock's day: each move of the clock opens new callers.
    const kyoto = () => asKiosk(ctx().app, kyotoCredential);

    beforeAll(async () => {
      const { app, database } = ctx();
      manager = await asStaff(app, MANAGER);
      ({ credential: kyotoCredential, deviceId: kyotoDeviceId } = await pairDevice(app, manager, 'kyoto-gion', 'Receipt lobby'));
      taipeiCredential = (await pairDevice(app, manager, 'taipei-daan', 'Taipei receipt')).credential;
      booked = await book(app, database, '2026-12-08', '2026-12-10');
    });

    it('says from when, and refuses every receipt call before the check-out date in Kyoto (no data)', async () => {
      const { clock } = ctx();
      // 23:59:59 on 9 December in Tokyo: the stay is not over.
      clock.set(new Date('2026-12-09T14:59:59Z'));
      const k = await kyoto();
      const found = await k.call('POST', '/kiosk/lookups', lookup());
      expect(found.status, JSON.stringify(found.body)).toBe(200);
      expect(found.body.data.receipt).toEqual({ offered: true, available_from: '2026-12-10', available: false, print: false });
      for (const path of ['/kiosk/receipt_links', '/kiosk/receipt_mails']) {
        const r = await k.call('POST', path, lookup());
        expect(errorOf(r), path).toMatchObject({ status: 422, code: 1000, payload: { field: 'checkout_date', reason: 'receipt_not_available_yet', available_from: '2026-12-10' } });
        noData(r);
      }
    });

    it('from check-out, makes a QR link on NOREN_PUBLIC_URL that opens only that receipt, and expires', async () => {
      const { app, clock, config } = ctx();
      clock.set(new Date('2026-12-09T15:00:00Z'));
      const k = await kyoto();
      expect((await k.call('POST', '/kiosk/lookups', lookup())).body.data.receipt).toMatchObject({ available: true });
      const r = await k.call('POST', '/kiosk/receipt_links', lookup());
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const link = r.body.data.receipt_link;
      expect(link.url.startsWith(`${config.publicUrl}/api/v1/kiosk/receipt_links/kr.`)).toBe(true);
      expect(link.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      expect(link.expires_at).toBe('2026-12-09T15:15:00.000Z');
      expect(JSON.stringify(r.body)).not.toContain('hanako');

      const pdf = await open(app, link.url);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      const text = await pdfText(pdf.raw);
      expect(text).toContain(booked.reservation_number);
      expect(text).toContain('Hanako');

      // Only that receipt: another id, another hotel or an altered signature is the 404 of nothing.
      const token = new URL(link.url).pathname.split('/').pop()!;
      const [, id, hotel, exp, mac] = token.split('.');
      const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
      for (const bad of [`kr.${Number(id) + 1}.${hotel}.${exp}.${mac}`, `kr.${id}.${Number(hotel) + 1}.${exp}.${mac}`, `kr.${id}.${hotel}.${Number(exp) + 3600}.${mac}`, `kr.${id}.${hotel}.${exp}.${flip(mac!)}`, 'nothing']) {
        const refused = await open(app, `/api/v1/kiosk/receipt_links/${bad}`);
        expect(refused.status, bad).toBe(404);
        noData(refused);
      }
      // The token is no bypass token: it does not open the reservation.
      const guest = await api(app);
      expect((await guest.get(`/api/v1/hotels/kyoto-gion/reservations/${booked.reservation_number}?bypass_token=${token}`)).status).toBe(404);

      clock.advance(15 * 60_000 - 1000);
      expect((await open(app, link.url)).status).toBe(200);
      clock.advance(1000);
      const expired = await open(app, link.url);
      expect(expired.status).toBe(404);
      noData(expired);
    });

    it('refuses another hotel\'s device and a revoked device', async () => {
      const { app, clock } = ctx();
      clock.set(new Date('2026-12-10T01:00:00Z'));
      const taipei = await asKiosk(app, taipeiCredential);
      for (const path of ['/kiosk/receipt_links', '/kiosk/receipt_mails', '/kiosk/receipt_prints']) {
        const r = await taipei.call('POST', path, lookup());
        expect(r.status, path).toBe(404);
        noData(r);
      }
      const boss = await asStaff(app, MANAGER);
      const spare = await pairDevice(app, boss, 'kyoto-gion', 'Soon revoked');
      const device = await asKiosk(app, spare.credential);
      expect((await device.call('POST', '/kiosk/receipt_links', lookup())).status).toBe(201);
      expect((await boss.call('POST', `/staff/hotels/kyoto-gion/kiosk_devices/${spare.deviceId}/revoke`)).status).toBe(200);
      const r = await device.call('POST', '/kiosk/receipt_links', lookup());
      expect(errorOf(r)).toMatchObject({ status: 401, payload: { reason: 'device_invalid' } });
      noData(r);
    });

    it('prints only where a manager configured a printer, through a same-origin link', async () => {
      const { app, clock } = ctx();
      clock.set(new Date('2026-12-10T02:00:00Z'));
      const k = await kyoto();
      const refused = await k.call('POST', '/kiosk/receipt_prints', lookup());
      expect(errorOf(refused)).toMatchObject({ status: 403, code: 9403, payload: { reason: 'no_printer' } });
      noData(refused);

      const boss = await asStaff(app, MANAGER);
      const desk = await asStaff(app, FRONT_DESK);
      expect(errorOf(await desk.call('PATCH', `/staff/hotels/kyoto-gion/kiosk_devices/${kyotoDeviceId}`, { printer: true }))).toMatchObject({ status: 403 });
      expect((await boss.call('PATCH', `/staff/hotels/taipei-daan/kiosk_devices/${kyotoDeviceId}`, { printer: true })).status).toBe(404);
      expect(errorOf(await boss.call('PATCH', `/staff/hotels/kyoto-gion/kiosk_devices/${kyotoDeviceId}`, { printer: 'yes' }))).toMatchObject({ status: 400 });
      const set = await boss.call('PATCH', `/staff/hotels/kyoto-gion/kiosk_devices/${kyotoDeviceId}`, { printer: true });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body.data.device).toMatchObject({ id: kyotoDeviceId, printer: true });
      const listed = await boss.call('GET', '/staff/hotels/kyoto-gion/kiosk_devices');
      expect(listed.body.data.find((d: any) => d.id === kyotoDeviceId).printer).toBe(true);
      const [audit] = await query<{ parameters: any }>(ctx().database, "select parameters from audit_entries where action = 'kiosk_device.settings' order by id desc limit 1");
      expect(audit!.parameters).toMatchObject({ printer: true });

      expect((await k.call('GET', '/kiosk/device')).body.data.device.printer).toBe(true);
      expect((await k.call('POST', '/kiosk/lookups', lookup())).body.data.receipt.print).toBe(true);
      const print = await k.call('POST', '/kiosk/receipt_prints', lookup());
      expect(print.status, JSON.stringify(print.body)).toBe(201);
      const path: string = print.body.data.receipt_print.path;
      expect(path).toMatch(/^\/kiosk\/receipt_links\/kr\./);
      const pdf = await open(app, `/api/v1${path}`);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      expect(await pdfText(pdf.raw)).toContain(booked.reservation_number);
      clock.advance(121_000);
      expect((await open(app, `/api/v1${path}`)).status).toBe(404);

      expect((await boss.call('PATCH', `/staff/hotels/kyoto-gion/kiosk_devices/${kyotoDeviceId}`, { printer: false })).body.data.device.printer).toBe(false);
      expect((await k.call('POST', '/kiosk/receipt_prints', lookup())).status).toBe(403);
    });

    it('e-mails the receipt link to the reservation\'s own address, once per stay per 10 minutes', async () => {
      const { app, clock, config, database } = ctx();
      clock.set(new Date('2026-12-10T03:00:00Z'));
      const k = await kyoto();
      const r = await k.call('POST', '/kiosk/receipt_mails', lookup());
      expect(r.status, JSON.stringify(r.body)).toBe(202);
      expect(r.body.data.receipt_mail.resend_after).toBe('2026-12-10T03:10:00.000Z');
      expect(JSON.stringify(r.body)).not.toContain('hanako');

      const again = await k.call('POST', '/kiosk/receipt_mails', lookup());
      expect(errorOf(again)).toMatchObject({ status: 429, code: 9429, payload: { retry_after: 600 } });
      noData(again);

      // The route woke the sender; running it again sends whatever it has not (never twice).
      await sendDueMail(app, mailTransport(config.mail));
      await kickedSendersDone(app);
      const mails = () => received.filter((m) => m.raw.includes(booked.reservation_number) && /^Subject: Your receipt from /m.test(m.raw));
      await expect.poll(() => mails().length, { timeout: 5000 }).toBe(1);
      expect(mails()[0]!.to).toEqual(['hanako@example.com']);
      const [row] = await query<{ status: string; to_address: string; text_body: string; language: string }>(database,
        "select m.status, m.to_address, m.text_body, m.language from mail_outbox m join reservations r on r.id = m.reservation_id where r.reservation_number = $1 and m.kind = 'kiosk_receipt'",
        [booked.reservation_number]);
      expect(row).toMatchObject({ status: 'sent', to_address: 'hanako@example.com', language: 'en' });
      const url = /(https?:\/\/\S+\/kiosk\/receipt_links\/kr\.\S+)/.exec(row!.text_body)![1]!;
      expect(url.startsWith(config.publicUrl)).toBe(true);
      // The mailed link lasts days, not minutes.
      clock.advance(6 * 86_400_000);
      const pdf = await open(app, url);
      expect(pdf.status).toBe(200);
      expect(await pdfText(pdf.raw)).toContain(booked.reservation_number);

      clock.set(new Date('2026-12-10T03:10:00Z'));
      expect((await (await kyoto()).call('POST', '/kiosk/receipt_mails', lookup())).status).toBe(202);
    });

    it('writes the mail in the reservation\'s language, whatever the kiosk shows', async () => {
      const { app, clock, config, database } = ctx();
      clock.set(new Date(NOW));
      const ja = await book(app, database, '2026-12-16', '2026-12-17', 'saburo@example.com', 'ja');
      clock.set(new Date('2026-12-17T00:30:00Z'));
      const r = await (await kyoto()).call('POST', '/kiosk/receipt_mails', { reservation_number: ja.reservation_number, email: 'saburo@example.com' });
      expect(r.status, JSON.stringify(r.body)).toBe(202);
      await sendDueMail(app, mailTransport(config.mail));
      await kickedSendersDone(app);
      const [row] = await query<{ to_address: string; subject: string; language: string }>(database,
        "select m.to_address, m.subject, m.language from mail_outbox m join reservations r on r.id = m.reservation_id where r.reservation_number = $1 and m.kind = 'kiosk_receipt'",
        [ja.reservation_number]);
      expect(row).toMatchObject({ to_address: 'saburo@example.com', language: 'ja' });
      expect(row!.subject).toMatch(new RegExp(`^.+の領収書（${ja.reservation_number}）$`));
    });

    it('has nothing for a cancelled stay', async () => {
      const { app, clock, database } = ctx();
      clock.set(new Date(NOW));
      const other = await book(app, database, '2026-12-14', '2026-12-15', 'jiro@example.com');
      const session = await openClientSession(app);
      const cancel = await app.inject({
        method: 'PUT', url: `/api/v1/hotels/kyoto-gion/reservations/${other.reservation_number}/cancel?bypass_token=${other.bypass_token}`,
        headers: { 'client-session': session }, payload: { reason: 'change_of_plans', cancellation_fee_displayed: 0 },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      clock.set(new Date('2026-12-15T03:00:00Z'));
      const k = await kyoto();
      const body = { reservation_number: other.reservation_number, email: 'jiro@example.com' };
      expect((await k.call('POST', '/kiosk/lookups', body)).body.data.receipt).toMatchObject({ offered: false });
      for (const path of ['/kiosk/receipt_links', '/kiosk/receipt_mails']) {
        const r = await k.call('POST', path, body);
        expect(r.status, path).toBe(404);
        noData(r);
      }
    });
  },
  { seed: true, now: NOW, config: (c) => ({ ...noLookupLimit(c), kiosk: { ...c.kiosk, lookupLimit: null }, mail: { ...c.mail, smtpUrl: smtp.url() } }) },
);

forEachDatabase(
  'kiosk receipts: look-up limit',
  (ctx) => {
    it('counts each receipt call as a look-up of the device', async () => {
      const { app, clock, database } = ctx();
      const manager = await asStaff(app, MANAGER);
      const booked = await book(app, database, '2026-12-08', '2026-12-10');
      const { credential } = await pairDevice(app, manager, 'kyoto-gion', 'Limited');
      clock.set(new Date('2026-12-10T01:00:00Z'));
      const k = await asKiosk(app, credential);
      const body = { reservation_number: booked.reservation_number, email: 'hanako@example.com' };
      expect((await k.call('POST', '/kiosk/lookups', body)).status).toBe(200);
      expect((await k.call('POST', '/kiosk/receipt_links', body)).status).toBe(201);
      const limited = await k.call('POST', '/kiosk/receipt_links', body);
      expect(errorOf(limited)).toMatchObject({ status: 429, code: 9429 });
      noData(limited);
      const mail = await k.call('POST', '/kiosk/receipt_mails', body);
      expect(mail.status).toBe(429);
      clock.advance(60_000);
      expect((await k.call('POST', '/kiosk/receipt_links', body)).status).toBe(201);
    });
  },
  { seed: true, now: NOW, config: (c) => ({ ...noLookupLimit(c), kiosk: { ...c.kiosk, lookupLimit: { max: 2, windowMs: 60_000 } } }) },
);
