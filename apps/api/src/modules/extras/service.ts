// GET /hotels/{id}/extras (spec part 1 §3 "Extras", §5): generic extras always; a date-bound extra
// only when at least one of its booking-available dates in the stay has a price. Prices are per
// unit, tax-exclusive and with the extra's consumption tax (the engine's rule R5 for one unit).
import { addDays, compareDates, daysBetween, eachStayDate, invalidField, isIsoDate, percentOf, resolveLanguage, type Clock, type ExtraListing } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import { loadExtras } from '../search/index.ts';
import { loadHotelContext, translated } from '../hotels/index.ts';

/** Without a stay, extras are listed for this many days from today (our choice). */
export const EXTRAS_DEFAULT_DAYS = 30;
export const EXTRAS_MAX_DAYS = 62;


export async function listExtras(db: Executor, clock: Clock, ref: string, query: { checkin?: string; checkout?: string }, requestedLanguage: string | null): Promise<ExtraListing[]> {
  const ctx = await loadHotelContext(db, ref, clock.now());
  const from = query.checkin ?? ctx.today;
  const to = query.checkout ?? (query.checkin ? addDays(from, 1) : addDays(from, EXTRAS_DEFAULT_DAYS));
  if (!isIsoDate(from)) throw invalidField('checkin', 'invalid_date');
  if (!isIsoDate(to)) throw invalidField('checkout', 'invalid_date');
  if (compareDates(to, from) < 0) throw invalidField('checkout', 'checkout_before_checkin');
  if (daysBetween(from, to) > EXTRAS_MAX_DAYS) throw invalidField('checkout', 'range_too_long', { max_days: EXTRAS_MAX_DAYS });
  // A day-use stay (checkout = check-in) buys extras for its one day.
  const stayDates = from === to ? [from] : eachStayDate(from, to);
  const rows = await loadExtras(db, ctx.hotel.id, stayDates[0], addDays(stayDates[stayDates.length - 1], 1));
  const language = resolveLanguage(requestedLanguage, ctx.hotel.bookLanguages);
  const out: ExtraListing[] = [];
  for (const row of rows) {
    const tax = row.tax_rate_bp ?? ctx.hotel.consumptionTaxBp;
    const withTax = (amount: number) => amount + percentOf(amount, tax, 'down');
    const priced = new Set(row.prices.map((p) => p.date));
    const bookable = stayDates.filter((d) => !row.booking_available_dates || row.booking_available_dates.includes(d));
    if (row.extra_type === 'date_bound' && !bookable.some((d) => priced.has(d))) continue;
    out.push({
      extra_id: row.id,
      code: row.code,
      extra_type: row.extra_type,
      name: translated(row.translations, 'name', language, ctx.hotel.bookLanguages, row.code),
      description: translated(row.translations, 'description', language, ctx.hotel.bookLanguages, ''),
      price: row.extra_type === 'generic' ? row.price : null,
      price_with_tax: row.extra_type === 'generic' ? withTax(row.price) : null,
      tax_rate_bp: tax,
      stock: row.left,
      min_quantity: row.min_quantity,
      max_quantity: row.max_quantity,
      booking_available_dates: row.extra_type === 'generic' ? stayDates : bookable.filter((d) => priced.has(d)),
      prices: row.prices.map((p) => ({ date: p.date, price: p.amount, price_with_tax: withTax(p.amount) })),
      inclusive_plan_codes: row.inclusive_plan_codes,
    });
  }
  return out;
}
