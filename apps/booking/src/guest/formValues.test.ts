import { describe, expect, it } from 'vitest';
import { applySearchDefaults, toPriceFields, zeroAmounts, type PriceBreakdown } from '@noren/core/domain';
import type { ExtraListing, QuestionListing } from '@noren/core/api';
import { assignRooms, lineKey } from '@noren/core/stores';
import { bookingRequest, chosenExtras, emptyGuest, extraLines, type GuestFormValues } from './formValues.ts';
import { validateGuestForm } from './validate.ts';

const extra = (over: Partial<ExtraListing>): ExtraListing => ({
  extra_id: 1, code: 'x', extra_type: 'generic', name: 'Sake', description: '', price: 3000, price_with_tax: 3300, tax_rate_bp: 1000, stock: null,
  min_quantity: 1, max_quantity: 4, booking_available_dates: [], prices: [], inclusive_plan_codes: [], ...over,
});

const question = (over: Partial<QuestionListing>): QuestionListing => ({
  id: 5, question_type: 'checkin', answer_type: 'options', requirement: 'required', required: true, title: 'Arrival', body: '',
  options: [{ value: '15:00', label: '15:00' }], labels: [], hotel_plan_codes: [], display_start_date: null, display_end_date: null, ownable_type: 'Hotel', ...over,
});

describe('extras', () => {
  it('lists generic extras always, date-bound ones on open, priced stay dates only, and never included or unsellable ones', () => {
    const lines = extraLines(
      [
        extra({ extra_id: 1 }),
        extra({ extra_id: 2, extra_type: 'date_bound', price: null, booking_available_dates: ['2026-12-10', '2026-12-11'], prices: [{ date: '2026-12-10', price: 6000, price_with_tax: 6600 }, { date: '2026-12-12', price: 6000, price_with_tax: 6600 }] }),
        extra({ extra_id: 3 }),
        extra({ extra_id: 4, max_quantity: 0 }),
      ],
      ['2026-12-10', '2026-12-11'],
      new Set([3]),
    );
    expect(lines.map((l) => [l.extra.extra_id, l.date, l.unitPrice])).toEqual([[1, null, 3300], [2, '2026-12-10', 6600]]);
  });

  it('leaves zero-quantity lines out of the price and the booking', () => {
    const lines = extraLines([extra({ extra_id: 1 }), extra({ extra_id: 9 })], ['2026-12-10'], new Set());
    expect(chosenExtras(lines, { x1: '2', x9: '0' })).toEqual([{ extraId: 1, quantity: 2, room: 0 }]);
  });
});

describe('the booking request', () => {
  const criteria = applySearchDefaults({ checkin: '2026-12-10', checkout: '2026-12-11', rooms: [{ adults: 2, kids_tiers: [{ code: 'A', children: 1 }] }, { adults: 1 }] }, { checkinOffsetDays: 0 }, '2026-12-01');
  const lines = [{ ...lineKey('rt', 'p1', { adults: 2, children: 1 }, 'rooms'), quantity: 1 }, { ...lineKey('rt', 'p2', { adults: 1, children: 0 }, 'rooms'), quantity: 1 }];
  const prices = toPriceFields({ ...zeroAmounts(), total_price: 40000 });
  const quote = { currency: 'JPY', mcp_currency: null, prices, rooms: [] } as unknown as PriceBreakdown;
  const values: GuestFormValues = {
    guest: { ...emptyGuest(), first_name: ' Hanako ', last_name: 'Yamada', email: 'h@example.com', email_confirmation: 'h@example.com', phone: '03-1234 5678', postal_code: '6050074' },
    roomGuests: [{}, { first_name: 'Taro', last_name: 'Yamada' }],
    extras: {}, answers: { q5: '15:00', q6: '  ' }, terms: true,
  };

  it('carries each room on its plan with its children, who stays where, the expected total and answered questions only', () => {
    const body = bookingRequest({
      criteria, assigned: assignRooms(criteria.rooms, lines).filter((a) => a !== null), values, extras: [{ extraId: 1, quantity: 2, room: 0 }],
      questions: [question({}), question({ id: 6, answer_type: 'text', required: false })], quote, couponCode: 'WELCOME10', mcpCurrency: null,
      language: 'en', addressRequired: false, withReading: false, paymentType: 'on_site',
    });
    expect(body.rooms).toEqual([
      { room_plan_code: 'p1', adults: 2, kids_tiers: [{ code: 'A', children: 1 }] },
      { room_plan_code: 'p2', adults: 1, guest: { first_name: 'Taro', last_name: 'Yamada', first_name_kana: null, last_name_kana: null } },
    ]);
    expect(body.guest.first_name).toBe('Hanako');
    expect(body.guest.phone).toBe('0312345678');
    // The address goes only to hotels that ask for it.
    expect(body.guest).not.toHaveProperty('postal_code');
    expect(body.answers).toEqual([{ question_id: 5, options: ['15:00'] }]);
    expect(body).toMatchObject({ expected_total_price: 40000, coupon_code: 'WELCOME10', mcp_currency: null, payment: { type: 'on_site' }, extras: [{ extra_id: 1, quantity: 2, room: 0 }] });
  });

  it('validates with the shared rules: names per language, matching e-mails, required answers and the terms', () => {
    const errors = validateGuestForm(
      { ...values, guest: { ...values.guest, first_name: 'Иван', email_confirmation: 'x@example.com', booking_for_someone_else: true }, roomGuests: [], answers: {}, terms: false },
      { language: 'en', addressRequired: true, readingRequired: false, questions: [question({})], rooms: 2 },
    ) as Record<string, Record<string, { key: string }> | { key: string } | Array<Record<string, { key: string }>>>;
    const guest = errors.guest as Record<string, { key: string }>;
    expect(guest.first_name.key).toBe('validation.nameEnglish');
    expect(guest.email_confirmation.key).toBe('validation.emailMismatch');
    expect(guest.street_address.key).toBe('validation.required');
    expect((errors.roomGuests as Array<Record<string, { key: string }>>)[0].first_name.key).toBe('validation.required');
    expect((errors.answers as Record<string, { key: string }>).q5.key).toBe('validation.selectRequired');
    expect((errors.terms as { key: string }).key).toBe('validation.termsRequired');
    const ja = validateGuestForm({ ...values, guest: { ...values.guest, first_name: '花子', last_name: '山田' } }, { language: 'ja', addressRequired: false, readingRequired: true, questions: [], rooms: 1 }) as Record<string, Record<string, { key: string }>>;
    expect(ja.guest.first_name).toBeUndefined();
    expect(ja.guest.first_name_kana.key).toBe('validation.required');
  });
});
