// Nights (part 1 §4): undated uses the nights field; same or missing checkout gives 0; otherwise
// whole days between the dates.
import { DEFAULT_UNDATED_NIGHTS } from '../constants.ts';
import { daysBetween, isIsoDate, type IsoDate } from './dates.ts';

export interface NightsInput {
  search_type?: 'dated' | 'undated' | null;
  nights?: number | null;
  checkin?: IsoDate | null;
  checkout?: IsoDate | null;
}

export function stayNights(c: NightsInput): number {
  if (c.search_type === 'undated') return c.nights ?? DEFAULT_UNDATED_NIGHTS;
  if (!c.checkin || !c.checkout || c.checkout === c.checkin) return 0;
  if (!isIsoDate(c.checkin) || !isIsoDate(c.checkout)) return 0;
  return Math.max(0, daysBetween(c.checkin, c.checkout));
}
