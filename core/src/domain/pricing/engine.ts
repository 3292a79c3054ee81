/*
 * The pricing engine: a stay's selection to every price field of part 1 §3, in the hotel currency
 * and optionally in a multi-currency (mcp) view. Pure: no I/O, no clock (today is an input).
 *
 * ROUNDING RULES (each tested in engine.test.ts):
 *  R1 Room rates are tax-exclusive integer minor units per room-night, by number of adults.
 *  R2 A child priced as a percent pays that percent of one adult's share of the night's rate,
 *     share = floor(rate / adults), price rounded down. Fixed-amount tiers pay the amount.
 *  R3 Discounts apply per room-night in this order, each on what the previous ones left:
 *     brr, member (signed-in viewers only), all, secret, promotion, coupon, voucher coupon.
 *     Percent discounts are rounded down (a guest never gets more than the stated percent);
 *     every discount is capped at the price left, so no price goes below zero.
 *  R4 Plan and promotion amount discounts are per room-night. Amount coupons and voucher coupons
 *     are per booking: capped at the eligible price, then spread over the eligible room-nights in
 *     proportion to their price by largest remainder (money/arithmetic.ts `allocate`).
 *  R5 Consumption tax is computed per room per night on the discounted tax-exclusive price and
 *     rounded down (切り捨て, as Japanese hotels do); for an extra, on unit price × quantity,
 *     rounded down. original_price_with_tax applies the same rule to the undiscounted price.
 *  R6 Accommodation tax: per room-night from a bracket table (accommodationTax.ts), on the
 *     discounted tax-exclusive price per guest rounded down; not charged for day use. It is neither
 *     discounted nor subject to consumption tax.
 *  R7 Rounding discount: each room line's total (rooms, tax, accommodation tax, extras) is rounded
 *     down to a multiple of `roundingUnit`; the difference is spread over the line's nights and
 *     extras by largest remainder.
 *  R8 Points are capped at the stay's total and spread over the lines, then over each line's
 *     nights and extras, by largest remainder; the same for the deposit, which is
 *     floor(total × depositBasisPoints / 10,000); remain_amount = total_price − deposit_amount.
 *  R9 show_prices_tax_included changes only the display fields original_price and
 *     discounted_price (tax-included when on); every other field means the same either way.
 *  R10 Multi-currency: each field of the stay is converted once (half up, money/exchange.ts), then
 *     split over the room lines in proportion to their hotel-currency amounts, then over each
 *     line's nights and extras, by largest remainder. So lines add up to the stay and nights to
 *     their line in every currency, and no amount is negative. Identities between different
 *     fields (total = subtotal + tax) are exact in the hotel currency, the currency of account;
 *     in the mcp view each field is its own conversion and may differ from such a sum by a unit.
 *
 * INVARIANTS (checkPriceInvariants): every amount >= 0; each field of the stay equals the sum over
 * its room lines; each field of a line equals the sum over its nights and extras; in the hotel
 * currency and in the mcp view.
 */
import { invalidField } from '../errors/index.ts';
import { allocate, percentOf, sum } from '../money/arithmetic.ts';
import { currencyInfo } from '../money/currencies.ts';
import { minorConverter, type ExchangeRateTable } from '../money/exchange.ts';
import { accommodationTaxForNight } from './accommodationTax.ts';
import { checkCoupon, couponCoversNight, couponTargetsPlan, singleCouponCode, type CouponDefinition } from './coupon.ts';
import {
  addAmounts, DISCOUNT_SCOPES, PRICE_FIELDS, zeroAmounts,
  type AppliedCoupon, type ChildSpec, type DiscountRule, type ExtraPrice, type KidsTierPricing, type NightPrice,
  type PriceAmounts, type PriceStayInput, type RoomLineInput, type RoomLinePrice, type StayPrice,
} from './types.ts';

function requireCount(value: unknown, field: string, min = 0): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) throw invalidField(field, 'invalid_count');
  return value;
}

/** Hotel data (rates, prices) that is not a non-negative integer is a data error, not a request's. */
function requireAmount(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer of minor units, got ${value}`);
  return value;
}

/** R3: what `rule` takes off `price`, rounded down for percents, never more than `price`. */
export function discountOf(price: number, rule: DiscountRule): number {
  const raw = rule.kind === 'percent' ? percentOf(price, requireAmount(rule.basisPoints, 'discount basisPoints'), 'down') : requireAmount(rule.amount, 'discount amount');
  return Math.min(price, raw);
}

function tierOf(child: ChildSpec, tiers: readonly KidsTierPricing[]): KidsTierPricing {
  if ('tier' in child) {
    const tier = tiers.find((t) => t.code === child.tier);
    if (!tier) throw invalidField('kids_tiers', 'unknown_code');
    return tier;
  }
  const age = requireCount(child.age, 'kids_ages');
  const tier = tiers.find((t) => t.ageFrom !== undefined && t.ageTo !== undefined && age >= t.ageFrom && age <= t.ageTo);
  if (!tier) throw invalidField('kids_ages', 'no_tier_for_age');
  return tier;
}

/** R2. */
export function childNightPrice(tier: KidsTierPricing, adultShare: number): number {
  return tier.price.kind === 'percent'
    ? percentOf(adultShare, requireAmount(tier.price.basisPoints, 'kids tier basisPoints'), 'down')
    : requireAmount(tier.price.amount, 'kids tier amount');
}

function rateFor(rates: Readonly<Record<number, number>>, adults: number, date: string): number {
  const rate = rates[adults];
  if (rate === undefined) throw invalidField('adults', 'no_rate_for_occupancy');
  return requireAmount(rate, `rate on ${date}`);
}

export interface NightWork {
  date: string;
  index: number;
  original: number;
  price: number;
  brr: number;
  special: number;
  promotion: number;
  coupon: number;
  voucher: number;
}

export interface LineWork {
  input: RoomLineInput;
  index: number;
  childTiers: string[];
  taxRateBp: number;
  nights: NightWork[];
}

function priceNights(line: RoomLineInput, childTiers: readonly KidsTierPricing[], signedIn: boolean): NightWork[] {
  return line.nights.map((night, index) => {
    const rate = rateFor(night.ratesByOccupancy, line.adults, night.date);
    const adultShare = Math.floor(rate / line.adults);
    let original = rate;
    for (const t of childTiers) original += childNightPrice(t, adultShare);
    const w: NightWork = { date: night.date, index, original, price: original, brr: 0, special: 0, promotion: 0, coupon: 0, voucher: 0 };
    if (line.discounts) for (const scope of DISCOUNT_SCOPES) {
      const rule = line.discounts[scope];
      if (!rule || (scope === 'member' && !signedIn)) continue;
      const d = discountOf(w.price, rule);
      w.price -= d;
      if (scope === 'brr') w.brr += d;
      else w.special += d;
    }
    if (line.promotion) {
      w.promotion = discountOf(w.price, line.promotion);
      w.price -= w.promotion;
    }
    return w;
  });
}

/** R4: a per-booking amount over room-nights, capped at their price, spread by price. */
function spreadAmount(amount: number, nights: readonly NightWork[], apply: (n: NightWork, part: number) => void): number {
  const taken = Math.min(amount, sum(nights.map((n) => n.price)));
  const parts = allocate(taken, nights.map((n) => n.price));
  nights.forEach((n, i) => apply(n, parts[i]));
  return taken;
}

function applyCoupon(lines: LineWork[], def: CouponDefinition): number {
  const eligible = lines.flatMap((l) =>
    couponTargetsPlan(def, l.input.hotelPlanCode) ? l.nights.filter((n) => couponCoversNight(def, n.index)) : []);
  const rule = def.discount;
  if (rule.kind === 'amount') {
    return spreadAmount(rule.amount, eligible, (n, part) => { n.coupon = part; n.price -= part; });
  }
  let total = 0;
  for (const n of eligible) {
    n.coupon = discountOf(n.price, rule);
    n.price -= n.coupon;
    total += n.coupon;
  }
  return total;
}

/** Adds one night's fields to `a` (R5, R6, R9); the full and summary paths share it. */
export function addNightAmounts(a: PriceAmounts, w: NightWork, line: LineWork, input: PriceStayInput): PriceAmounts {
  const tax = percentOf(w.price, line.taxRateBp, 'down');
  const originalTax = percentOf(w.original, line.taxRateBp, 'down');
  const table = input.tax.accommodationTax;
  a.room_price_without_tax += w.price;
  a.total_price_without_tax += w.price;
  a.tax += tax;
  a.original_price_with_tax += w.original + originalTax;
  a.original_price += input.tax.showPricesTaxIncluded ? w.original + originalTax : w.original;
  a.discounted_price += input.tax.showPricesTaxIncluded ? w.price + tax : w.price;
  a.brr_discount_amount += w.brr;
  a.total_special_discount += w.special;
  a.promotion_discount_amount += w.promotion;
  a.coupon_discount_amount += w.coupon;
  a.voucher_coupon_discount_amount += w.voucher;
  if (table && !input.isDayUse) a.accommodation_tax += accommodationTaxForNight(table, w.price, line.input.adults, line.childTiers);
  return a;
}

function nightAmounts(w: NightWork, line: LineWork, input: PriceStayInput): PriceAmounts {
  return addNightAmounts(zeroAmounts(), w, line, input);
}

export function extraAmounts(unitPrice: number, quantity: number, taxRateBp: number): PriceAmounts {
  const a = zeroAmounts();
  const without = unitPrice * quantity;
  if (!Number.isSafeInteger(without)) throw invalidField('extras', 'invalid_count');
  const tax = percentOf(without, taxRateBp, 'down');
  a.extra_price_without_tax = without;
  a.total_price_without_tax = without;
  a.tax = tax;
  a.total_extra_price = without + tax;
  return a;
}

/** The components of a line in a fixed order: nights, then extras. */
function componentsOf(line: { nights: { amounts: PriceAmounts }[]; extras: { amounts: PriceAmounts }[] }): PriceAmounts[] {
  return [...line.nights.map((n) => n.amounts), ...line.extras.map((e) => e.amounts)];
}

export const grossOf = (a: PriceAmounts) => a.total_price_without_tax + a.tax + a.accommodation_tax;

/** Spreads a stay-level amount over lines, then over each line's components (R8). */
function spreadOverStay(amount: number, lines: RoomLinePrice[], weight: (a: PriceAmounts) => number, apply: (a: PriceAmounts, part: number) => void): void {
  const lineWeights = lines.map((l) => sum(componentsOf(l).map(weight)));
  const lineParts = allocate(amount, lineWeights);
  lines.forEach((line, i) => {
    const comps = componentsOf(line);
    const parts = allocate(lineParts[i], comps.map(weight));
    comps.forEach((c, k) => apply(c, parts[k]));
  });
}

export function extrasTaxOf(input: PriceStayInput, defaultTax: number): number {
  return requireAmount(input.extrasTaxRateBp ?? defaultTax, 'extrasTaxRateBp');
}

/** Each extra priced, with the room line it belongs to (checked against `lineCount`). */
export function priceExtras(input: PriceStayInput, lineCount: number, extrasTax: number): Array<{ roomIndex: number; price: ExtraPrice }> {
  return (input.extras ?? []).map((extra) => {
    const roomIndex = extra.roomIndex ?? 0;
    if (!Number.isInteger(roomIndex) || roomIndex < 0 || roomIndex >= lineCount) throw invalidField('extras', 'unknown_room');
    const quantity = requireCount(extra.quantity, 'extras', 0);
    const unitPrice = requireAmount(extra.unitPrice, `extra ${extra.extraId} price`);
    const price: ExtraPrice = {
      extraId: extra.extraId, quantity, unitPrice,
      amounts: extraAmounts(unitPrice, quantity, requireAmount(extra.taxRateBp ?? extrasTax, 'extra taxRateBp')),
      mcpAmounts: null,
    };
    return { roomIndex, price };
  });
}

export function roundingUnitOf(input: PriceStayInput): number {
  const unit = input.roundingUnit ?? 0;
  if (!Number.isSafeInteger(unit) || unit < 0) throw new RangeError(`roundingUnit must be a non-negative integer, got ${unit}`);
  return unit;
}

export function pointsOf(input: PriceStayInput, stayBefore: number): number {
  return Math.min(requireCount(input.pointsValue ?? 0, 'points'), stayBefore);
}

export function depositBasisPointsOf(input: PriceStayInput): number {
  const depositBp = input.depositBasisPoints ?? 0;
  if (!Number.isSafeInteger(depositBp) || depositBp < 0 || depositBp > 10_000) throw new RangeError(`depositBasisPoints must be 0..10000, got ${depositBp}`);
  return depositBp;
}


export interface PreparedStay {
  currency: string;
  work: LineWork[];
  coupon: AppliedCoupon | null;
  defaultTax: number;
}

/** R1 to R4: every night of every line priced and discounted, coupon and voucher applied. */
export function prepareStay(input: PriceStayInput): PreparedStay {
  const currency = currencyInfo(input.currency).code;
  if (input.lines.length === 0) throw invalidField('rooms', 'required');
  const kidsTiers = input.kidsTiers ?? [];
  const signedIn = input.viewerSignedIn ?? false;
  const defaultTax = requireAmount(input.tax.defaultTaxRateBp, 'defaultTaxRateBp');

  const work: LineWork[] = input.lines.map((line, index) => {
    requireCount(line.adults, 'adults', 1);
    if (line.nights.length === 0) throw invalidField('checkout', 'no_nights');
    const tiers = line.children.map((c) => tierOf(c, kidsTiers));
    return {
      input: line, index,
      childTiers: tiers.map((t) => t.code),
      taxRateBp: requireAmount(line.taxRateBp ?? defaultTax, 'taxRateBp'),
      nights: priceNights(line, tiers, signedIn),
    };
  });

  let coupon: AppliedCoupon | null = null;
  const code = input.coupon ? singleCouponCode(input.coupon.code) : null;
  if (input.coupon && code) {
    const def = checkCoupon({
      code, definition: input.coupon.definition, usageCount: input.coupon.usageCount, today: input.today,
      couponActive: input.couponActive, percentageCouponDiscountOnly: input.percentageCouponDiscountOnly,
      hotelPlanCodes: input.lines.map((l) => l.hotelPlanCode),
    });
    coupon = { code: def.code, kind: def.discount.kind, discount: applyCoupon(work, def) };
  }

  const voucher = requireCount(input.voucherCouponAmount ?? 0, 'voucher_coupon_code');
  if (voucher > 0) spreadAmount(voucher, work.flatMap((l) => l.nights), (n, part) => { n.voucher = part; n.price -= part; });
  return { currency, work, coupon, defaultTax };
}

export function priceStay(input: PriceStayInput): StayPrice {
  const { currency, work, coupon, defaultTax } = prepareStay(input);
  const extrasTax = extrasTaxOf(input, defaultTax);
  const lines: RoomLinePrice[] = work.map((l) => ({
    index: l.index,
    roomTypeCode: l.input.roomTypeCode,
    roomPlanCode: l.input.roomPlanCode,
    hotelPlanCode: l.input.hotelPlanCode,
    adults: l.input.adults,
    childTiers: l.childTiers,
    taxRateBp: l.taxRateBp,
    nights: l.nights.map((n): NightPrice => ({ date: n.date, index: n.index, amounts: nightAmounts(n, l, input), mcpAmounts: null })),
    extras: [],
    amounts: zeroAmounts(),
    mcpAmounts: null,
  }));

  for (const { roomIndex, price } of priceExtras(input, lines.length, extrasTax)) lines[roomIndex].extras.push(price);

  // R7: rounding per line.
  const unit = roundingUnitOf(input);
  for (const line of lines) {
    const comps = componentsOf(line);
    const gross = comps.map(grossOf);
    const rounding = unit > 1 ? sum(gross) % unit : 0;
    const parts = allocate(rounding, gross);
    comps.forEach((c, i) => {
      c.rounding_discount_amount = parts[i];
      c.total_price_before_point_discount = gross[i] - parts[i];
    });
  }

  // R8: points, then deposit.
  const stayBefore = sum(lines.flatMap(componentsOf).map((a) => a.total_price_before_point_discount));
  const points = pointsOf(input, stayBefore);
  spreadOverStay(points, lines, (a) => a.total_price_before_point_discount, (a, part) => {
    a.spending_point_value = part;
    a.total_price = a.total_price_before_point_discount - part;
  });
  const deposit = percentOf(stayBefore - points, depositBasisPointsOf(input), 'down');
  spreadOverStay(deposit, lines, (a) => a.total_price, (a, part) => {
    a.deposit_amount = part;
    a.remain_amount = a.total_price - part;
  });

  for (const line of lines) line.amounts = addAmounts(componentsOf(line));
  const stay: StayPrice = {
    currency,
    mcpCurrency: null,
    showPricesTaxIncluded: input.tax.showPricesTaxIncluded,
    rooms: lines,
    coupon,
    amounts: addAmounts(lines.map((l) => l.amounts)),
    mcpAmounts: null,
  };
  if (input.mcp) applyMcp(stay, input.mcp.currency, input.mcp.rates);
  return stay;
}

/** R10: fills mcpAmounts at every level of `stay`. */
export function applyMcp(stay: StayPrice, currency: string, rates: ExchangeRateTable): StayPrice {
  const target = currencyInfo(currency).code;
  const convert = minorConverter(stay.currency, target, rates);
  stay.mcpCurrency = target;
  stay.mcpAmounts = zeroAmounts();
  const lines = stay.rooms.map((line) => {
    line.mcpAmounts = zeroAmounts();
    const comps = [...line.nights, ...line.extras];
    for (const c of comps) c.mcpAmounts = zeroAmounts();
    return { line, comps };
  });
  for (const f of PRICE_FIELDS) {
    const total = convert(stay.amounts[f]);
    if (total === 0) continue;
    stay.mcpAmounts[f] = total;
    const lineParts = allocate(total, lines.map(({ line }) => line.amounts[f]));
    lines.forEach(({ line, comps }, i) => {
      line.mcpAmounts![f] = lineParts[i];
      if (lineParts[i] === 0) return;
      const parts = allocate(lineParts[i], comps.map((c) => c.amounts[f]));
      for (let k = 0; k < comps.length; k++) comps[k].mcpAmounts![f] = parts[k];
    });
  }
  return stay;
}
