import { describe, expect, it } from 'vitest';
import type { CancellationPolicyRules } from '../cancellation/fee.ts';
import { changesSomething, checkUpdate, freeCancellationEnds, planBookingDeadline, settlementOf, updateDeadline, updateRefusal, type UpdateDeadline } from './update.ts';

const TOKYO = 'Asia/Tokyo';
const STANDARD: CancellationPolicyRules = {
  cancellation_policy_parts: [
    { days_before: 365, percentage_of_cost: 0, time_of_day: null },
    { days_before: 3, percentage_of_cost: 20, time_of_day: null },
    { days_before: 1, percentage_of_cost: 50, time_of_day: null },
    { days_before: 0, percentage_of_cost: 80, time_of_day: null },
  ],
  no_show_percentage_of_cost: 100,
  same_day_percentage_of_cost: 80,
};
const KAISEKI: CancellationPolicyRules = {
  cancellation_policy_parts: [
    { days_before: 365, percentage_of_cost: 0, time_of_day: null },
    { days_before: 7, percentage_of_cost: 30, time_of_day: '18:00' },
  ],
  no_show_percentage_of_cost: 100,
  same_day_percentage_of_cost: 100,
};
const NON_REFUNDABLE: CancellationPolicyRules = { cancellation_policy_parts: [{ days_before: 365, percentage_of_cost: 100, time_of_day: null }], no_show_percentage_of_cost: 100, same_day_percentage_of_cost: 100 };
const FREE_TO_THE_DAY: CancellationPolicyRules = { cancellation_policy_parts: [{ days_before: 30, percentage_of_cost: 0, time_of_day: null }], no_show_percentage_of_cost: 100, same_day_percentage_of_cost: 0 };

const iso = (ms: number | null) => (ms === null ? null : Number.isFinite(ms) ? new Date(ms).toISOString() : 'never');

describe('freeCancellationEnds', () => {
  it.each([
    ['standard: 00:00 Tokyo three days before', STANDARD, '2026-12-08', TOKYO, '2026-12-04T15:00:00.000Z'],
    ['a tier time of day in the hotel zone', KAISEKI, '2026-12-08', TOKYO, '2026-12-01T09:00:00.000Z'],
    ['the same zone rule in New York (UTC-5 in December)', STANDARD, '2026-12-08', 'America/New_York', '2026-12-05T05:00:00.000Z'],
    ['never free: non-refundable', NON_REFUNDABLE, '2026-12-08', TOKYO, null],
    ['no policy is 100%: never free', null, '2026-12-08', TOKYO, null],
    ['free through the same day: ends with the no-show', FREE_TO_THE_DAY, '2026-12-08', TOKYO, '2026-12-08T15:00:00.000Z'],
  ])('%s', (_name, policy, checkin, zone, expected) => {
    expect(iso(freeCancellationEnds(policy, checkin, zone))).toBe(expected);
  });
});

describe('planBookingDeadline', () => {
  it.each([
    ['no hour: bookable through the check-in day itself', 0, null, '2026-12-08T15:00:00.000Z'],
    ['2 days at 18:00', 2, 18, '2026-12-06T09:00:00.000Z'],
    ['28 days, no hour', 28, null, '2026-11-10T15:00:00.000Z'],
  ])('%s', (_name, days, hour, expected) => {
    expect(new Date(planBookingDeadline('2026-12-08', days, hour, TOKYO)).toISOString()).toBe(expected);
  });
});

describe('updateDeadline', () => {
  const room = (policy: CancellationPolicyRules | null, days = 0, hour: number | null = null) => ({ policy, bookingDeadlineDays: days, bookingDeadlineHour: hour });
  it.each<[string, Parameters<typeof updateDeadline>[0]['rooms'], UpdateDeadline]>([
    ['the free cancellation of the policy', [room(STANDARD)], { at: '2026-12-04T15:00:00.000Z', source: 'free_cancellation' }],
    ['the earliest room decides', [room(STANDARD), room(KAISEKI)], { at: '2026-12-01T09:00:00.000Z', source: 'free_cancellation' }],
    ['a plan that stops selling earlier', [room(STANDARD, 28)], { at: '2026-11-10T15:00:00.000Z', source: 'plan_booking_deadline' }],
    ['never on the check-in day', [room(FREE_TO_THE_DAY)], { at: '2026-12-07T15:00:00.000Z', source: 'checkin_day' }],
    ['no free cancellation: no online update', [room(STANDARD), room(NON_REFUNDABLE)], { at: null, source: 'no_free_cancellation' }],
  ])('%s', (_name, rooms, expected) => {
    expect(updateDeadline({ checkinDate: '2026-12-08', timeZone: TOKYO, rooms })).toEqual(expected);
  });
});

describe('updateRefusal', () => {
  const open: UpdateDeadline = { at: '2026-12-04T15:00:00.000Z', source: 'free_cancellation' };
  const base = { status: 'done' as const, bookingMethod: 'booking_widget', staffAltered: false, deadline: open, now: new Date('2026-12-04T14:59:59Z') };
  it.each([
    ['open', {}, null],
    ['at the deadline instant', { now: new Date('2026-12-04T15:00:00Z') }, 'update_deadline_passed'],
    ['never updatable', { deadline: { at: null, source: 'no_free_cancellation' } }, 'update_deadline_passed'],
    ['staff altered it', { staffAltered: true }, 'staff_altered'],
    ['agency booking, even when staff altered it', { bookingMethod: 'widget_to_agency', staffAltered: true }, 'travel_agency'],
    ['cancelled first of all', { status: 'cancelled', bookingMethod: 'widget_to_agency' }, 'cancelled'],
    ['payment still pending', { status: 'payment_pending' }, 'payment_pending'],
  ] as const)('%s', (_name, over, expected) => {
    expect(updateRefusal({ ...base, ...(over as object) })).toBe(expected);
  });
});

describe('checkUpdate', () => {
  const original = { isDayUse: false, rooms: [{ room_index: 0, room_plan_code: 'a_twin' }, { room_index: 1, room_plan_code: 'b_twin' }] };
  const rules = { minNights: 2, planOptions: ['a_twin', 'a_suite', 'b_twin'], maxGuestsPerRoom: 4, today: '2026-11-22' };
  const room = (room_index: number, room_plan_code = 'a_twin', adults = 2, children = 0) => ({ room_index, room_plan_code, adults, children });
  const ask = (over: Partial<{ checkin_date: string; checkout_date: string; rooms: ReturnType<typeof room>[] }> = {}) => ({
    checkin_date: '2026-12-08', checkout_date: '2026-12-10', rooms: [room(0), room(1, 'b_twin')], ...over,
  });
  it.each([
    ['a valid change', ask({ rooms: [room(0, 'a_suite', 3, 1)] }), []],
    ['switching to the other original plan', ask({ rooms: [room(0, 'b_twin'), room(1, 'a_twin')] }), []],
    ['a plan outside the originals', ask({ rooms: [room(0, 'c_twin')] }), [['rooms.0.room_plan_code', 'not_original_plan']]],
    ['one night under the minimum', ask({ checkout_date: '2026-12-09' }), [['checkout_date', 'below_min_nights']]],
    ['checkout before checkin', ask({ checkout_date: '2026-12-07' }), [['checkout_date', 'checkout_not_after_checkin']]],
    ['a check-in in the past', ask({ checkin_date: '2026-11-21', checkout_date: '2026-11-24' }), [['checkin_date', 'in_the_past']]],
    ['adding a room', ask({ rooms: [room(0), room(1, 'b_twin'), room(1, 'b_twin')] }), [['rooms', 'cannot_add_rooms'], ['rooms.2.room_index', 'duplicate_room']]],
    ['a room that was not booked', ask({ rooms: [room(5)] }), [['rooms.0.room_index', 'unknown_room']]],
    ['no room at all', ask({ rooms: [] }), [['rooms', 'required']]],
    ['more guests than a room takes', ask({ rooms: [room(0, 'a_twin', 3, 2)] }), [['rooms.0.adults', 'too_many_guests']]],
  ])('%s', (_name, request, expected) => {
    expect(checkUpdate(original, request, rules).map((p) => [p.field, p.reason])).toEqual(expected);
  });

  it('asks a day-use stay to stay a day', () => {
    const dayUse = { ...original, isDayUse: true };
    expect(checkUpdate(dayUse, ask({ checkout_date: '2026-12-08' }), rules)).toEqual([]);
    expect(checkUpdate(dayUse, ask(), rules).map((p) => p.reason)).toEqual(['day_use_same_day']);
  });
});

describe('changesSomething and settlementOf', () => {
  const r = (room_index: number, adults = 2, children_key = '') => ({ room_index, room_plan_code: 'a', adults, children: 0, children_key });
  const stay = { checkin_date: '2026-12-08', checkout_date: '2026-12-10', rooms: [r(0), r(1)] };
  it.each([
    ['the same', stay, false],
    ['other dates', { ...stay, checkout_date: '2026-12-11' }, true],
    ['a room fewer', { ...stay, rooms: [r(0)] }, true],
    ['other children', { ...stay, rooms: [r(0), r(1, 2, 'A:1')] }, true],
    ['the same rooms in another order', { ...stay, rooms: [r(1), r(0)] }, false],
  ])('%s', (_name, request, expected) => {
    expect(changesSomething(stay, request)).toBe(expected);
  });

  it.each([
    [true, 500, 'charge'],
    [true, -500, 'refund'],
    [true, 0, 'none'],
    [false, 500, 'none'],
    [false, -500, 'none'],
  ] as const)('paid by card %s, difference %s: %s', (card, diff, expected) => {
    expect(settlementOf(card, diff)).toBe(expected);
  });
});
