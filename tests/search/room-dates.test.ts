/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The room search payload of part 2 §7.3 puts checkin_date and checkout_date in each room
// (rooms[0][checkin_date]=…). The search and the price of a selection answer for those dates and
// no others: rooms that disagree, or a check-out not after check-in, are 1000 naming the field.
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase, query } from '../support/app.ts';
import { caller, errorOf, NOW, TODAY, type Caller } from './helpers.ts';

const KYOTO = '/api/v1/hotels/kyoto-gion';
const room = (i: number, checkin: string, checkout: string, adults = 2) =>
  `rooms[${i}][checkin_date]=${checkin}&rooms[${i}][checkout_date]=${checkout}&rooms[${i}][adults]=${adults}`;

forEachDatabase(
  'search: the dates inside each room',
  (ctx) => {
    let api: Caller;
    beforeAll(async () => {
      api = await caller(ctx().app);
    });

    it('searches the stay the rooms give, not today', async () => {
      const { status, body } = await api.get(`${KYOTO}/rooms?${room(0, '2026-12-08', '2026-12-10')}&${room(1, '2026-12-08', '2026-12-10', 1)}`);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data.search).toMatchObject({ checkin: '2026-12-08', checkout: '2026-12-10', nights: 2, room_count: 2 });
      expect(body.data.search.checkin).not.toBe(TODAY);
      expect(body.data.rooms.length).toBeGreaterThan(0);
    });

    it('takes one room\'s dates with the flat guest keys, and agrees with flat dates that match', async () => {
      const only = await api.get(`${KYOTO}/rooms?adults=1&rooms[0][checkin_date]=2027-01-12&rooms[0][checkout_date]=2027-01-13`);
      expect(only.status, JSON.stringify(only.body)).toBe(200);
      expect(only.body.data.search).toMatchObject({ checkin: '2027-01-12', checkout: '2027-01-13', nights: 1 });
      expect(only.body.data.search.rooms).toEqual([expect.objectContaining({ adults: 1 })]);
      const both = await api.get(`${KYOTO}/rooms?checkin=2027-01-12&checkout=2027-01-13&${room(0, '2027-01-12', '2027-01-13')}`);
      expect(both.body.data.search).toMatchObject({ checkin: '2027-01-12', checkout: '2027-01-13' });
    });

    it('prices a selection for the rooms\' dates (GET /rooms/price)', async () => {
      const url = `${KYOTO}/rooms/price?${room(0, '2026-12-15', '2026-12-17')}&rooms[0][room_plan_code]=room-only_tatami-standard`;
      const { status, body } = await api.get(url);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data).toMatchObject({ checkin: '2026-12-15', checkout: '2026-12-17', nights: 2 });
      expect(body.data.rooms[0].nights.map((n: any) => n.date)).toEqual(['2026-12-15', '2026-12-16']);
    });

    it('refuses rooms whose dates differ, naming the room field', async () => {
      const checkin = errorOf(await api.get(`${KYOTO}/rooms?${room(0, '2026-12-08', '2026-12-10')}&${room(1, '2026-12-09', '2026-12-10')}`));
      expect(checkin).toMatchObject({ status: 400, code: 1000, payload: { field: 'rooms[1][checkin_date]', reason: 'dates_differ' } });
      const checkout = errorOf(await api.get(`${KYOTO}/rooms/price?${room(0, '2026-12-08', '2026-12-10')}&${room(1, '2026-12-08', '2026-12-11')}`));
      expect(checkout).toMatchObject({ code: 1000, payload: { field: 'rooms[1][checkout_date]', reason: 'dates_differ' } });
      const flat = errorOf(await api.get(`${KYOTO}/rooms?checkin=2026-12-07&${room(0, '2026-12-08', '2026-12-10')}`));
      expect(flat).toMatchObject({ code: 1000, payload: { field: 'rooms[0][checkin_date]', reason: 'dates_differ' } });
    });

    it('refuses a check-out not after check-in, and a date that does not exist', async () => {
      expect(errorOf(await api.get(`${KYOTO}/rooms?${room(0, '2026-12-10', '2026-12-08')}`)))
        .toMatchObject({ code: 1000, payload: { field: 'rooms[0][checkout_date]', reason: 'checkout_before_checkin' } });
      expect(errorOf(await api.get(`${KYOTO}/rooms?${room(0, '2026-12-10', '2026-12-10')}`)))
        .toMatchObject({ code: 1000, payload: { field: 'rooms[0][checkout_date]', reason: 'checkout_not_after_checkin' } });
      expect(errorOf(await api.get(`${KYOTO}/rooms/price?${room(0, '2026-12-10', '2026-12-10')}`)))
        .toMatchObject({ code: 1000, payload: { field: 'rooms[0][checkout_date]', reason: 'checkout_not_after_checkin' } });
      expect(errorOf(await api.get(`${KYOTO}/rooms?${room(0, '2026-02-30', '2026-03-02')}`)))
        .toMatchObject({ code: 1000, payload: { field: 'rooms[0][checkin_date]', reason: 'invalid_date' } });
      expect(errorOf(await api.get(`${KYOTO}/rooms?rooms[0][checkin_date]=tomorrow&rooms[0][adults]=2`)))
        .toMatchObject({ code: 1000, payload: { field: expect.stringContaining('rooms[0][checkin_date]') } });
    });

    it('takes the same day for day use only, as the flat dates do', async () => {
      await query(ctx().database, `update hotels set day_use_search_active = true where code = 'kyoto-gion'`);
      const { status, body } = await api.get(`${KYOTO}/rooms?is_day_use=true&${room(0, '2026-12-08', '2026-12-08')}`);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data.search).toMatchObject({ checkin: '2026-12-08', checkout: '2026-12-08', nights: 0, is_day_use: true });
      expect(errorOf(await api.get(`${KYOTO}/rooms?is_day_use=true&${room(0, '2026-12-08', '2026-12-09')}`)))
        .toMatchObject({ code: 1000, payload: { field: 'rooms[0][checkout_date]', reason: 'checkout_not_after_checkin' } });
    });
  },
  { seed: true, now: NOW },
);
