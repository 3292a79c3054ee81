import { describe, expect, it } from 'vitest';
import { NorenError } from '../errors/index.ts';
import { applySearchDefaults, DEFAULT_SEARCH_RULES, type SearchInput, type SearchRules } from './criteria.ts';
import { assertValidSearch, validateSearch } from './validate.ts';

const today = '2025-06-10';
const rules: SearchRules = { ...DEFAULT_SEARCH_RULES, multiRoomsSearchEnabled: true, multiRoomsSearchLimit: 10, maxChildrenPerAdult: 2, dayUseSearchActive: true, kidsTierCodes: ['A', 'B'] };

function problems(input: SearchInput, r: Partial<SearchRules> = {}) {
  return validateSearch(applySearchDefaults(input, { checkinOffsetDays: 0 }, today), { ...rules, ...r }, today)
    .map((p) => [p.field, p.reason, p.code]);
}

describe('search validation', () => {
  it('accepts the default search', () => expect(problems({})).toEqual([]));

  it.each<[string, SearchInput, Partial<SearchRules>, unknown[][]]>([
    ['checkout before check-in', { checkin: '2025-06-12', checkout: '2025-06-11' }, {}, [['checkout', 'checkout_before_checkin', 1000]]],
    ['0-night stay without day use', { checkin: '2025-06-12', checkout: '2025-06-12' }, {}, [['checkout', 'checkout_not_after_checkin', 1000]]],
    ['malformed date', { checkin: '2025-02-30' }, {}, [['checkin', 'invalid_date', 1000]]],
    ['check-in in the past', { checkin: '2025-06-09', checkout: '2025-06-11' }, {}, [['checkin', 'date_in_past', 1000]]],
    ['yesterday when bookable', { checkin: '2025-06-09', checkout: '2025-06-11' }, { yesterdayBookable: true }, []],
    ['two days ago even when yesterday bookable', { checkin: '2025-06-08', checkout: '2025-06-11' }, { yesterdayBookable: true }, [['checkin', 'date_in_past', 1000]]],
    ['0 adults', { adults: 0 }, {}, [['adults', 'no_adults', 1000]]],
    ['negative adults', { adults: -1 }, {}, [['adults', 'invalid_count', 1000]]],
    ['fractional children', { kids_tiers: [{ code: 'A', children: 0.5 }] }, {}, [['children', 'invalid_count', 1000]]],
    ['21 guests in a room (default 20)', { adults: 21 }, { maxChildrenPerAdult: null }, [['adults', 'too_many_guests', 1000]]],
    ['20 guests in a room', { adults: 10, kids_tiers: [{ code: 'A', children: 10 }] }, { maxChildrenPerAdult: null }, []],
    ['configured max guests', { adults: 3 }, { maxGuestsPerRoom: 2 }, [['adults', 'too_many_guests', 1000]]],
    ['children per adult', { adults: 1, kids_tiers: [{ code: 'A', children: 3 }] }, {}, [['children', 'too_many_children_per_adult', 1000]]],
    ['children per adult at the limit', { adults: 1, kids_tiers: [{ code: 'A', children: 2 }] }, {}, []],
    ['unknown tier code', { kids_tiers: [{ code: 'Z', children: 1 }] }, {}, [['kids_tiers', 'unknown_code', 1000]]],
    ['unknown age range code', { kids_age_range: [{ code: 'Z', count: 1 }] }, {}, [['kids_age_range', 'unknown_code', 1000]]],
    ['known age range code', { kids_age_range: [{ code: 'A', count: 1 }] }, {}, []],
    ['rooms over the limit', { rooms: [{}, {}, {}] }, { multiRoomsSearchLimit: 2 }, [['rooms', 'too_many_rooms', 1000]]],
    ['room_count over the limit', { room_count: 3 }, { multiRoomsSearchLimit: 2 }, [['rooms', 'too_many_rooms', 1000]]],
    ['multi-room off', { rooms: [{}, {}] }, { multiRoomsSearchEnabled: false }, [['rooms', 'too_many_rooms', 1000]]],
    ['stay plus flight 6 rooms', { rooms: [{}, {}, {}, {}, {}, {}], dynamic_package: true }, {}, [['rooms', 'stay_plus_flight_room_limit', 1000]]],
    ['stay plus flight 5 rooms', { rooms: [{}, {}, {}, {}, {}], dynamic_package: true }, {}, []],
    ['undated differing guests', { search_type: 'undated', rooms: [{ adults: 2 }, { adults: 1 }] }, {}, [['rooms', 'undated_differing_guests', 1000]]],
    ['undated same guests', { search_type: 'undated', rooms: [{ adults: 2 }, { adults: 2 }] }, {}, []],
    ['undated with flight', { search_type: 'undated', dynamic_package: true }, {}, [['search_type', 'undated_with_flight', 1000]]],
    ['undated 0 nights', { search_type: 'undated', nights: 0 }, {}, [['nights', 'invalid_nights', 1000]]],
    ['day use', { checkin: '2025-06-12', is_day_use: true }, {}, []],
    ['day use not offered', { checkin: '2025-06-12', is_day_use: true }, { dayUseSearchActive: false }, [['is_day_use', 'day_use_unavailable', 1000]]],
    ['beyond the reservable period', { checkin: '2025-12-10', checkout: '2025-12-12' }, { reservablePeriodMonths: 6 }, [['checkout', 'reservable_period', 1903]]],
    ['last night on the period end', { checkin: '2025-12-09', checkout: '2025-12-11' }, { reservablePeriodMonths: 6 }, []],
  ])('%s', (_name, input, r, expected) => {
    expect(problems(input, r)).toEqual(expected);
  });

  it('names the room of a multi-room problem', () => {
    const [p] = validateSearch(applySearchDefaults({ rooms: [{ adults: 2 }, { adults: 0 }] }, { checkinOffsetDays: 0 }, today), rules, today);
    expect(p).toMatchObject({ field: 'adults', reason: 'no_adults', room_index: 1 });
  });

  it('throws 1903 with reservable_period_months, and 1000 with field and reason', () => {
    const far = applySearchDefaults({ checkin: '2026-07-01', checkout: '2026-07-02' }, { checkinOffsetDays: 0 }, today);
    try {
      assertValidSearch(far, { ...rules, reservablePeriodMonths: 12 }, today);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(NorenError);
      expect((e as NorenError).code).toBe(1903);
      expect((e as NorenError).payload).toEqual({ reservable_period_months: 12 });
    }
    const none = applySearchDefaults({ adults: 0 }, { checkinOffsetDays: 0 }, today);
    expect(() => assertValidSearch(none, rules, today)).toThrow(expect.objectContaining({ code: 1000, payload: { field: 'adults', reason: 'no_adults' } }));
  });
});
