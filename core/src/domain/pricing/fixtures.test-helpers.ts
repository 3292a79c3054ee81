// Builders for the pricing tests: a room line and a stay input with the usual Kyoto hotel settings.
import type { KidsTierPricing, PriceStayInput, RoomLineInput } from './types.ts';

export const KIDS_TIERS: KidsTierPricing[] = [
  { code: 'A', ageFrom: 6, ageTo: 11, price: { kind: 'percent', basisPoints: 7000 } },
  { code: 'B', ageFrom: 3, ageTo: 5, price: { kind: 'amount', amount: 3000 } },
  { code: 'C', ageFrom: 0, ageTo: 2, price: { kind: 'amount', amount: 0 } },
];

export function nights(rate: Record<number, number>, count: number, from = 1): RoomLineInput['nights'] {
  return Array.from({ length: count }, (_, i) => ({ date: `2025-07-${String(from + i).padStart(2, '0')}`, ratesByOccupancy: rate }));
}

export function line(over: Partial<RoomLineInput> = {}): RoomLineInput {
  return {
    roomTypeCode: 'TWIN', roomPlanCode: 'TWIN-STD', hotelPlanCode: 'STD', adults: 2, children: [],
    nights: nights({ 1: 9000, 2: 12000, 3: 15000 }, 2), ...over,
  };
}

export function stay(over: Partial<PriceStayInput> = {}): PriceStayInput {
  return {
    currency: 'JPY', today: '2025-06-10', lines: [line()], kidsTiers: KIDS_TIERS,
    tax: { defaultTaxRateBp: 1000, showPricesTaxIncluded: true, accommodationTax: null }, ...over,
  };
}
