/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// Walk-in bookings at the kiosk: tonight only (the hotel's local date; last night after midnight
// only with yesterday_bookable), at the device's own hotel, through the booking call's rules,
// booked pay-at-hotel with the balance due, or with a balance pay link whose QR is on
// NOREN_PUBLIC_URL; and the balance pay link of a found stay. A device can do nothing else.
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase, query } from '../support/app.ts';
import { api, arrivalQuestion, KYOTO_GUEST, noLookupLimit, quote, setInventory } from '../reservations/helpers.ts';
import { asKiosk, asStaff, MANAGER, pairDevice, type Caller } from './support.ts';

// Seeded two days before, so last night has rates; the tests run at 01:30 on 2026-11-23 in Tokyo.
const SEEDED = '2026-11-21T03:00:00Z';
const AFTER_MIDNIGHT = '2026-11-22T16:30:00Z';

forEachDatabase(
  'kiosk walk-ins',
  (ctx) => {
    let kyoto: Caller;
    let questionId: number;

    function unpriced(checkin: string, checkout: string, settle: 'desk' | 'pay_link'): any {
      return {
        checkin_date: checkin, checkout_date: checkout, rooms: [{ room_plan_code: 'room-only_tatami-standard', adults: 1 }],
        guest: { ...KYOTO_GUEST }, answers: [{ question_id: questionId, options: ['17:00'] }], language: 'en', expected_total_price: 0, settle,
      };
    }

    /** The body with the price the kiosk showed, quoted while the clock stands two days earlier (the quote refuses a past date). */
    async function walkInBody(app: FastifyInstance, checkin: string, checkout: string, settle: 'desk' | 'pay_link'): Promise<any> {
      const { clock } = ctx();
      const body = unpriced(checkin, checkout, settle);
      clock.set(SEEDED);
      const q = await quote(await api(app), 'kyoto-gion', { ...body, payment: { type: 'on_site' } }).finally(() => clock.set(AFTER_MIDNIGHT));
      return { ...body, expected_total_price: q.prices.total_price };
    }
    beforeAll(async () => {
      const { app, database, clock } = ctx();
      clock.set(AFTER_MIDNIGHT);
      questionId = await arrivalQuestion(database);
      await setInventory(database, 'kyoto-gion', 'tatami-standard', '2026-11-20', '2026-11-30', 20, 0);
      kyoto = await asKiosk(app, (await pairDevice(app, await asStaff(app, MANAGER), 'kyoto-gion', 'Walk-in lobby')).credential);
    });

    it('books tonight (the hotel\'s date) at the desk: balance due, pay-at-hotel, channel kiosk', async () => {
      const { app, database } = ctx();
      // 01:30 in Tokyo is already the 23rd; without yesterday_bookable the 22nd is refused.
      const refused = await kyoto.call('POST', '/kiosk/reservations', unpriced('2026-11-22', '2026-11-23', 'desk'));
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].details.payload).toMatchObject({ field: 'checkin_date', reason: 'not_tonight', allowed: ['2026-11-23'] });
      const later = await kyoto.call('POST', '/kiosk/reservations', unpriced('2026-11-24', '2026-11-25', 'desk'));
      expect(later.status).toBe(400);
      const r = await kyoto.call('POST', '/kiosk/reservations', await walkInBody(app, '2026-11-23', '2026-11-24', 'desk'));
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.data.pay_link).toBeNull();
      expect(r.body.data.stay).toMatchObject({ checkin_date: '2026-11-23', pay_at_desk: true, paid_amount: 0 });
      expect(r.body.data.stay.balance_due).toBeGreaterThan(0);
      const [row] = await query<any>(database, 'select channel, payment_type from reservations where reservation_number = $1', [r.body.data.stay.reservation_number]);
      expect(row).toEqual({ channel: 'kiosk', payment_type: 'on_site' });
    });

    it('books last night after midnight when the hotel allows yesterday', async () => {
      const { app, database } = ctx();
      await query(database, "update hotels set yesterday_bookable = true where code = 'kyoto-gion'");
      try {
        const r = await kyoto.call('POST', '/kiosk/reservations', await walkInBody(app, '2026-11-22', '2026-11-23', 'desk'));
        expect(r.status, JSON.stringify(r.body)).toBe(201);
        expect(r.body.data.stay.checkin_date).toBe('2026-11-22');
      } finally {
        await query(database, "update hotels set yesterday_bookable = false where code = 'kyoto-gion'");
      }
    });

    it('ends in a balance pay link whose QR is on NOREN_PUBLIC_URL', async () => {
      const { app, config } = ctx();
      const r = await kyoto.call('POST', '/kiosk/reservations', await walkInBody(app, '2026-11-23', '2026-11-25', 'pay_link'));
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const link = r.body.data.pay_link;
      expect(link.status).toBe('open');
      expect(link.amount).toBe(r.body.data.stay.balance_due);
      expect(link.url.startsWith(`${config.publicUrl}/payments`)).toBe(true);
      expect(link.qr_svg).toContain('<svg');
      expect(r.body.data.stay.pay_link.payment_number).toBe(link.payment_number);
      // Asking again for the same stay's balance gives the open link back.
      const again = await kyoto.call('POST', '/kiosk/pay_links', { reservation_number: r.body.data.stay.reservation_number, email: KYOTO_GUEST.email });
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      expect(again.body.data.pay_link.payment_number).toBe(link.payment_number);
    });

    it('refuses a card on the kiosk, another hotel\'s device, and a revoked device', async () => {
      const { app } = ctx();
      const body = await walkInBody(app, '2026-11-23', '2026-11-24', 'desk');
      const card = await kyoto.call('POST', '/kiosk/reservations', { ...body, guest: { ...body.guest, notes: '4242 4242 4242 4242' } });
      expect(card.status).toBe(400);
      const manager = await asStaff(app, MANAGER);
      const taipei = await asKiosk(app, (await pairDevice(app, manager, 'taipei-daan', 'Taipei walk-in')).credential);
      // A Taipei device books Taipei only: Kyoto's plan is unknown there.
      const other = await taipei.call('POST', '/kiosk/reservations', body);
      expect(other.status).toBeGreaterThanOrEqual(400);
      expect(other.status).toBeLessThan(500);
      expect(other.body.data).toBeUndefined();
      const { credential, deviceId } = await pairDevice(app, manager, 'kyoto-gion', 'Revoked walk-in');
      await manager.call('POST', `/staff/hotels/kyoto-gion/kiosk_devices/${deviceId}/revoke`);
      const revoked = await (await asKiosk(app, credential)).call('POST', '/kiosk/reservations', body);
      expect(revoked.status).toBe(401);
    });
  },
  { seed: true, now: SEEDED, config: (c) => ({ ...noLookupLimit(c), kiosk: { ...c.kiosk, lookupLimit: null } }) },
);
