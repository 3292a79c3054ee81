// The engine's totals without its breakdown: each room line and the stay, every price field, in
// the hotel currency and the mcp view, exactly as priceStay gives them, but without materialising
// a PriceAmounts per night and extra. A search prices hundreds of room plans at once and shows
// totals only; this is the same arithmetic (prepareStay and addNightAmounts are shared) minus the
// allocations, about ten times faster. summary.test.ts checks it equals priceStay on random stays.
//
// Why the line totals match priceStay: R7 rounds the line's gross, so the line's rounding is the
// same whichever way it is spread over nights; R8 and R10 split stay amounts over lines by the
// lines' own totals first, then within each line, so the line parts do not depend on that second
// split either.
import { allocate, percentOf } from '../money/arithmetic.ts';
import { currencyInfo } from '../money/currencies.ts';
import { minorConverter, type ExchangeRateTable } from '../money/exchange.ts';
import {
  addNightAmounts, depositBasisPointsOf, extrasTaxOf, grossOf, pointsOf, prepareStay, priceExtras, roundingUnitOf,
} from './engine.ts';
import { addAmounts, PRICE_FIELDS, zeroAmounts, type AppliedCoupon, type PriceAmounts, type PriceStayInput } from './types.ts';

export interface RoomLineSummary {
  index: number;
  roomTypeCode: string;
  roomPlanCode: string;
  hotelPlanCode: string;
  adults: number;
  childTiers: string[];
  taxRateBp: number;
  amounts: PriceAmounts;
  mcpAmounts: PriceAmounts | null;
}

export interface StaySummary {
  currency: string;
  mcpCurrency: string | null;
  showPricesTaxIncluded: boolean;
  rooms: RoomLineSummary[];
  coupon: AppliedCoupon | null;
  amounts: PriceAmounts;
  mcpAmounts: PriceAmounts | null;
}

export function priceStaySummary(input: PriceStayInput): StaySummary {
  const { currency, work, coupon, defaultTax } = prepareStay(input);
  const lines: RoomLineSummary[] = work.map((l) => {
    const a = zeroAmounts();
    for (const n of l.nights) addNightAmounts(a, n, l, input);
    return {
      index: l.index, roomTypeCode: l.input.roomTypeCode, roomPlanCode: l.input.roomPlanCode, hotelPlanCode: l.input.hotelPlanCode,
      adults: l.input.adults, childTiers: l.childTiers, taxRateBp: l.taxRateBp, amounts: a, mcpAmounts: null,
    };
  });
  if (input.extras && input.extras.length > 0) {
    for (const { roomIndex, price } of priceExtras(input, lines.length, extrasTaxOf(input, defaultTax))) {
      lines[roomIndex].amounts = addAmounts([lines[roomIndex].amounts, price.amounts]);
    }
  }

  // R7 on the line's gross.
  const unit = roundingUnitOf(input);
  let stayBefore = 0;
  for (const { amounts: a } of lines) {
    const gross = grossOf(a);
    a.rounding_discount_amount = unit > 1 ? gross % unit : 0;
    a.total_price_before_point_discount = gross - a.rounding_discount_amount;
    stayBefore += a.total_price_before_point_discount;
  }

  // R8: the line parts of points and deposit, as priceStay's first split makes them.
  const points = pointsOf(input, stayBefore);
  const pointParts = allocate(points, lines.map((l) => l.amounts.total_price_before_point_discount));
  lines.forEach(({ amounts: a }, i) => {
    a.spending_point_value = pointParts[i];
    a.total_price = a.total_price_before_point_discount - pointParts[i];
  });
  const deposit = percentOf(stayBefore - points, depositBasisPointsOf(input), 'down');
  const depositParts = allocate(deposit, lines.map((l) => l.amounts.total_price));
  lines.forEach(({ amounts: a }, i) => {
    a.deposit_amount = depositParts[i];
    a.remain_amount = a.total_price - depositParts[i];
  });

  const summary: StaySummary = {
    currency, mcpCurrency: null, showPricesTaxIncluded: input.tax.showPricesTaxIncluded,
    rooms: lines, coupon, amounts: addAmounts(lines.map((l) => l.amounts)), mcpAmounts: null,
  };
  if (input.mcp) applySummaryMcp(summary, input.mcp.currency, input.mcp.rates);
  return summary;
}

/** R10 down to the lines: the stay's fields converted once, split over lines by their amounts. */
export function applySummaryMcp(summary: StaySummary, currency: string, rates: ExchangeRateTable): StaySummary {
  const target = currencyInfo(currency).code;
  const convert = minorConverter(summary.currency, target, rates);
  summary.mcpCurrency = target;
  summary.mcpAmounts = zeroAmounts();
  for (const line of summary.rooms) line.mcpAmounts = zeroAmounts();
  for (const f of PRICE_FIELDS) {
    const total = convert(summary.amounts[f]);
    if (total === 0) continue;
    summary.mcpAmounts[f] = total;
    const parts = allocate(total, summary.rooms.map((l) => l.amounts[f]));
    summary.rooms.forEach((line, i) => { line.mcpAmounts![f] = parts[i]; });
  }
  return summary;
}
