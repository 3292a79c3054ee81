import { describe, expect, it } from 'vitest';
import { applySearchDefaults, DEFAULT_SEARCH_RULES, searchRulesFromSettings, type SearchInput } from './criteria.ts';
import { stayNights } from './nights.ts';

const today = '2025-06-10';
const rules = { checkinOffsetDays: 0 };

describe('search defaults (part 1 §4)', () => {
  it('fills an empty search: 2 adults, today, 1 night, price_low_to_high, rooms', () => {
    const c = applySearchDefaults({}, rules, today);
    expect(c).toMatchObject({
      type: 'rooms', search_type: 'dated', checkin: '2025-06-10', checkout: '2025-06-11', nights: null,
      order: 'price_low_to_high', mode: null, room_count: 1, is_day_use: false, is_including_occupied: false,
    });
    expect(c.rooms).toEqual([{ adults: 2, kids_tiers: [], kids_age_range: [] }]);
  });

  it.each<[string, SearchInput, number, Partial<ReturnType<typeof applySearchDefaults>>]>([
    ['configured offset', {}, 3, { checkin: '2025-06-13', checkout: '2025-06-14' }],
    ['given check-in, checkout + 1', { checkin: '2025-07-01' }, 3, { checkin: '2025-07-01', checkout: '2025-07-02' }],
    ['given dates kept', { checkin: '2025-07-01', checkout: '2025-07-05' }, 0, { checkout: '2025-07-05' }],
    ['day use: checkout = check-in', { checkin: '2025-07-01', checkout: '2025-07-09', is_day_use: true }, 0, { checkout: '2025-07-01', is_day_use: true }],
    ['undated: 1 night, no dates', { search_type: 'undated' }, 0, { checkin: null, checkout: null, nights: 1 }],
    ['undated nights kept', { search_type: 'undated', nights: 4 }, 0, { nights: 4 }],
    ['secret without plan codes dropped', { mode: 'secret' }, 0, { mode: null }],
    ['secret with plan codes kept', { mode: 'secret', hotel_plan_codes: ['P1'] }, 0, { mode: 'secret' }],
    ['voucher kept', { mode: 'voucher' }, 0, { mode: 'voucher' }],
    ['order and type kept', { order: 'recommended', type: 'plan' }, 0, { order: 'recommended', type: 'plan' }],
  ])('%s', (_name, input, offset, expected) => {
    expect(applySearchDefaults(input, { checkinOffsetDays: offset }, today)).toMatchObject(expected);
  });

  it('keeps per-room guests and defaults missing adults to 2', () => {
    const c = applySearchDefaults({ rooms: [{ adults: 1 }, { kids_tiers: [{ code: 'A', children: 1 }] }] }, rules, today);
    expect(c.rooms.map((r) => r.adults)).toEqual([1, 2]);
    expect(c.room_count).toBe(2);
    expect(applySearchDefaults({ adults: 3 }, rules, today).rooms[0].adults).toBe(3);
  });

  it('reads the rules from init settings', () => {
    const r = searchRulesFromSettings({
      max_guests_per_room: 0, kids_setting: { kids_type: 'tiers', accept_type: 'accept', shared_bed_type: 'allowed', max_children_per_adult: 2 },
      kids_tiers: [{ code: 'A', age_from: 0, age_to: 5, with_bed: true, with_meal: true, name: 'A', translations: {} }],
      multi_rooms_search_enabled: true, multi_rooms_search_limit: 4, day_use_search_active: false,
      default_search_setting: { yesterday_bookable: true, available_rooms_only: false, checkin_offset_days: 2 }, reservable_period_months: 12,
    });
    expect(r).toEqual({ ...DEFAULT_SEARCH_RULES, checkinOffsetDays: 2, yesterdayBookable: true, maxGuestsPerRoom: 20, maxChildrenPerAdult: 2,
      multiRoomsSearchEnabled: true, multiRoomsSearchLimit: 4, reservablePeriodMonths: 12, kidsTierCodes: ['A'] });
  });
});

describe('nights (part 1 §4)', () => {
  it.each([
    [{ search_type: 'undated', nights: 3 }, 3],
    [{ search_type: 'undated', nights: null }, 1],
    [{ search_type: 'undated', nights: 2, checkin: '2025-01-01', checkout: '2025-01-09' }, 2],
    [{ checkin: '2025-01-01', checkout: '2025-01-01' }, 0],
    [{ checkin: '2025-01-01', checkout: null }, 0],
    [{ checkin: '2025-01-01' }, 0],
    [{ checkin: '2025-01-01', checkout: '2025-01-02' }, 1],
    [{ checkin: '2025-12-28', checkout: '2026-01-04' }, 7],
    [{ checkin: '2024-02-28', checkout: '2024-03-01' }, 2],
    [{ checkin: '2025-01-05', checkout: '2025-01-01' }, 0],
  ] as const)('%j -> %i', (input, expected) => expect(stayNights(input)).toBe(expected));
});
