import { describe, expect, it } from 'vitest';
import { NorenError } from '@noren/core/domain';
import { accommodationTaxTable } from './context.ts';
import { codeList, parseSearchQuery } from './query.ts';

const TIERS = [
  { code: 'A', age_from: 6, age_to: 12 },
  { code: 'B', age_from: 3, age_to: 5 },
  { code: 'C', age_from: 0, age_to: 5 },
];

function fieldOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error instanceof NorenError ? error.payload : error;
  }
  return null;
}

describe('parseSearchQuery', () => {
  it('reads the bracketed rooms encoding, each room with its own guests', () => {
    const input = parseSearchQuery({ 'rooms[0][adults]': '2', 'rooms[0][kids_tiers]': 'A:1,B:2', 'rooms[1][adults]': '1', 'rooms[1][kids_ages]': '4,7,4' }, TIERS);
    expect(input.rooms).toEqual([
      { adults: 2, kids_tiers: [{ code: 'A', children: 1 }, { code: 'B', children: 2 }], kids_age_range: [] },
      // Ages map to the first range covering them, in the hotel's order.
      { adults: 1, kids_tiers: [], kids_age_range: [{ code: 'B', count: 2 }, { code: 'A', count: 1 }] },
    ]);
  });

  it('reads the flat single-room form, and children alone as the first tier', () => {
    expect(parseSearchQuery({ adults: '3', children: '2' }, TIERS)).toMatchObject({ adults: 3, kids_tiers: [{ code: 'A', children: 2 }], kids_age_range: [] });
    expect(parseSearchQuery({ adults: '2', children: '1', kids_tiers: 'B:1' }, TIERS)).toMatchObject({ kids_tiers: [{ code: 'B', children: 1 }] });
  });

  it('reads lists, flags and numbers, leaving out what was not given', () => {
    const input = parseSearchQuery({
      checkin: '2026-12-08', room_type_codes: 'a,b', room_type_code: ['b', 'c'], room_search_filters: '3,4', is_day_use: 'true', room_count: '2', coupon_code: '  X ',
    }, TIERS);
    expect(input).toEqual({
      search_type: 'dated', checkin: '2026-12-08', room_type_codes: ['a', 'b', 'c'], room_search_filters: [3, 4], is_day_use: true, room_count: 2, coupon_code: 'X',
      kids_tiers: [], kids_age_range: [],
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a gap in room indexes', { 'rooms[1][adults]': '2' }, 'rooms[0]', 'missing_room'],
    ['a kids list without counts', { kids_tiers: 'A,B' }, 'kids_tiers', 'malformed_list'],
    ['an age nobody covers', { kids_ages: '13' }, 'kids_ages', 'no_tier_for_age'],
    ['children that do not match the tiers', { children: '3', kids_tiers: 'A:1' }, 'children', 'does_not_match_kids'],
    ['a room\'s bad ages', { 'rooms[0][adults]': '1', 'rooms[0][kids_ages]': 'x' }, 'rooms[0][kids_ages]', 'malformed_list'],
    ['a filter that is not an id', { filter: 'tatami' }, 'room_search_filters', 'malformed_list'],
    ['rooms with different check-ins', { 'rooms[0][checkin_date]': '2026-12-08', 'rooms[1][checkin_date]': '2026-12-09' }, 'rooms[1][checkin_date]', 'dates_differ'],
    ['a room check-in other than the flat one', { checkin: '2026-12-07', 'rooms[0][checkin_date]': '2026-12-08' }, 'rooms[0][checkin_date]', 'dates_differ'],
    ['a room check-out before its check-in', { 'rooms[0][checkin_date]': '2026-12-08', 'rooms[0][checkout_date]': '2026-12-07' }, 'rooms[0][checkout_date]', 'checkout_before_checkin'],
    ['a same-day room stay without day use', { 'rooms[0][checkin_date]': '2026-12-08', 'rooms[0][checkout_date]': '2026-12-08' }, 'rooms[0][checkout_date]', 'checkout_not_after_checkin'],
  ])('refuses %s naming the field', (_name, query, field, reason) => {
    expect(fieldOf(() => parseSearchQuery(query, TIERS))).toMatchObject({ field, reason });
  });

  it('takes the stay from the rooms\' dates, with the flat guests when the rooms carry none', () => {
    const both = { 'rooms[0][checkin_date]': '2026-12-08', 'rooms[0][checkout_date]': '2026-12-10', 'rooms[0][adults]': '2', 'rooms[1][checkin_date]': '2026-12-08', 'rooms[1][adults]': '1' };
    expect(parseSearchQuery(both, TIERS)).toMatchObject({ checkin: '2026-12-08', checkout: '2026-12-10', rooms: [{ adults: 2 }, { adults: 1 }] });
    expect(parseSearchQuery({ adults: '3', 'rooms[0][checkin_date]': '2026-12-08' }, TIERS)).toMatchObject({ checkin: '2026-12-08', adults: 3 });
    expect(parseSearchQuery({ is_day_use: 'true', 'rooms[0][checkin_date]': '2026-12-08', 'rooms[0][checkout_date]': '2026-12-08' }, TIERS)).toMatchObject({ checkin: '2026-12-08', checkout: '2026-12-08' });
  });

  it('codeList merges comma lists and repeated keys without duplicates', () => {
    expect(codeList({ a: 'x, y,,x', b: ['z'] }, 'a', 'b')).toEqual(['x', 'y', 'z']);
    expect(codeList({}, 'a')).toBeUndefined();
  });
});

describe('accommodationTaxTable', () => {
  it('turns stored { up_to exclusive, amount } brackets into the engine\'s { from, tax }', () => {
    expect(accommodationTaxTable([{ up_to: 6000, amount: 200 }, { up_to: 20000, amount: 400 }, { up_to: null, amount: 1000 }], 'kyoto')).toEqual({
      name: 'kyoto', brackets: [{ from: 0, tax: 200 }, { from: 6000, tax: 400 }, { from: 20000, tax: 1000 }],
    });
    expect(accommodationTaxTable([], 'none')).toBeNull();
  });
});
