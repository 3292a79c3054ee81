// /reservation/fail (part 1 §2, query: code, checkin, checkout, adults, error_code, error).
import type { SearchCriteria } from '@noren/core/domain';
import { startupQuery, withQuery, PATHS } from './paths.ts';

export function failPath(search: string, f: { errorCode: number | null; reason: string | null; criteria: SearchCriteria | null }): string {
  const query = startupQuery(search);
  for (const name of ['error_code', 'error', 'checkin', 'checkout', 'adults']) query.delete(name);
  if (f.criteria?.checkin) query.set('checkin', f.criteria.checkin);
  if (f.criteria?.checkout) query.set('checkout', f.criteria.checkout);
  if (f.criteria) query.set('adults', String(f.criteria.rooms[0]?.adults ?? 2));
  if (f.errorCode !== null) query.set('error_code', String(f.errorCode));
  if (f.reason) query.set('error', f.reason);
  return withQuery(PATHS.fail, query);
}
