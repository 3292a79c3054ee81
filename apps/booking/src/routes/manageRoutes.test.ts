import { describe, expect, it } from 'vitest';
import { reviewReservationPath, routeFlags } from './paths.ts';

describe('manage addresses', () => {
  it('open the review page with the hotel and, when the guest came with one, the token, never the e-mail', () => {
    const search = '?code=kyoto-gion&locale=en&email=a%40b.c&bypass_token=old&checkin=2026-12-01';
    expect(reviewReservationPath('NR 1', search, { hotelId: 3 })).toBe('/review-reservation/NR%201?code=kyoto-gion&locale=en&hotelId=3');
    expect(reviewReservationPath('NR1', search, { hotelId: 'kyoto-gion', bypassToken: 't' })).toBe('/review-reservation/NR1?code=kyoto-gion&locale=en&hotelId=kyoto-gion&bypass_token=t');
  });

  it('take the unsubscribe pages out of the normal shell only', () => {
    expect(routeFlags('/unsubscribe-email/confirmation')).toMatchObject({ bypassShell: true, noHotelCode: true });
    expect(routeFlags('/unsubscribe-email/success').bypassShell).toBe(true);
    expect(routeFlags('/review-reservation/NR1').bypassShell).toBe(false);
    expect(routeFlags('/search').bypassShell).toBe(false);
  });
});
