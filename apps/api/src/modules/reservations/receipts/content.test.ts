import { describe, expect, it } from 'vitest';
import { toPriceFields, zeroAmounts, type PriceAmounts } from '@noren/core/domain';
import type { ReservationGraph } from '../repository/index.ts';
import { rateOf, receiptAddsUp, receiptData, type ReceiptFacts } from './content.ts';

const fields = (over: Partial<PriceAmounts>) => toPriceFields({ ...zeroAmounts(), ...over });

/** Two nights at 20,000 less a 1,000 coupon each, 10%; a bento 3,000 at 8%; 400 accommodation tax a night; 500 points. */
function graph(over: Partial<ReservationGraph['reservation']> = {}): ReservationGraph {
  const night = fields({ room_price_without_tax: 19000, total_price_without_tax: 19000, coupon_discount_amount: 1000, tax: 1900, accommodation_tax: 400 });
  const stay = fields({
    room_price_without_tax: 38000, extra_price_without_tax: 3000, total_price_without_tax: 41000, coupon_discount_amount: 2000,
    tax: 3800 + 240, total_extra_price: 3240, accommodation_tax: 800, rounding_discount_amount: 40,
    total_price_before_point_discount: 41000 + 4040 + 800 - 40, spending_point_value: 500, total_price: 41000 + 4040 + 800 - 40 - 500,
  });
  return {
    reservation: {
      id: 1, reservationNumber: 'NRN-ACDE3467', status: 'done', language: 'ja', currency: 'JPY', checkinDate: '2026-12-08', checkoutDate: '2026-12-10',
      nights: 2, paymentType: 'credit_card', paymentStatus: 'captured', chargeAmount: stay.total_price, chargeCurrency: 'JPY', depositBp: null, couponCode: 'WINTER',
      price: { prices: stay, rooms: [{ index: 0, tax_rate_bp: 1000 }] },
      ...over,
    },
    hotel: {} as never,
    rooms: [{ id: 7, roomIndex: 0, roomTypeName: '和室', planName: '素泊まり', adults: 2, children: [] }],
    nights: [{ reservationRoomId: 7, stayDate: '2026-12-08', prices: night }, { reservationRoomId: 7, stayDate: '2026-12-09', prices: night }],
    extras: [{ name: '京弁当', quantity: 2, stayDate: null, priceWithoutTax: 3000, price: 3240 }],
    answers: [],
  } as unknown as ReservationGraph;
}

const facts = (over: Partial<ReceiptFacts> = {}): ReceiptFacts => ({
  locale: 'ja', issuedOn: '2026-12-10', hotel: { name: 'のれん', postCode: '', address: '京都', phone: null },
  addressee: '山田 花子', receiptTitle: null, receiptUnicode: null, cardPaid: 45300, cancellationFee: null, ...over,
});

describe('receipt content', () => {
  it('finds an extra’s rate from its stored amounts, the stay’s rates first', () => {
    expect(rateOf(3000, 240, [1000])).toBe(800);
    expect(rateOf(3000, 300, [1000])).toBe(1000);
    expect(rateOf(3000, 150, [1000])).toBe(500);
    expect(rateOf(1, 0, [1000])).toBe(1000); // too small to tell: the stay's rate
    expect(rateOf(10000, 700, [1000])).toBe(700);
    expect(rateOf(0, 0, [800])).toBe(800);
  });

  it('lists nights before discounts, the coupon, extras and taxes by rate, and adds up to the total', () => {
    const d = receiptData(graph(), facts());
    expect(d.rooms[0].nights).toEqual([{ date: '2026-12-08', amount: 20000 }, { date: '2026-12-09', amount: 20000 }]);
    expect(d.discounts).toEqual([{ kind: 'coupon', code: 'WINTER', amount: 2000 }]);
    expect(d.extras).toEqual([{ name: '京弁当', quantity: 2, date: null, amount: 3000 }]);
    expect(d.taxes).toEqual([{ rateBp: 1000, base: 38000, tax: 3800 }, { rateBp: 800, base: 3000, tax: 240 }]);
    expect(d).toMatchObject({ subtotal: 41000, accommodationTax: 800, roundingDiscount: 40, pointsUsed: 500, total: 45300 });
    expect(d.payments).toEqual([{ by: 'card', amount: 45300, currency: 'JPY' }]);
    expect(receiptAddsUp(d)).toBe(true);
    expect(receiptAddsUp({ ...d, total: d.total + 1 })).toBe(false);
    expect(receiptAddsUp({ ...d, taxes: [{ ...d.taxes[0], base: d.taxes[0].base - 1 }, d.taxes[1]] })).toBe(false);
  });

  it('splits a deposit between the card and the hotel, and an on-site stay is paid at the hotel', () => {
    const deposit = graph({ paymentType: 'credit_card_deposit', depositBp: 3000 });
    deposit.reservation.price.prices.deposit_amount = 13590;
    expect(receiptData(deposit, facts({ cardPaid: 13590 })).payments).toEqual([
      { by: 'card', amount: 13590, currency: 'JPY' }, { by: 'hotel', amount: 45300 - 13590, currency: 'JPY' },
    ]);
    expect(receiptData(graph({ paymentType: 'on_site', paymentStatus: null, chargeAmount: 0 }), facts({ cardPaid: 0 })).payments).toEqual([
      { by: 'hotel', amount: 45300, currency: 'JPY' },
    ]);
    // A card charged in another currency is shown in that currency.
    expect(receiptData(graph({ chargeCurrency: 'USD' }), facts({ cardPaid: 30512 })).payments).toEqual([{ by: 'card', amount: 30512, currency: 'USD' }]);
  });

  it('gives a cancelled reservation a receipt for the fee alone, without consumption tax', () => {
    const d = receiptData(graph({ status: 'cancelled' }), facts({ cancellationFee: 9060, cardPaid: 9060 }));
    expect(d).toMatchObject({ rooms: [], extras: [], discounts: [], taxes: [], cancellationFee: 9060, subtotal: 9060, total: 9060, accommodationTax: 0 });
    expect(d.payments).toEqual([{ by: 'card', amount: 9060, currency: 'JPY' }]);
    expect(receiptAddsUp(d)).toBe(true);
  });
});
