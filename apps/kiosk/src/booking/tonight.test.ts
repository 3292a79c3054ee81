import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { walkInCheckinDates } from '@noren/core/domain';
import { stayOptions } from './tonight.ts';

const ZONES = ['Asia/Tokyo', 'Asia/Taipei', 'Asia/Jakarta', 'Asia/Bangkok', 'Europe/London', 'America/New_York', 'UTC'];

describe('stayOptions', () => {
  it('tonight is the hotel\'s local date, with the next day as check-out', () => {
    // 23:30 UTC on the 22nd is 08:30 on the 23rd in Tokyo.
    expect(stayOptions(new Date('2026-11-22T23:30:00Z'), { timeZone: 'Asia/Tokyo', yesterdayBookable: true, dayUse: false })).toEqual([
      { kind: 'tonight', checkin: '2026-11-23', checkout: '2026-11-24', isDayUse: false },
    ]);
  });

  it('offers last night at 2 a.m. when yesterday_bookable allows it, and day use today', () => {
    const twoAm = new Date('2026-11-22T17:00:00Z');
    expect(stayOptions(twoAm, { timeZone: 'Asia/Tokyo', yesterdayBookable: true, dayUse: true }).map((o) => [o.kind, o.checkin, o.checkout])).toEqual([
      ['lastNight', '2026-11-22', '2026-11-23'],
      ['tonight', '2026-11-23', '2026-11-24'],
      ['dayUse', '2026-11-23', '2026-11-23'],
    ]);
    expect(stayOptions(twoAm, { timeZone: 'Asia/Tokyo', yesterdayBookable: false, dayUse: false }).map((o) => o.kind)).toEqual(['tonight']);
  });

  it('offers exactly the nights the API accepts (core/domain walkInCheckinDates), in any zone and at any time', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        fc.boolean(),
        (now, timeZone, yesterdayBookable) => {
          const nights = stayOptions(now, { timeZone, yesterdayBookable, dayUse: false }).map((o) => o.checkin).sort();
          expect(nights).toEqual([...walkInCheckinDates(now, timeZone, yesterdayBookable, false)].sort());
        },
      ),
    );
  });
});
