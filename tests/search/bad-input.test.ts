// Bad input to the search calls: each answer is the envelope with code 1000 naming the field
// (or 404 for an unknown hotel), never a 5xx.
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../support/app.ts';
import { caller, errorOf, NOW, type Caller } from './helpers.ts';

const KYOTO = '/api/v1/hotels/kyoto-gion/rooms';
const STAY = 'checkin=2026-12-08&checkout=2026-12-10';
const sixRooms = Array.from({ length: 6 }, (_, i) => `rooms[${i}][adults]=1`).join('&');

const CASES: Array<[string, string, string]> = [
  ['check-out before check-in', `${KYOTO}?checkin=2026-12-10&checkout=2026-12-08`, 'checkout'],
  ['a check-in in the past', `${KYOTO}?checkin=2026-11-01&checkout=2026-11-02`, 'checkin'],
  ['a date that does not exist', `${KYOTO}?checkin=2026-02-30&checkout=2026-03-02`, 'checkin'],
  ['a date in another format', `${KYOTO}?checkin=12/08/2026`, 'checkin'],
  ['0 adults', `${KYOTO}?${STAY}&adults=0`, 'adults'],
  ['negative adults', `${KYOTO}?${STAY}&adults=-2`, 'adults'],
  ['fractional adults', `${KYOTO}?${STAY}&adults=1.5`, 'adults'],
  ['too many guests for a room', `${KYOTO}?${STAY}&adults=7`, 'adults'],
  ['too many children per adult', `${KYOTO}?${STAY}&adults=1&kids_tiers=A:3`, 'children'],
  ['an unknown room type code', `${KYOTO}?${STAY}&room_type_codes=penthouse`, 'room_type_codes'],
  ['an unknown hotel plan code', `${KYOTO}?${STAY}&hotel_plan_codes=all-inclusive`, 'hotel_plan_codes'],
  ['an unknown room plan code', `${KYOTO}?${STAY}&room_plan_codes=nope_nope`, 'room_plan_codes'],
  ['an unknown room search filter', `${KYOTO}?${STAY}&room_search_filters=999999`, 'room_search_filters'],
  ['an unknown kids tier', `${KYOTO}?${STAY}&kids_tiers=Z:1`, 'kids_tiers'],
  ['an unknown age range', `${KYOTO}?${STAY}&kids_age_range=Z:1`, 'kids_age_range'],
  ['an age no range covers', `${KYOTO}?${STAY}&kids_ages=15`, 'kids_ages'],
  ['a malformed code list', `${KYOTO}?${STAY}&room_type_codes=a,,b`, 'room_type_codes'],
  ['a malformed kids list', `${KYOTO}?${STAY}&kids_tiers=A1`, 'kids_tiers'],
  ['a malformed ages list', `${KYOTO}?${STAY}&kids_ages=4;5`, 'kids_ages'],
  ['children not matching the tiers', `${KYOTO}?${STAY}&children=1&kids_tiers=A:2`, 'children'],
  ['a gap in the room indexes', `${KYOTO}?${STAY}&rooms[1][adults]=2`, 'rooms[0]'],
  ['more rooms than the hotel allows', `${KYOTO}?${STAY}&${sixRooms}`, 'rooms'],
  ['room_count 0', `${KYOTO}?${STAY}&room_count=0`, 'room_count'],
  ['an unknown order', `${KYOTO}?${STAY}&order=cheapest`, 'order'],
  ['an unknown mode', `${KYOTO}?${STAY}&mode=sneaky`, 'mode'],
  ['an unknown type', `${KYOTO}?${STAY}&type=suite`, 'type'],
  ['an unknown currency', `${KYOTO}?${STAY}&mcp_currency=XXX`, 'mcp_currency'],
  ['undated with 0 nights', `${KYOTO}?search_type=undated&nights=0`, 'nights'],
  ['undated with words for nights', `${KYOTO}?search_type=undated&nights=two`, 'nights'],
  ['two coupons at once', `${KYOTO}?${STAY}&coupon_code=A,B`, 'coupon_code'],
  ['day use while the hotel has none', `${KYOTO}?checkin=2026-12-08&is_day_use=true`, 'is_day_use'],
  ['a non-boolean flag', `${KYOTO}?${STAY}&is_including_occupied=maybe`, 'is_including_occupied'],
  ['multi-room at a hotel without it', `/api/v1/hotels/taipei-daan/rooms?${STAY}&rooms[0][adults]=1&rooms[1][adults]=1`, 'rooms'],
  ['a price without a room plan', `${KYOTO}/price?${STAY}`, 'room_plan_code'],
  ['a price on an unknown room plan', `${KYOTO}/price?${STAY}&room_plan_code=nope_nope`, 'room_plan_code'],
  ['a price on a members-only plan', `${KYOTO}/price?${STAY}&room_plan_code=members-breakfast_modern-twin`, 'room_plan_code'],
  ['a price for guests the room cannot hold', `${KYOTO}/price?${STAY}&adults=3&room_plan_code=room-only_modern-twin`, 'room_plan_code'],
  ['an extra on a room that is not there', `${KYOTO}/price?${STAY}&room_plan_code=room-only_modern-twin&extras[0][extra_id]=1&extras[0][quantity]=1&extras[0][room]=3`, 'extras[0][room]'],
  ['a calendar longer than two months', `${KYOTO}/availability?from=2026-12-01&to=2027-03-01`, 'to'],
  ['a calendar ending before it starts', `${KYOTO}/inventory?from=2026-12-10&to=2026-12-01`, 'to'],
  ['a calendar without dates', `${KYOTO}/availability`, 'from'],
  ['extras for a stay ending before it starts', '/api/v1/hotels/kyoto-gion/extras?checkin=2026-12-10&checkout=2026-12-08', 'checkout'],
  ['questions with q that is not JSON', '/api/v1/hotels/kyoto-gion/additional_questions?q={label_filters', 'q'],
  ['questions with label_filters that are not labels', `/api/v1/hotels/kyoto-gion/notifications?q=${encodeURIComponent('{"label_filters":[1]}')}`, 'q'],
  ['plans with an unknown room plan code', '/api/v1/hotels/kyoto-gion/plans?room_plan_codes[]=nope_nope', 'room_plan_codes'],
  ['facilities of unknown hotels', '/api/v1/hotel_brands/noren/facilities?hotel_codes=atlantis', 'hotel_codes'],
];

forEachDatabase(
  'bad input to the search calls',
  (ctx) => {
    let api: Caller;
    beforeAll(async () => {
      api = await caller(ctx().app);
    });

    it.each(CASES)('%s: 1000 naming the field', async (_name, url, field) => {
      const error = errorOf(await api.get(url));
      expect(error.code).toBe(1000);
      expect(error.payload.field).toBe(field);
    });

    it('answers an unknown hotel, brand, policy or plan with the 404 envelope', async () => {
      for (const url of [
        `/api/v1/hotels/atlantis/rooms?${STAY}`,
        '/api/v1/hotels/99999999999/rooms',
        '/api/v1/hotels/atlantis/rooms/price',
        '/api/v1/hotels/atlantis/rooms/availability?from=2026-12-01&to=2026-12-02',
        '/api/v1/hotels/atlantis/extras',
        '/api/v1/hotels/atlantis/cancellation_policies',
        '/api/v1/hotels/kyoto-gion/cancellation_policies/999999',
        '/api/v1/hotels/atlantis/plans',
        '/api/v1/hotels/kyoto-gion/plans/no-such-plan',
        '/api/v1/hotels/kyoto-gion/plans/members-breakfast',
        '/api/v1/hotels/atlantis/notifications',
        '/api/v1/hotel_brands/atlantis/facilities',
      ]) {
        const response = await api.get(url);
        expect(response.status, url).toBe(404);
        expect(response.body.errors[0].details.code, url).toBe(9404);
      }
    });

    it('never answers junk with a 5xx', async () => {
      const junk = [
        `${KYOTO}?checkin=%00&checkout=%FF`, `${KYOTO}?adults[]=1&adults[]=2`, `${KYOTO}?rooms[99][adults]=1`,
        `${KYOTO}?${STAY}&kids_tiers=${'A:1,'.repeat(200)}A:1`, `${KYOTO}?nights=99999999999999999999&search_type=undated`,
        `${KYOTO}?${STAY}&coupon_code=${'x'.repeat(500)}`, `${KYOTO}/price?${STAY}&room_plan_code=room-only_modern-twin&extras[0][extra_id]=99999999999`,
        `${KYOTO}/price?${STAY}&room_plan_code=room-only_modern-twin&extras[0][quantity]=1`, `${KYOTO}/availability?from=0000-00-00&to=9999-99-99`,
        '/api/v1/hotels/kyoto-gion/questions', `/api/v1/hotels/kyoto-gion/additional_questions?q=${encodeURIComponent('{"label_filters":"x"}')}`,
      ];
      for (const url of junk) {
        const response = await api.get(url);
        expect(response.status, `${url} ${JSON.stringify(response.body)}`).toBeLessThan(500);
        // Unknown keys (adults[]) are ignored like tracking parameters; refusals carry a code.
        if (response.status >= 400) expect(response.body.errors[0].details.code, url).toBeGreaterThan(0);
      }
    });
  },
  { seed: true, now: NOW },
);
