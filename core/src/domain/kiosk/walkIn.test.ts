import { describe, expect, it } from 'vitest';
import { walkInCheckinDates } from './walkIn.ts';

const TOKYO = 'Asia/Tokyo';

describe('walkInCheckinDates', () => {
  it('is the hotel\'s local date, not UTC\'s', () => {
    // 2026-11-22 23:30 UTC is 08:30 on the 23rd in Tokyo.
    expect(walkInCheckinDates(new Date('2026-11-22T23:30:00Z'), TOKYO, true, false)).toEqual(['2026-11-23']);
  });

  it('adds last night after midnight only when yesterday_bookable allows it', () => {
    const twoAm = new Date('2026-11-22T17:00:00Z'); // 02:00 on the 23rd in Tokyo
    expect(walkInCheckinDates(twoAm, TOKYO, true, false)).toEqual(['2026-11-23', '2026-11-22']);
    expect(walkInCheckinDates(twoAm, TOKYO, false, false)).toEqual(['2026-11-23']);
  });

  it('ends last night at 06:00 local time, and never offers it for day use', () => {
    expect(walkInCheckinDates(new Date('2026-11-22T20:59:00Z'), TOKYO, true, false)).toEqual(['2026-11-23', '2026-11-22']); // 05:59
    expect(walkInCheckinDates(new Date('2026-11-22T21:00:00Z'), TOKYO, true, false)).toEqual(['2026-11-23']); // 06:00
    expect(walkInCheckinDates(new Date('2026-11-22T17:00:00Z'), TOKYO, true, true)).toEqual(['2026-11-23']);
  });
});
