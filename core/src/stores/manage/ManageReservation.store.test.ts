import { describe, expect, it } from 'vitest';
import { ApiError, type CancelPreviewView, type CancelRequest, type ManageApi, type ReservationAccess, type ReservationQuestionView, type UpdateQuoteView, type UpdateRequest, type UpdateSettingsView } from '@noren/core/api';
import type { ReservationView } from '@noren/core/domain';
import { ManageReservationStore, type ManagePage } from './ManageReservation.store.ts';
import { accessDenial, refusalDenial } from './accessDenial.ts';
import type { PageViewData } from '../AnalyticsStore.ts';

function view(over: Partial<ReservationView> = {}): ReservationView {
  return {
    id: 7, reservation_number: 'R-100', status: 'done', booked_by: 'guest', hotel: { id: 3, code: 'kyoto', name: 'Kyoto', url: null, time_zone: 'Asia/Tokyo' },
    language: 'en', currency: 'JPY', mcp_currency: null, exchange_rate: null, checkin_date: '2026-12-01', checkout_date: '2026-12-03', is_day_use: false,
    nights: 2, adults: 2, children: 0, children_ages: [], guest: { first_name: 'Mary', last_name: 'Smith', first_name_kana: null, last_name_kana: null, email: 'mary@example.com', phone: '0312345678', postal_code: null, prefecture_or_state: null, street_address: null, building_name_and_number: null },
    notes: null, booking_for_someone_else: false, payment: { type: 'on_site', status: null, charged_amount: 0, remaining_amount: 30000, currency: 'JPY', paid_amount: 0, refunded_amount: 0, cancellation_fee: null, refund_status: 'none', refunds: [] }, bank_transfer: null, coupon_code: null,
    rooms: [], extras: [], answers: [], prices: {} as ReservationView['prices'],
    summary: { room_rate: 30000, tax: 0, accommodation_tax: 0, service_fee: 0, extras: 0, subtotal: 30000, discounts: 0, point_discount: 0, deposit_percent: null, deposit_amount: 0, remaining_amount: 30000, total: 30000 },
    cancellation_policy: null, booking_method: 'widget', channel: 'booking', lottery_result: null, created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-01T00:00:00Z',
    ...over,
  };
}

const preview = (fee: number): CancelPreviewView => ({
  reservation_number: 'R-100', status: 'done', cancellable: true, reason: null, cancellation_fee: fee, currency: 'JPY', refund_amount: 0, refund_currency: 'JPY', fee_changes_at: null, rooms: [],
});

const settings = (over: Partial<UpdateSettingsView> = {}): UpdateSettingsView => ({
  reservation_number: 'R-100', status: 'done', updatable: true, reason: null, reason_code: null, message_key: null, redirect_url: null, update_deadline_at: null,
  update_deadline_source: 'checkin_day', min_nights: 1, is_day_use: false, checkin_date: '2026-12-01', checkout_date: '2026-12-03', nights: 2, currency: 'JPY', total_price: 30000, payment_type: 'on_site',
  paid_by_card: false, rooms: [], plan_options: [], max_guests_per_room: 20, can_remove_rooms: false, can_reduce_nights: true, ...over,
});

const quote = (body: UpdateRequest): UpdateQuoteView => ({
  confirmed: body.confirm, reservation_number: 'R-100', checkin_date: body.checkin_date, checkout_date: body.checkout_date, nights: 3, currency: 'JPY', price: {} as UpdateQuoteView['price'],
  total_price: 45000, previous_total_price: 30000, price_difference: 15000, settlement: 'none', card_token_required: false, update_deadline_at: null,
});

const question = (id: number, title: string): Omit<ReservationQuestionView, 'answered' | 'answer'> => ({
  id, question_type: 'free', answer_type: 'text', requirement: 'optional', required: false, title, body: '', options: [], labels: [], hotel_plan_codes: [],
  display_start_date: null, display_end_date: null, ownable_type: 'Hotel', attachments: [], remote_attachments_urls: [],
});

const notFound = () => new ApiError({ status: 404, code: 9404, message: 'not found', messageKey: 'codes.9404' });

/** Answers like the API for one reservation reachable with one e-mail or one token. */
class FakeManageApi {
  calls: string[] = [];
  stored = view();
  fee = 6000;
  cancels: CancelRequest[] = [];
  updates: UpdateRequest[] = [];
  allows = (a: ReservationAccess) => a.email === 'mary@example.com' || a.bypassToken === 'tok';
  api: ManageApi = {
    findReservation: async (brand, number, email) => {
      this.calls.push(`find:${brand}:${number}`);
      if (number !== 'R-100' || email !== 'mary@example.com') throw notFound();
      return this.stored;
    },
    getReservation: async (hotel, number, access) => {
      this.calls.push(`get:${hotel}:${number}`);
      if (!this.allows(access)) throw notFound();
      return this.stored;
    },
    previewCancel: async () => preview(this.fee),
    cancel: async (_h, _n, _a, body) => {
      this.cancels.push(body);
      if (body.cancellation_fee_displayed !== this.fee) {
        throw new ApiError({ status: 409, code: 1000, message: 'fee changed', payload: { field: 'cancellation_fee_displayed', reason: 'cancellation_fee_changed', cancellation_fee: this.fee, currency: 'JPY' } });
      }
      this.stored = { ...this.stored, status: 'cancelled' };
      return { ...preview(this.fee), status: 'cancelled', cancellable: false, refund_status: 'none' };
    },
    getUpdateSettings: async () => settings(),
    putUpdate: async (_h, _n, _a, body) => {
      this.updates.push(body);
      if (body.confirm) this.stored = { ...this.stored, checkin_date: body.checkin_date, checkout_date: body.checkout_date };
      return quote(body);
    },
    downloadReceipt: async () => {
      throw new ApiError({ status: 409, code: 1000, message: 'not yet', payload: { reason: 'before_checkout' } });
    },
    getGuests: async () => {
      throw notFound();
    },
    putGuests: async () => {
      throw notFound();
    },
    getQuestions: async () => [
      { ...question(1, 'Q1'), answered: true, answer: { text: 'old', options: [], rooms: [] } },
      { ...question(2, 'Q2'), answered: false, answer: null },
    ],
    postAnswers: async (_h, _n, _a, answers) => this.calls.push(`post:${answers.map((a) => a.question_id).join()}`),
    updateAnswers: async (_h, _n, _a, answers) => this.calls.push(`batch:${answers.map((a) => a.question_id).join()}`),
    subscriptionStatus: async () => ({ email: 'm***@example.com', subscribed: true }),
    unsubscribe: async () => undefined,
  };
}

function setup(opts: { signedIn?: boolean } = {}) {
  const fake = new FakeManageApi();
  const events: Array<{ page: ManagePage; data: PageViewData }> = [];
  const updating: boolean[] = [];
  const opened: string[] = [];
  const store = new ManageReservationStore({
    api: fake.api, hotelId: () => 'kyoto', brandId: () => 9, signedIn: () => opts.signedIn ?? false,
    track: (page, data) => events.push({ page, data }), updating: (on) => updating.push(on), opened: (v, a) => opened.push(`${v.reservation_number}:${a.email ?? a.bypassToken}`),
  });
  return { fake, store, events, updating, opened };
}

describe('ManageReservationStore', () => {
  it('finds a reservation of the brand by number and e-mail, and keeps the e-mail for later calls', async () => {
    const { fake, store, opened } = setup();
    expect(await store.find(' R-100 ', 'nobody@example.com')).toBe(false);
    expect(store.findError?.messageKey).toBe('codes.9404');
    expect(store.view).toBeNull();

    expect(await store.find('R-100', 'mary@example.com ')).toBe(true);
    expect(store.findError).toBeNull();
    expect([store.hotelId, store.number, store.access]).toEqual(['3', 'R-100', { email: 'mary@example.com' }]);
    expect(opened).toEqual(['R-100:mary@example.com']);
    expect(fake.calls).toEqual(['find:9:R-100', 'find:9:R-100']);

    // The review page opened next with no access of its own uses the one kept, without reading again.
    await store.open('3', 'R-100', {});
    expect(store.view?.reservation_number).toBe('R-100');
    expect(fake.calls).toHaveLength(2);
  });

  it('opens with a bypass token, and a wrong one shows the not-found error and no data', async () => {
    const { store } = setup();
    await store.open(null, 'R-100', { bypassToken: 'wrong' });
    expect(store.view).toBeNull();
    expect(store.loadError?.status).toBe(404);
    expect(store.denial).toBeNull();

    await store.open(null, 'R-100', { bypassToken: 'tok' });
    expect(store.loadError).toBeNull();
    expect(store.view?.guest.email).toBe('mary@example.com');
    expect(store.hotelId).toBe('kyoto');
  });

  it('without an e-mail or token it waits for one instead of calling the API', async () => {
    const { fake, store } = setup();
    await store.open('3', 'R-100', {});
    expect(store.hasAccess).toBe(false);
    expect(fake.calls).toEqual([]);
    store.setAccess({ email: 'mary@example.com' });
    await store.reload();
    expect(store.view?.reservation_number).toBe('R-100');
  });

  it('a cancel refused for the account (sign_in_required) asks the guest to sign in', async () => {
    const { fake, store } = setup();
    await store.open(null, 'R-100', { bypassToken: 'tok' });
    await store.loadCancelPreview();
    expect(store.denial).toBeNull();
    fake.api.cancel = async () => {
      throw new ApiError({ status: 403, code: 9403, message: 'sign in', payload: { reason: 'sign_in_required' } });
    };
    const outcome = await store.cancel('change_of_plans', '');
    expect(outcome.kind).toBe('failed');
    expect(store.denial).toBe('sign_in_required');
    await store.afterAuthChange();
    expect(store.denial).toBeNull();
    expect(store.cancelError).toBeNull();
  });

  it('cancels with the fee shown; a changed fee comes back to confirm again, then it cancels and tracks it', async () => {
    const { fake, store, events } = setup();
    await store.open(null, 'R-100', { bypassToken: 'tok' });
    await store.loadCancelPreview();
    expect(store.cancelPreview?.cancellation_fee).toBe(6000);

    fake.fee = 15000;
    const first = await store.cancel('change_of_plans', '  ');
    expect(first).toEqual({ kind: 'fee_changed', fee: 15000 });
    expect(store.cancelPreview?.cancellation_fee).toBe(15000);
    expect(store.cancelError?.payload?.reason).toBe('cancellation_fee_changed');
    expect(store.isCancelled).toBe(false);
    expect(events).toEqual([]);

    const second = await store.cancel('change_of_plans', ' flight moved ');
    expect(second.kind).toBe('cancelled');
    expect(fake.cancels.map((c) => [c.cancellation_fee_displayed, c.details])).toEqual([[6000, null], [15000, 'flight moved']]);
    expect(store.isCancelled).toBe(true);
    expect(store.cancelResult?.cancellation_fee).toBe(15000);
    expect(events).toEqual([{ page: 'reservation_cancel', data: expect.objectContaining({ reservationNumber: 'R-100', price: 15000, currency: 'JPY', checkin: '2026-12-01' }) }]);
  });

  it('quotes an update first and applies exactly the quoted change with its total, multi-currency off meanwhile', async () => {
    const { fake, store, events, updating } = setup();
    await store.open(null, 'R-100', { email: 'mary@example.com' });
    const draft = { checkin_date: '2026-12-02', checkout_date: '2026-12-05', rooms: [{ room_index: 0, room_type_code: 'twin', room_plan_code: 'ro', adults: 2 }] };
    const quote = await store.quoteUpdate(draft);
    expect(quote?.price_difference).toBe(15000);
    expect(fake.updates[0]).toEqual({ ...draft, confirm: false });
    expect(store.view?.checkin_date).toBe('2026-12-01');

    expect(await store.applyUpdate()).toBe(true);
    expect(fake.updates[1]).toEqual({ ...draft, confirm: true, expected_total: 45000 });
    expect(store.view?.checkin_date).toBe('2026-12-02');
    expect(store.quote).toBeNull();
    expect(updating).toEqual([true, false]);
    expect(events[0]).toEqual({ page: 'reservation_update', data: expect.objectContaining({ reservationNumber: 'R-100', checkin: '2026-12-02', checkout: '2026-12-05', price: 45000 }) });
    // Nothing quoted: nothing to apply.
    expect(await store.applyUpdate()).toBe(false);
  });

  it('pays an increase with a card: checked first, then only its token goes to the API', async () => {
    const fake = new FakeManageApi();
    const tokenised: string[] = [];
    const store = new ManageReservationStore({
      api: fake.api, hotelId: () => 'kyoto', brandId: () => 9, signedIn: () => false, today: () => '2026-11-22',
      gateway: () => ({ tokenization_url: 'https://gateway.example/tokens', public_key: 'pk' }),
      tokenise: async (_endpoint, card) => {
        tokenised.push(card.number);
        return { token: 'tok_123', brand: 'visa', last4: card.number.slice(-4), exp_month: 12, exp_year: 2030 };
      },
    });
    await store.open(null, 'R-100', { email: 'mary@example.com' });
    const draft = { checkin_date: '2026-12-01', checkout_date: '2026-12-04', rooms: [{ room_index: 0, room_plan_code: 'ro', adults: 2 }] };
    await store.quoteUpdate(draft);
    const bad = await store.applyUpdateWithCard({ number: '4242', expMonth: '12', expYear: '2030', securityCode: '123', holder: 'MARY SMITH' });
    expect(bad.kind).toBe('invalid');
    expect(tokenised).toEqual([]);
    const good = await store.applyUpdateWithCard({ number: '4242 4242 4242 4242', expMonth: '12', expYear: '2030', securityCode: '123', holder: 'mary  smith' });
    expect(good).toEqual({ kind: 'applied' });
    expect(tokenised).toEqual(['4242424242424242']);
    expect(fake.updates.at(-1)).toEqual({ ...draft, confirm: true, expected_total: 45000, card_token: 'tok_123' });
    expect(JSON.stringify(fake.updates)).not.toContain('4242424242424242');
  });

  it('keeps answers apart: new ones are posted, earlier ones batch-updated', async () => {
    const { fake, store } = setup();
    await store.open(null, 'R-100', { bypassToken: 'tok' });
    await store.loadQuestions();
    expect(await store.saveAnswers([{ question_id: 1, answer: 'new' }, { question_id: 2, answer: 'first' }])).toBe(true);
    expect(fake.calls.filter((c) => c.startsWith('post') || c.startsWith('batch'))).toEqual(['post:2', 'batch:1']);
    expect(store.answersSaved).toBe(true);
  });

  it('a refused receipt is an error for the screen, not an exception', async () => {
    const { store } = setup();
    await store.open(null, 'R-100', { bypassToken: 'tok' });
    expect(await store.downloadReceipt({ name: 'Mary Smith' })).toBeNull();
    expect(store.receiptError?.payload?.reason).toBe('before_checkout');
    expect(store.receiptBusy).toBe(false);
  });

  it('forgets one reservation when another opens, and a late answer for the old one is dropped', async () => {
    const { fake, store } = setup();
    await store.open(null, 'R-100', { bypassToken: 'tok' });
    await store.loadCancelPreview();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fake.api.getUpdateSettings = async () => {
      await gate;
      return settings({ updatable: false, reason: 'update_deadline_passed' });
    };
    const late = store.loadUpdateSettings();
    await store.open(null, 'R-200', { bypassToken: 'other' });
    release();
    await late;
    expect(store.number).toBe('R-200');
    expect(store.cancelPreview).toBeNull();
    expect(store.updateSettings).toBeNull();
  });
});

describe('accessDenial', () => {
  it('tells another account and a travel agency apart from a plain not found', () => {
    expect(accessDenial(null, true)).toBeNull();
    expect(accessDenial({ message: 'x', status: 404 }, true)).toBeNull();
    expect(accessDenial({ message: 'x', status: 403, payload: { reason: 'travel_agency' } }, false)).toBe('travel_agency');
    expect(accessDenial({ message: 'x', status: 403, payload: { reason: 'other_account' } }, false)).toBe('other_account');
    expect(accessDenial({ message: 'x', status: 403 }, true)).toBe('other_account');
    expect(accessDenial({ message: 'x', status: 403 }, false)).toBeNull();
  });

  it('tells a reservation of another account from a member’s one opened while signed out', () => {
    expect(accessDenial({ message: 'x', status: 403, code: 9403, payload: { reason: 'sign_in_mismatch' } }, true)).toBe('other_account');
    expect(accessDenial({ message: 'x', status: 403, code: 9403, payload: { reason: 'sign_in_required' } }, false)).toBe('sign_in_required');
    expect(refusalDenial({ message: 'x', status: 403, payload: { reason: 'sign_in_required' } })).toBe('sign_in_required');
    expect(refusalDenial({ message: 'x', status: 403 })).toBeNull();
  });
});
