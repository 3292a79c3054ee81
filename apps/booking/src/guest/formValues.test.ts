import { describe, expect, it } from 'vitest';
import { applySearchDefaults, toPriceFields, zeroAmounts, type PriceBreakdown } from '@noren/core/domain';
import type { ExtraListing, QuestionListing } from '@noren/core/api';
import { assignRooms, lineKey } from '@noren/core/stores';
import { bookingRequest, chosenExtras, emptyGuest, extraLines, extraQuantities, memberGuest, type GuestFormValues } from './formValues.ts';
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
    expect(chosenExtras(lines, { x1_r0: '2', x9_r0: '0' })).toEqual([{ extraId: 1, quantity: 2, room: 0 }]);
  });

  it('books each room its own extras, date-bound ones on their date', () => {
    const lines = extraLines(
      [extra({ extra_id: 1 }), extra({ extra_id: 2, extra_type: 'date_bound', price: null, booking_available_dates: ['2026-12-10'], prices: [{ date: '2026-12-10', price: 6000, price_with_tax: 6600 }] })],
      ['2026-12-10'],
      new Set(),
    );
    expect(chosenExtras(lines, { x1_r0: '1', x1_r1: '3', 'x2_2026-12-10_r1': '2', 'x2_2026-12-10_r0': '0' }, 2)).toEqual([
      { extraId: 1, quantity: 1, room: 0 },
      { extraId: 1, quantity: 3, room: 1 },
      { extraId: 2, quantity: 2, room: 1, date: '2026-12-10' },
    ]);
    // A quantity for a room beyond the booked ones is not booked.
    expect(chosenExtras(lines, { x1_r1: '3' }, 1)).toEqual([]);
  });

  it('offers quantities from the minimum to the maximum, capped by what is left', () => {
    expect(extraQuantities(extra({ min_quantity: 2, max_quantity: 4 }))).toEqual([2, 3, 4]);
    expect(extraQuantities(extra({ min_quantity: 0, max_quantity: 2 }))).toEqual([1, 2]);
    expect(extraQuantities(extra({ min_quantity: 1, max_quantity: 4, stock: 2 }))).toEqual([1, 2]);
    // Fewer left than the minimum: it cannot be bought at all (shown as sold out).
    expect(extraQuantities(extra({ min_quantity: 3, max_quantity: 4, stock: 2 }))).toEqual([]);
  });

  it('refuses a quantity outside min to max, and more of an extra over all rooms and dates than is left', () => {
    const lines = extraLines([extra({ extra_id: 1, min_quantity: 2, max_quantity: 4, stock: 5 })], ['2026-12-10'], new Set());
    const rules = { language: 'en' as const, addressRequired: false, readingRequired: false, questions: [], rooms: 2, extras: lines };
    const base = { guest: emptyGuest(), roomGuests: [], answers: {}, terms: true };
    const extrasErrors = (extras: Record<string, string>) => (validateGuestForm({ ...base, extras }, rules) as { extras?: Record<string, { key: string; params?: unknown }> }).extras;
    expect(extrasErrors({ x1_r0: '1' })?.x1_r0).toEqual({ key: 'validation.quantityRange', params: { min: 2, max: 4 } });
    expect(extrasErrors({ x1_r0: '3', x1_r1: '3' })).toEqual({
      x1_r0: { key: 'validation.extrasStock', params: { left: 5 } },
      x1_r1: { key: 'validation.extrasStock', params: { left: 5 } },
    });
    expect(extrasErrors({ x1_r0: '3', x1_r1: '2' })).toBeUndefined();
    expect(extrasErrors({ x1_r0: '0', x1_r1: '4' })).toBeUndefined();
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
    // Images of a text answer go as attachment_ids, with or without text; an options answer takes none.
    const withImages = bookingRequest({
      criteria, assigned: assignRooms(criteria.rooms, lines).filter((a) => a !== null),
      values: { ...values, answers: { q5: '15:00', q7: 'Passport' }, attachments: { q6: [{ id: 'a1', file_name: 'p.jpg', content_type: 'image/jpeg', byte_size: 10 }], q7: [{ id: 'a2', file_name: 'q.png', content_type: 'image/png', byte_size: 20 }], q5: [{ id: 'a3', file_name: 'r.png', content_type: 'image/png', byte_size: 5 }] } },
      extras: [], questions: [question({}), question({ id: 6, answer_type: 'text', required: false }), question({ id: 7, answer_type: 'text', required: false })], quote, couponCode: null, mcpCurrency: null,
      language: 'en', addressRequired: false, withReading: false, paymentType: 'on_site',
    });
    expect(withImages.answers).toEqual([
      { question_id: 5, options: ['15:00'] },
      { question_id: 6, answer: null, attachment_ids: ['a1'] },
      { question_id: 7, answer: 'Passport', attachment_ids: ['a2'] },
    ]);
    expect(body).toMatchObject({ expected_total_price: 40000, coupon_code: 'WELCOME10', mcp_currency: null, payment: { type: 'on_site' }, extras: [{ extra_id: 1, quantity: 2, room: 0 }] });
  });

  it('sends the e-mail consent only when the brand showed the box, as the guest left it', () => {
    const request = (emailConsentShown: boolean, emailConsent?: boolean) => bookingRequest({
      criteria, assigned: assignRooms(criteria.rooms, lines).filter((a) => a !== null), values: { ...values, emailConsent }, extras: [], questions: [], quote,
      couponCode: null, mcpCurrency: null, language: 'en', addressRequired: false, withReading: false, paymentType: 'on_site', emailConsentShown,
    });
    expect(request(true, true).email_consent).toBe(true);
    expect(request(true, false).email_consent).toBe(false);
    expect(request(true, undefined).email_consent).toBe(false);
    expect(request(false, true)).not.toHaveProperty('email_consent');
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

describe('memberGuest', () => {
  it('fills the guest from a signed-in member, keeping what was typed, and nothing for an organisation user or a guest', () => {
    expect(memberGuest({ id: 1, name: 'Hanako Sato', email: 'member@noren.example' })).toEqual({
      first_name: 'Hanako', last_name: 'Sato', email: 'member@noren.example', email_confirmation: 'member@noren.example',
    });
    expect(memberGuest({ id: 1, name: 'Mary Ann Smith', first_name: 'Mary Ann', last_name: 'Smith', email: 'm@example.com' }, { email: 'typed@example.com' })).toEqual({
      first_name: 'Mary Ann', last_name: 'Smith',
    });
    expect(memberGuest({ id: 1, name: 'Mary Ann Smith', email: null })).toEqual({});
    expect(memberGuest({ id: 2, name: 'Acme Booker', email: 'b@acme.example', organization: { id: 1, display_name: 'Acme', name: 'acme', program_id: null } })).toEqual({});
    expect(memberGuest(null)).toEqual({});
  });
});
