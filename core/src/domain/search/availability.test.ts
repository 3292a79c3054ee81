import { describe, expect, it } from 'vitest';
import { filterAvailableRooms, isFewRoomsLeft, keepPlan, type AvailabilitySearch } from './availability.ts';

const dated = (room_count: number, extra: Partial<AvailabilitySearch> = {}): AvailabilitySearch =>
  ({ room_count, is_including_occupied: false, search_type: 'dated', mode: null, ...extra });

describe('tiers-mode availability (part 1 §4)', () => {
  it.each([
    ['within both limits', { sale_limit: 3, plan_stock_count: 5 }, dated(3), true],
    ['over the sale limit', { sale_limit: 2, plan_stock_count: 5 }, dated(3), false],
    ['over the plan stock', { sale_limit: 5, plan_stock_count: 2 }, dated(3), false],
    ['no sale limit: plan stock only', { sale_limit: null, plan_stock_count: 3 }, dated(3), true],
    ['no sale limit, stock short', { plan_stock_count: 2 }, dated(3), false],
    ['no limits at all', {}, dated(9), true],
    ['sale limit 0', { sale_limit: 0, plan_stock_count: 5 }, dated(1), false],
    ['including occupied keeps it', { sale_limit: 0, plan_stock_count: 0 }, dated(1, { is_including_occupied: true }), true],
    ['undated keeps it', { sale_limit: 0, plan_stock_count: 0 }, dated(1, { search_type: 'undated' }), true],
    ['voucher keeps it', { sale_limit: 0, plan_stock_count: 0 }, dated(1, { mode: 'voucher' }), true],
    ['secret does not', { sale_limit: 0, plan_stock_count: 0 }, dated(1, { mode: 'secret' }), false],
    ['plan room_count short', { room_count: 1 }, dated(2), false],
  ] as const)('%s', (_name, plan, search, kept) => {
    expect(keepPlan(plan, search)).toBe(kept);
  });

  it('drops rooms short of the searched room_count and rooms left without plans', () => {
    const rooms = [
      { room_type_code: 'TWIN', room_count: 1, room_plan: [{ code: 'a', sale_limit: 5, plan_stock_count: 5 }] },
      { room_type_code: 'DBL', room_count: 4, room_plan: [{ code: 'b', sale_limit: 1, plan_stock_count: 9 }, { code: 'c', sale_limit: 2, plan_stock_count: 9 }] },
      { room_type_code: 'SGL', room_count: 4, room_plan: [{ code: 'd', sale_limit: 1 }] },
    ];
    const kept = filterAvailableRooms(rooms, dated(2));
    expect(kept.map((r) => [r.room_type_code, r.room_plan.map((p) => p.code)])).toEqual([['DBL', ['c']]]);
    expect(filterAvailableRooms(rooms, dated(2, { is_including_occupied: true }))).toHaveLength(3);
  });

  it.each([[0, false], [1, true], [9, true], [10, false]])('few rooms left at %i: %s', (n, expected) => {
    expect(isFewRoomsLeft(n)).toBe(expected);
  });
});
