/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// "Find my reservation" at the kiosk and the confirmation's kiosk QR: by number and e-mail or by
// the QR's token, for the device's own hotel only; the stay and balance and no other personal
// data; a forged or altered token, another hotel's device and a cancelled reservation's token
// are refused alike (404, no data); look-ups are rate-limited per device (429, Retry-After).
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { inlineQrImages } from '../../apps/api/src/qr-codes.ts';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';
import { api, arrivalQuestion, kyotoBody, noLookupLimit, NOW, priced, setInventory } from '../reservations/helpers.ts';
import { asKiosk, asStaff, MANAGER, pairDevice, type Caller } from './support.ts';

async function book(app: FastifyInstance, database: any, checkin: string, checkout: string): Promise<any> {
  const a = await api(app);
  await setInventory(database, 'kyoto-gion', 'tatami-standard', checkin, checkout, 20, 0);
  const body = kyotoBody(await arrivalQuestion(database), { checkin_date: checkin, checkout_date: checkout });
  const r = await a.post('kyoto-gion', await priced(a, 'kyoto-gion', body));
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

async function qrOf(app: FastifyInstance, booked: any): Promise<{ status: number; body: any }> {
  const session = await openClientSession(app);
  const r = await app.inject({ method: 'GET', url: `/api/v1/hotels/kyoto-gion/reservations/${booked.reservation_number}/kiosk_qr?bypass_token=${booked.bypass_token}`, headers: { 'client-session': session } });
  return { status: r.statusCode, body: r.json() };
}

forEachDatabase(
  'kiosk look-ups',
  (ctx) => {
    let kyoto: Caller;
    let taipei: Caller;
    let booked: any;

    beforeAll(async () => {
      const { app, database } = ctx();
      const manager = await asStaff(app, MANAGER);
      kyoto = await asKiosk(app, (await pairDevice(app, manager, 'kyoto-gion', 'Lookup lobby')).credential);
      taipei = await asKiosk(app, (await pairDevice(app, manager, 'taipei-daan', 'Taipei lookup')).credential);
      booked = await book(app, database, '2026-12-08', '2026-12-10');
    });

    it('finds a stay by number and e-mail and shows the balance, with no other personal data', async () => {
      const r = await kyoto.call('POST', '/kiosk/lookups', { reservation_number: booked.reservation_number.toLowerCase(), email: ' Hanako@Example.com ' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const stay = r.body.data.stay;
      expect(stay).toMatchObject({ reservation_number: booked.reservation_number, checkin_date: '2026-12-08', nights: 2, paid_amount: 0, pay_at_desk: true, pay_link: null });
      expect(stay.balance_due).toBe(booked.reservation.summary.total);
      expect(stay.balance_due).toBeGreaterThan(0);
      const text = JSON.stringify(r.body);
      for (const personal of ['Hanako', 'Yamada', 'hanako@example.com', '+819012345678', 'Gionmachi', 'Late arrival']) expect(text).not.toContain(personal);
      // A wrong e-mail is the 404 of a number that does not exist.
      const wrong = await kyoto.call('POST', '/kiosk/lookups', { reservation_number: booked.reservation_number, email: 'someone@example.com' });
      expect(wrong.status).toBe(404);
      expect(wrong.body.data).toBeUndefined();
    });

    it('makes the confirmation QR from NOREN_PUBLIC_URL, and finds the stay by its token or whole URL', async () => {
      const { app, config } = ctx();
      const qr = await qrOf(app, booked);
      expect(qr.status, JSON.stringify(qr.body)).toBe(200);
      const url: string = qr.body.data.lookup_url;
      expect(url.startsWith(`${config.publicUrl}/kiosk/?lookup=kl.`)).toBe(true);
      expect(qr.body.data.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      const token = new URL(url).searchParams.get('lookup')!;
      expect(token).not.toBe(booked.bypass_token);
      for (const scanned of [token, url]) {
        const r = await kyoto.call('POST', '/kiosk/lookups', { token: scanned });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(r.body.data.stay.reservation_number).toBe(booked.reservation_number);
      }
      // The lookup token is no bypass token: it does not open the guest's reservation page.
      const guest = await api(app);
      expect((await guest.get(`/api/v1/hotels/kyoto-gion/reservations/${booked.reservation_number}?bypass_token=${token}`)).status).toBe(404);
      // Without the guest's own access, no QR.
      const session = await openClientSession(app);
      const none = await app.inject({ method: 'GET', url: `/api/v1/hotels/kyoto-gion/reservations/${booked.reservation_number}/kiosk_qr?email=other@example.com`, headers: { 'client-session': session } });
      expect(none.statusCode).toBe(404);
    });

    it('puts the kiosk QR in the confirmation mail as an inline (CID) image of the same URL', async () => {
      const { app, database } = ctx();
      const manager = await asStaff(app, MANAGER);
      const [mail] = await query<{ id: number }>(database, "select m.id from mail_outbox m join reservations r on r.id = m.reservation_id where r.reservation_number = $1 and m.kind = 'booking_confirmation'", [booked.reservation_number]);
      // The console renders (and stores) a mail the sender has not sent yet.
      const shown = await manager.call('GET', `/staff/hotels/kyoto-gion/mail_outbox/${mail!.id}`);
      expect(shown.status, JSON.stringify(shown.body)).toBe(200);
      const url = (await qrOf(app, booked)).body.data.lookup_url;
      expect(shown.body.data.text_body).toContain(url);
      const [row] = await query<{ html_body: string }>(database, 'select html_body from mail_outbox where id = $1', [mail!.id]);
      expect(row!.html_body).toContain('src="cid:kiosk-qr@noren"');
      const images = await inlineQrImages(row!.html_body);
      expect(images).toHaveLength(1);
      expect(images[0]!.cid).toBe('kiosk-qr@noren');
      expect(images[0]!.content.subarray(1, 4).toString('latin1')).toBe('PNG');
    });

    it('refuses a forged or altered token, and another hotel\'s device, with the same 404', async () => {
      const { app } = ctx();
      const token = new URL((await qrOf(app, booked)).body.data.lookup_url).searchParams.get('lookup')!;
      const [, id, hotel, mac] = token.split('.');
      const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
      for (const bad of [
        `kl.${Number(id) + 1}.${hotel}.${mac}`, // another reservation
        `kl.${id}.${Number(hotel) + 1}.${mac}`, // another hotel
        `kl.${id}.${hotel}.${flip(mac!)}`, // altered signature
        `kl.${id}.${hotel}.${'A'.repeat(43)}`, // forged
        booked.bypass_token, // the bypass token is not a lookup token
        'https://evil.example/kiosk/?lookup=nothing',
      ]) {
        const r = await kyoto.call('POST', '/kiosk/lookups', { token: bad });
        expect(r.status, bad).toBe(404);
        expect(r.body.data).toBeUndefined();
      }
      // Taipei's kiosk cannot read a Kyoto stay, by token or by number and e-mail.
      expect((await taipei.call('POST', '/kiosk/lookups', { token })).status).toBe(404);
      expect((await taipei.call('POST', '/kiosk/lookups', { reservation_number: booked.reservation_number, email: 'hanako@example.com' })).status).toBe(404);
    });

    it('revokes the lookup token at cancellation', async () => {
      const { app, database } = ctx();
      const other = await book(app, database, '2026-12-14', '2026-12-15');
      const token = new URL((await qrOf(app, other)).body.data.lookup_url).searchParams.get('lookup')!;
      expect((await kyoto.call('POST', '/kiosk/lookups', { token })).status).toBe(200);
      const session = await openClientSession(app);
      const cancel = await app.inject({
        method: 'PUT', url: `/api/v1/hotels/kyoto-gion/reservations/${other.reservation_number}/cancel?bypass_token=${other.bypass_token}`,
        headers: { 'client-session': session }, payload: { reason: 'change_of_plans', cancellation_fee_displayed: 0 },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const r = await kyoto.call('POST', '/kiosk/lookups', { token });
      expect(r.status).toBe(404);
      expect(r.body.data).toBeUndefined();
      expect((await qrOf(app, other)).status).toBe(404);
    });
  },
  { seed: true, now: NOW, config: (c) => ({ ...noLookupLimit(c), kiosk: { ...c.kiosk, lookupLimit: null } }) },
);

forEachDatabase(
  'kiosk look-up rate limit',
  (ctx) => {
    it('limits look-ups per device, in the database, and not another device', async () => {
      const { app, clock } = ctx();
      const manager = await asStaff(app, MANAGER);
      const first = await asKiosk(app, (await pairDevice(app, manager, 'kyoto-gion', 'Busy')).credential);
      const second = await asKiosk(app, (await pairDevice(app, manager, 'kyoto-gion', 'Quiet')).credential);
      const look = (k: Caller) => k.call('POST', '/kiosk/lookups', { reservation_number: 'NRN-NOTHING1', email: 'a@example.com' });
      for (let i = 0; i < 3; i++) expect((await look(first)).status).toBe(404);
      const limited = await look(first);
      expect(limited.status).toBe(429);
      expect(limited.body.errors[0].details.code).toBe(9429);
      expect((await look(second)).status).toBe(404);
      clock.advance(60_000);
      expect((await look(first)).status).toBe(404);
    });
  },
  { seed: true, now: NOW, config: (c) => ({ ...noLookupLimit(c), kiosk: { ...c.kiosk, lookupLimit: { max: 3, windowMs: 60_000 } } }) },
);
