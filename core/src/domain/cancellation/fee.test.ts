// Table tests of the fee at each tier boundary, at the hotel's local time, with the server in UTC.
import { describe, expect, it } from 'vitest';
import { cancellationFee, type CancellationPolicyRules } from './fee.ts';
import { localInstant } from './zonedTime.ts';

// The demo "kaiseki" policy: free until 7 days before, 30%, 50% from 18:00 two days before, 80% the day before, 100% on the day.
const kaiseki: CancellationPolicyRules = {
  cancellation_policy_parts: [
    { days_before: 365, percentage_of_cost: 0, time_of_day: null },
    { days_before: 7, percentage_of_cost: 30, time_of_day: null },
    { days_before: 2, percentage_of_cost: 50, time_of_day: '18:00' },
    { days_before: 1, percentage_of_cost: 80, time_of_day: null },
    { days_before: 0, percentage_of_cost: 100, time_of_day: null },
  ],
  no_show_percentage_of_cost: 100,
  same_day_percentage_of_cost: 100,
};

const noSameDayTier: CancellationPolicyRules = {
  cancellation_policy_parts: [{ days_before: 3, percentage_of_cost: 20, time_of_day: '12:00' }],
  no_show_percentage_of_cost: 90,
  same_day_percentage_of_cost: 60,
};

const checkinDate = '2026-12-10';
const fee = (policy: CancellationPolicyRules | null, timeZone: string, now: string, amount = 10_000) =>
  cancellationFee({ policy, checkinDate, timeZone, amount, now: new Date(now) });

describe('cancellationFee in Asia/Tokyo (UTC+9) with the server in UTC', () => {
  it.each([
    // now (UTC)               percent stage           days  refusal
    ['2025-12-09T14:59:59Z', 100, 'before_tiers', null, null], // before the 365-day tier starts
    ['2025-12-09T15:00:00Z', 0, 'tier', 365, null], // 365 days before at 00:00 JST
    ['2026-12-02T14:59:59.999Z', 0, 'tier', 365, null],
    ['2026-12-02T15:00:00Z', 30, 'tier', 7, null], // 2026-12-03 00:00 JST
    ['2026-12-08T08:59:59Z', 30, 'tier', 7, null], // 17:59:59 JST two days before
    ['2026-12-08T09:00:00Z', 50, 'tier', 2, null], // 18:00 JST two days before
    ['2026-12-08T14:59:59Z', 50, 'tier', 2, null], // still 12-08 in UTC, 23:59:59 JST
    ['2026-12-08T15:00:00Z', 80, 'tier', 1, null], // 12-09 00:00 JST while UTC reads 12-08
    ['2026-12-09T14:59:59Z', 80, 'tier', 1, null],
    ['2026-12-09T15:00:00Z', 100, 'same_day', 0, 'same_day_cancellation'], // check-in day 00:00 JST
    ['2026-12-10T14:59:59Z', 100, 'same_day', 0, 'same_day_cancellation'],
    ['2026-12-10T15:00:00Z', 100, 'no_show', null, 'after_checkin'],
  ])('at %s: %i%% (%s)', (now, percent, stage, days, refusal) => {
    const f = fee(kaiseki, 'Asia/Tokyo', now);
    expect(f).toMatchObject({ percent, stage, days_before: days, refusal, fee: percent * 100 });
  });

  it('names when the percent began and when it changes next', () => {
    const f = fee(kaiseki, 'Asia/Tokyo', '2026-12-05T00:00:00Z');
    expect(f.since).toBe('2026-12-02T15:00:00.000Z');
    expect(f.changes_at).toBe('2026-12-08T09:00:00.000Z');
    expect(fee(kaiseki, 'Asia/Tokyo', '2026-12-11T00:00:00Z').changes_at).toBeNull();
  });
});

describe('cancellationFee in Asia/Taipei (UTC+8)', () => {
  it.each([
    ['2026-12-08T09:59:59Z', 30],
    ['2026-12-08T10:00:00Z', 50], // 18:00 in Taipei, 19:00 in Tokyo: the hotel's zone decides
    ['2026-12-08T15:59:59Z', 50],
    ['2026-12-08T16:00:00Z', 80],
  ])('at %s: %i%%', (now, percent) => {
    expect(fee(kaiseki, 'Asia/Taipei', now).percent).toBe(percent);
  });

  it('the same instant falls in different tiers in Tokyo and Taipei', () => {
    const now = '2026-12-08T09:30:00Z';
    expect(fee(kaiseki, 'Asia/Tokyo', now).percent).toBe(50);
    expect(fee(kaiseki, 'Asia/Taipei', now).percent).toBe(30);
  });
});

describe('same day, no-show and no tier', () => {
  it('uses the same-day percent on the check-in day when the policy has no 0-day tier, and refuses online', () => {
    expect(fee(noSameDayTier, 'Asia/Tokyo', '2026-12-09T15:00:00Z')).toMatchObject({ percent: 60, stage: 'same_day', refusal: 'same_day_cancellation', fee: 6000 });
  });

  it('uses the no-show percent from the day after check-in', () => {
    expect(fee(noSameDayTier, 'Asia/Tokyo', '2026-12-11T03:00:00Z')).toMatchObject({ percent: 90, stage: 'no_show', refusal: 'after_checkin' });
  });

  it('charges 100% before the first tier starts (no tier applies)', () => {
    expect(fee(noSameDayTier, 'Asia/Tokyo', '2026-12-07T02:59:59Z')).toMatchObject({ percent: 100, stage: 'before_tiers', refusal: null });
    expect(fee(noSameDayTier, 'Asia/Tokyo', '2026-12-07T03:00:00Z')).toMatchObject({ percent: 20, stage: 'tier', days_before: 3 });
  });

  it('charges 100% with no policy at all, and 100% for a policy with no tiers before the day', () => {
    expect(fee(null, 'Asia/Tokyo', '2026-12-01T00:00:00Z')).toMatchObject({ percent: 100, stage: 'no_policy', refusal: null });
    const empty = { ...noSameDayTier, cancellation_policy_parts: [] };
    expect(fee(empty, 'Asia/Tokyo', '2026-12-01T00:00:00Z')).toMatchObject({ percent: 100, stage: 'no_policy' });
    expect(fee(empty, 'Asia/Tokyo', '2026-12-09T16:00:00Z')).toMatchObject({ percent: 60, stage: 'same_day' });
  });

  it('rounds the fee down to the minor unit', () => {
    expect(fee(kaiseki, 'Asia/Tokyo', '2026-12-05T00:00:00Z', 12_345).fee).toBe(3703);
    expect(fee(noSameDayTier, 'Asia/Tokyo', '2026-12-07T03:00:00Z', 999).fee).toBe(199);
    expect(fee(kaiseki, 'Asia/Tokyo', '2026-12-05T00:00:00Z', 0).fee).toBe(0);
  });
});

describe('localInstant', () => {
  it('maps hotel wall-clock times to instants, daylight saving included', () => {
    expect(localInstant('2026-12-08', '18:00', 'Asia/Tokyo').toISOString()).toBe('2026-12-08T09:00:00.000Z');
    expect(localInstant('2026-07-01', '18:00', 'Europe/London').toISOString()).toBe('2026-07-01T17:00:00.000Z');
    expect(localInstant('2026-01-01', '00:00', 'America/New_York').toISOString()).toBe('2026-01-01T05:00:00.000Z');
  });
});
