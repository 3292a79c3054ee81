import { describe, expect, it } from 'vitest';
import { displayDate, filterVisible, GUEST_VIEWER, isVisibleByLabels, isWithinDisplayDates, type Viewer, type VisibilityContext } from './notifications.ts';

const member: Viewer = { signedIn: true, programIds: [7], rankId: 3, organizationId: null };
const corporate: Viewer = { signedIn: true, programIds: [], rankId: null, organizationId: 42 };
const ctx = (viewer: Viewer, placement: VisibilityContext['placement'] = 'search_results'): VisibilityContext => ({ viewer, hotelId: 11, placement });

describe('display dates (part 1 §4)', () => {
  it.each([
    [{}, '2025-06-10', true],
    [{ display_start_date: '2025-06-10' }, '2025-06-10', true],
    [{ display_start_date: '2025-06-11' }, '2025-06-10', false],
    [{ display_end_date: '2025-06-10' }, '2025-06-10', true],
    [{ display_end_date: '2025-06-09' }, '2025-06-10', false],
    [{ display_start_date: '2025-06-01', display_end_date: '2025-06-30' }, '2025-06-15', true],
  ])('%j on %s: %s', (item, date, shown) => expect(isWithinDisplayDates(item, date)).toBe(shown));

  it('uses check-in, or today for undated searches', () => {
    expect(displayDate({ search_type: 'dated', checkin: '2025-08-01' }, '2025-06-10')).toBe('2025-08-01');
    expect(displayDate({ search_type: 'undated', checkin: '2025-08-01' }, '2025-06-10')).toBe('2025-06-10');
    expect(displayDate({}, '2025-06-10')).toBe('2025-06-10');
  });
});

describe('labels (part 1 §6)', () => {
  it.each<[string, string[], Viewer, boolean]>([
    ['no labels: everyone', [], GUEST_VIEWER, true],
    ['all_users: guests too', ['all_users'], GUEST_VIEWER, true],
    ['program: not guests', ['membership_program_7'], GUEST_VIEWER, false],
    ['program: its members', ['membership_program_7'], member, true],
    ['program: other programs', ['membership_program_8'], member, false],
    ['rank id', ['membership_program_7', 'membership_rank_3'], member, true],
    ['other rank', ['membership_program_7', 'membership_rank_4'], member, false],
    ['rank all', ['membership_rank_all'], member, true],
    ['rank all needs a rank', ['membership_rank_all'], corporate, false],
    ['organisation id', ['membership_organization_42'], corporate, true],
    ['other organisation', ['membership_organization_41'], corporate, false],
    ['organisation all', ['membership_organization_all'], corporate, true],
    ['organisation all, member without one', ['membership_organization_all'], member, false],
    ['member or organisation audience', ['membership_program_7', 'membership_organization_all'], corporate, true],
  ])('%s', (_name, labels, viewer, shown) => {
    expect(isVisibleByLabels({ labels }, ctx(viewer))).toBe(shown);
  });

  it('places items where their place labels say', () => {
    const booking = { labels: ['all_users', 'place_booking_process'] };
    expect(isVisibleByLabels(booking, ctx(GUEST_VIEWER, 'booking_process'))).toBe(true);
    expect(isVisibleByLabels(booking, ctx(GUEST_VIEWER, 'search_results'))).toBe(false);
    expect(isVisibleByLabels(booking, ctx(GUEST_VIEWER, 'confirmation_screen'))).toBe(false);
    expect(isVisibleByLabels({ labels: ['place_confirmation_screen'] }, ctx(GUEST_VIEWER, 'confirmation_screen'))).toBe(true);
    expect(isVisibleByLabels({ labels: [] }, ctx(GUEST_VIEWER, 'booking_process'))).toBe(false);
    expect(isVisibleByLabels({ labels: ['place_after_sign_in'] }, ctx(member, 'after_sign_in'))).toBe(true);
    expect(isVisibleByLabels({ labels: ['place_after_sign_in'] }, ctx(GUEST_VIEWER, 'after_sign_in'))).toBe(false);
    expect(isVisibleByLabels({ labels: ['place_booking_process'] }, { viewer: GUEST_VIEWER, hotelId: 11 })).toBe(true);
  });

  it('shows brand items only at targeted facilities', () => {
    const brand = (labels: string[]) => ({ labels, ownable_type: 'HotelBrand' });
    expect(isVisibleByLabels(brand(['all_users']), ctx(GUEST_VIEWER))).toBe(false);
    expect(isVisibleByLabels(brand(['target_all_facilities']), ctx(GUEST_VIEWER))).toBe(true);
    expect(isVisibleByLabels(brand(['target_facility_11']), ctx(GUEST_VIEWER))).toBe(true);
    expect(isVisibleByLabels(brand(['target_facility_12']), ctx(GUEST_VIEWER))).toBe(false);
    expect(isVisibleByLabels({ labels: ['target_facility_12'], ownable_type: 'Hotel' }, ctx(GUEST_VIEWER))).toBe(true);
  });

  it('filters by both dates and labels', () => {
    const items = [
      { id: 1, labels: ['all_users'] },
      { id: 2, labels: ['membership_program_7'] },
      { id: 3, labels: ['all_users'], display_end_date: '2025-06-01' },
    ];
    expect(filterVisible(items, '2025-06-10', ctx(GUEST_VIEWER)).map((i) => i.id)).toEqual([1]);
    expect(filterVisible(items, '2025-06-10', ctx(member)).map((i) => i.id)).toEqual([1, 2]);
    expect(filterVisible(items, '2025-05-30', ctx(member)).map((i) => i.id)).toEqual([1, 2, 3]);
  });
});
