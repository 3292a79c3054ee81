// The card-data guard (apps/api/src/modules/reservations/card-data.ts) against real bookings: a
// phone is a phone whatever its digits add up to, a timestamp in the notes is not a card, and a
// real card number in the notes or an answer is still refused before anything is booked.
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../support/app.ts';
import { api, arrivalQuestion, count, errorOf, kyotoBody, NOW, noLookupLimit, priced, setInventory, type Api } from './helpers.ts';

forEachDatabase(
  'reservations: card-data guard',
  (ctx) => {
    let a: Api;
    let questionId: number;

    beforeAll(async () => {
      a = await api(ctx().app);
      questionId = await arrivalQuestion(ctx().database);
      await setInventory(ctx().database, 'kyoto-gion', 'tatami-standard', '2026-12-15', '2026-12-17', 10, 0);
    });

    // Both pass Luhn as 13-digit runs; 1795000000004 is 2026-11-18T11:06:40.004Z in epoch ms, also Luhn-valid.
    it.each(['+8613800138002', '+4917012345675'])('books with phone %s and an epoch-ms timestamp in the notes', async (phone) => {
      const body = await priced(a, 'kyoto-gion', kyotoBody(questionId, {
        checkin_date: '2026-12-15',
        checkout_date: '2026-12-16',
        guest: { ...kyotoBody(questionId).guest, phone, notes: 'Late arrival; my booking page said ref 1795000000004' },
      }));
      const r = await a.post('kyoto-gion', body);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.data.reservation.guest.phone).toBe(phone);
      expect(r.body.data.reservation.notes).toBe('Late arrival; my booking page said ref 1795000000004');
    });

    it('still refuses a test card in the notes or in an answer, booking nothing', async () => {
      const before = await count(ctx().database, 'select 1 from reservations');
      const base = kyotoBody(questionId, { checkin_date: '2026-12-16', checkout_date: '2026-12-17', expected_total_price: 1 });
      const inNotes = await a.post('kyoto-gion', { ...base, guest: { ...base.guest, notes: 'charge 3530 1113 3330 0000 please' } });
      expect(errorOf(inNotes)).toMatchObject({ status: 400, code: 1000, payload: { field: 'guest.notes', reason: 'card_data_not_allowed' } });
      const inAnswer = await a.post('kyoto-gion', { ...base, answers: [{ question_id: questionId, options: ['17:00'], answer: '378282246310005' }] });
      expect(errorOf(inAnswer)).toMatchObject({ status: 400, code: 1000, payload: { field: 'answers.0.answer', reason: 'card_data_not_allowed' } });
      expect(await count(ctx().database, 'select 1 from reservations')).toBe(before);
    });
  },
  { seed: true, now: NOW, config: noLookupLimit },
);
