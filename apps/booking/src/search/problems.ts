// A search problem (core/domain validateSearch) as the guest reads it. The errors namespace has
// the spec's own texts (1903, children per adult, rooms); the rest are the search bar's.
import type { SearchProblem } from '@noren/core/domain';

type T = (key: string, options?: Record<string, unknown>) => string;

export function problemText(p: SearchProblem, t: T, te: T): string {
  const payload = p.payload ?? {};
  switch (p.reason) {
    case 'reservable_period':
      return te('codes.1903', payload);
    case 'too_many_children_per_adult':
      return te('validation.childrenPerAdult', { max: payload.max_children_per_adult });
    case 'too_many_rooms':
    case 'stay_plus_flight_room_limit':
      return te('validation.maxRooms', { max: payload.multi_rooms_search_limit ?? payload.max_rooms });
    case 'undated_differing_guests':
    case 'undated_with_flight':
      return te('validation.undatedUnavailable');
    case 'too_many_guests':
      return t('search.problems.tooManyGuests', { max: payload.max_guests_per_room });
    case 'date_in_past':
      return t('search.problems.dateInPast');
    case 'checkout_before_checkin':
    case 'checkout_not_after_checkin':
      return t('search.problems.checkoutAfterCheckin');
    case 'required':
    case 'invalid_date':
      return t('search.problems.chooseDates');
    case 'invalid_nights':
      return t('search.problems.nights');
    case 'no_adults':
      return t('search.problems.noAdults');
    case 'day_use_unavailable':
      return t('search.problems.dayUse');
    case 'invalid_count':
      return p.field === 'kids_ages' ? t('search.problems.childAges') : te('validation.invalid');
    default:
      return te('validation.invalid');
  }
}
