// What a receipt says, from the reservation's snapshot alone (the price breakdown as booked,
// names in the booking language): pure, so the staff console can build the very same receipt.
//
// Amounts are the engine's tax-exclusive fields, so the lines add up exactly (engine R5: tax is
// computed per room-night and per extra on the discounted tax-exclusive price, rounded down):
//   nights at their undiscounted price - discounts + extras = total_price_without_tax
//   + consumption tax (per rate) + accommodation tax - rounding discount - points = total_price
// A cancelled reservation's receipt is for the cancellation fee alone, which carries no
// consumption tax (in Japan a cancellation fee is compensation, not a sale).
import { PAYMENT_TYPE_RULES, paymentDue, type IsoDate, type Language, type PaymentType, type PriceFieldsWire } from '@noren/core/domain';
import type { ReservationGraph } from '../repository/index.ts';

export type DiscountKind = 'special' | 'promotion' | 'coupon' | 'voucher';
export type PaidBy = 'card' | 'hotel' | 'invoice' | 'bank_transfer' | 'prepaid';

export interface TaxBucket {
  rateBp: number;
  /** Tax-exclusive amount taxed at this rate. */
  base: number;
  tax: number;
}

export interface ReceiptData {
  locale: Language;
  currency: string;
  receiptNumber: string;
  issuedOn: IsoDate;
  hotel: { name: string; postCode: string; address: string; phone: string | null };
  addressee: string;
  receiptTitle: string | null;
  receiptUnicode: string | null;
  reservationNumber: string;
  checkin: IsoDate;
  checkout: IsoDate;
  nights: number;
  rooms: Array<{ index: number; roomTypeName: string; planName: string; adults: number; children: number; nights: Array<{ date: IsoDate; amount: number }> }>;
  extras: Array<{ name: string; quantity: number; date: IsoDate | null; amount: number }>;
  /** Positive amounts taken off the tax-exclusive price. */
  discounts: Array<{ kind: DiscountKind; code: string | null; amount: number }>;
  /** Set on a cancelled reservation's receipt, which has no other lines. */
  cancellationFee: number | null;
  subtotal: number;
  taxes: TaxBucket[];
  accommodationTax: number;
  roundingDiscount: number;
  pointsUsed: number;
  total: number;
  paymentType: PaymentType;
  payments: Array<{ by: PaidBy; amount: number; currency: string }>;
}

/** Extras do not store their rate; these are tried in order against the stored amounts. */
const USUAL_RATES_BP = [1000, 800, 500, 0];

/**
 * The rate that gives `tax` on `base` under R5 (floor). The room rates of the stay are tried
 * first, then the usual ones; failing all, the nearest whole basis point.
 */
export function rateOf(base: number, tax: number, preferred: readonly number[]): number {
  if (base <= 0) return preferred[0] ?? 0;
  for (const bp of [...preferred, ...USUAL_RATES_BP]) if (Math.floor((base * bp) / 10_000) === tax) return bp;
  return Math.round((tax * 10_000) / base);
}

/** A night's price before its discounts, tax excluded. */
export function undiscounted(p: PriceFieldsWire): number {
  return p.room_price_without_tax + p.brr_discount_amount + p.total_special_discount + p.promotion_discount_amount + p.coupon_discount_amount + p.voucher_coupon_discount_amount;
}

function addTax(buckets: Map<number, TaxBucket>, rateBp: number, base: number, tax: number): void {
  const bucket = buckets.get(rateBp) ?? { rateBp, base: 0, tax: 0 };
  bucket.base += base;
  bucket.tax += tax;
  buckets.set(rateBp, bucket);
}

export interface ReceiptFacts {
  locale: Language;
  issuedOn: IsoDate;
  hotel: ReceiptData['hotel'];
  addressee: string;
  receiptTitle: string | null;
  receiptUnicode: string | null;
  /** What the card payment captured, less what was refunded, in the charge currency. */
  cardPaid: number;
  /** The cancellation fee, for a cancelled reservation. */
  cancellationFee: number | null;
}

export function receiptData(g: ReservationGraph, facts: ReceiptFacts): ReceiptData {
  const r = g.reservation;
  const base = {
    locale: facts.locale,
    currency: r.currency,
    // One receipt per reservation: a reissue carries the same number, so the hotel's books see one.
    receiptNumber: r.reservationNumber,
    issuedOn: facts.issuedOn,
    hotel: facts.hotel,
    addressee: facts.addressee,
    receiptTitle: facts.receiptTitle,
    receiptUnicode: facts.receiptUnicode,
    reservationNumber: r.reservationNumber,
    checkin: r.checkinDate,
    checkout: r.checkoutDate,
    nights: r.nights,
    paymentType: r.paymentType,
  };
  const card = facts.cardPaid > 0 ? [{ by: 'card' as const, amount: facts.cardPaid, currency: r.chargeCurrency }] : [];

  if (facts.cancellationFee !== null) {
    const fee = facts.cancellationFee;
    return {
      ...base, rooms: [], extras: [], discounts: [], cancellationFee: fee, subtotal: fee, taxes: [],
      accommodationTax: 0, roundingDiscount: 0, pointsUsed: 0, total: fee, payments: card,
    };
  }

  const prices = r.price.prices;
  const roomRates = new Map(r.price.rooms.map((room) => [room.index, room.tax_rate_bp]));
  const buckets = new Map<number, TaxBucket>();
  const rooms = g.rooms.map((room) => {
    const rateBp = roomRates.get(room.roomIndex) ?? 0;
    const nights = g.nights.filter((n) => n.reservationRoomId === room.id).map((n) => {
      addTax(buckets, rateBp, n.prices.room_price_without_tax, n.prices.tax);
      return { date: n.stayDate, amount: undiscounted(n.prices) };
    });
    return { index: room.roomIndex, roomTypeName: room.roomTypeName, planName: room.planName, adults: room.adults, children: room.children.length, nights };
  });
  const preferred = [...new Set(r.price.rooms.map((room) => room.tax_rate_bp))];
  const extras = g.extras.map((e) => {
    const tax = e.price - e.priceWithoutTax;
    addTax(buckets, rateOf(e.priceWithoutTax, tax, preferred), e.priceWithoutTax, tax);
    return { name: e.name, quantity: e.quantity, date: e.stayDate, amount: e.priceWithoutTax };
  });
  const discounts: ReceiptData['discounts'] = [
    { kind: 'special' as const, code: null, amount: prices.brr_discount_amount + prices.total_special_discount },
    { kind: 'promotion' as const, code: null, amount: prices.promotion_discount_amount },
    { kind: 'coupon' as const, code: r.couponCode, amount: prices.coupon_discount_amount },
    { kind: 'voucher' as const, code: null, amount: prices.voucher_coupon_discount_amount },
  ].filter((d) => d.amount > 0);

  // What the card did not pay is settled where the payment type says (paymentTypes.ts); by the
  // check-out date the stay is over, so the hotel has been paid that part.
  const remaining = paymentDue(r.paymentType, { total: prices.total_price, deposit: Math.min(prices.deposit_amount, prices.total_price) }).remaining;
  const rest = remaining > 0 ? [{ by: PAYMENT_TYPE_RULES[r.paymentType].remainder as PaidBy, amount: remaining, currency: r.currency }] : [];

  return {
    ...base,
    rooms,
    extras,
    discounts,
    cancellationFee: null,
    subtotal: prices.total_price_without_tax,
    taxes: [...buckets.values()].filter((b) => b.base > 0 || b.tax > 0).sort((a, b) => b.rateBp - a.rateBp),
    accommodationTax: prices.accommodation_tax,
    roundingDiscount: prices.rounding_discount.discount_amount,
    pointsUsed: prices.spending_point_value,
    total: prices.total_price,
    payments: [...card, ...rest],
  };
}

/** The identities of the header comment; a receipt that breaks one is not printed. */
export function receiptAddsUp(d: ReceiptData): boolean {
  if (d.cancellationFee !== null) return d.total === d.cancellationFee;
  const lines = d.rooms.flatMap((room) => room.nights).reduce((s, n) => s + n.amount, 0)
    + d.extras.reduce((s, e) => s + e.amount, 0) - d.discounts.reduce((s, x) => s + x.amount, 0);
  const tax = d.taxes.reduce((s, b) => s + b.tax, 0);
  const taxedBase = d.taxes.reduce((s, b) => s + b.base, 0);
  return lines === d.subtotal && taxedBase === d.subtotal && d.subtotal + tax + d.accommodationTax - d.roundingDiscount - d.pointsUsed === d.total;
}
