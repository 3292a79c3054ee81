// Japanese accommodation tax (宿泊税): a fixed amount per person per night, chosen by the
// tax-exclusive room price per person per night. The brackets are data so that each city's
// table (and its next revision) is configuration, not code.

export interface AccommodationTaxBracket {
  /** Lower bound, inclusive, of the per-person-night price (minor units). */
  from: number;
  /** Tax per person per night in this bracket. */
  tax: number;
}

export interface AccommodationTaxTable {
  name: string;
  /** Ascending by `from`; a price below the first bound pays nothing. */
  brackets: readonly AccommodationTaxBracket[];
  /** Kids tiers that do not pay (e.g. infants where the city exempts them). */
  exemptTierCodes?: readonly string[];
}

/** Kyoto City: under ¥20,000 ¥200; ¥20,000 to under ¥50,000 ¥500; ¥50,000 and over ¥1,000. */
export const KYOTO_ACCOMMODATION_TAX: AccommodationTaxTable = {
  name: 'kyoto',
  brackets: [{ from: 0, tax: 200 }, { from: 20_000, tax: 500 }, { from: 50_000, tax: 1_000 }],
};

/** Tokyo: under ¥10,000 none; ¥10,000 to under ¥15,000 ¥100; ¥15,000 and over ¥200. */
export const TOKYO_ACCOMMODATION_TAX: AccommodationTaxTable = {
  name: 'tokyo',
  brackets: [{ from: 0, tax: 0 }, { from: 10_000, tax: 100 }, { from: 15_000, tax: 200 }],
};

export function accommodationTaxPerPerson(table: AccommodationTaxTable, pricePerPersonNight: number): number {
  let tax = 0;
  for (const b of table.brackets) {
    if (pricePerPersonNight >= b.from) tax = b.tax;
    else break;
  }
  return tax;
}

/**
 * The tax for one room-night: the per-person price is the night's tax-exclusive room price after
 * discounts divided over every guest and rounded down; each guest not in an exempt tier pays the
 * bracket's amount.
 */
export function accommodationTaxForNight(
  table: AccommodationTaxTable, roomPriceWithoutTax: number, adults: number, childTiers: readonly string[],
): number {
  const guests = adults + childTiers.length;
  if (guests === 0) return 0;
  const perPerson = Math.floor(roomPriceWithoutTax / guests);
  // Called per room-night by searches over hundreds of plans: no allocation when no child is exempt.
  const exempt = table.exemptTierCodes;
  let payers = adults;
  for (const t of childTiers) if (!exempt || !exempt.includes(t)) payers++;
  return accommodationTaxPerPerson(table, perPerson) * payers;
}
