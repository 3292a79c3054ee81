// PaymentStore: the methods offered, the card rules before anything is sent, the token (never the
// card) in the booking, 3-D Secure there and back, refusals with their message and field, a moved
// exchange rate confirmed before paying, and saved cards that stay hidden for guests.
import { describe, expect, it } from 'vitest';
import { ApiError, type CardDetails, type GatewayEndpoint, type PaymentResultView } from '@noren/core/api';
import { ManualClock, paymentChoices, type CreateReservationRequest, type CreateReservationResponse, type InitSettings } from '@noren/core/domain';
import { CurrencyStore } from '../CurrencyStore.ts';
import { PaymentStore, type PaymentDraft } from './Payment.store.ts';
import { ReservationStore } from '../ReservationStore.ts';
import { SettingsStore } from '../SettingsStore.ts';
import { needsPaymentStep } from './choices.ts';
import { challengeRecordKey } from './challengeRecord.ts';
import { FakeApi } from '../testing/fakeApi.ts';
import { sampleInitSettings } from '../testing/initSettings.ts';
import { memoryEnv } from '../testing/memoryEnv.ts';

const NOW = new Date('2026-11-22T03:00:00Z');

const options = (...types: string[]) => types.map((payment_type) => ({ payment_type, enabled: true })) as InitSettings['payment_options'];

function setup(overrides: Partial<InitSettings> = {}) {
  const api = new FakeApi();
  const env = memoryEnv('http://localhost/reservation/payment?code=kyoto-gion');
  const settings = new SettingsStore(() => 'en');
  settings.setSettings(sampleInitSettings({ payment_options: options('on_site', 'credit_card', 'credit_card_deposit', 'bank_transfer', 'korean_domestic_card'), ...overrides }));
  const currency = new CurrencyStore({ settings });
  let n = 0;
  const reservation = new ReservationStore(currency, { api, hotelId: () => 'kyoto-gion', newKey: () => `key-${++n}-0123456789abcdef` });
  const tokenised: Array<{ endpoint: GatewayEndpoint; card: CardDetails }> = [];
  const who = { member: true };
  const store = new PaymentStore({
    api, settings, currency, reservation, env, clock: new ManualClock(NOW), hotelId: () => 'kyoto-gion', member: () => who.member, accountApi: api,
    tokenise: async (endpoint, card) => {
      tokenised.push({ endpoint, card });
      return { token: `tok_${tokenised.length}`, brand: card.number.startsWith('4') ? 'visa' : 'jcb', last4: card.number.slice(-4), exp_month: 12, exp_year: 2030 };
    },
  });
  return { api, env, settings, currency, reservation, store, tokenised, who };
}

const draft = (over: Partial<PaymentDraft> = {}, body: Partial<PaymentDraft['body']> = {}): PaymentDraft => ({
  body: {
    checkin_date: '2026-12-20', checkout_date: '2026-12-22', rooms: [{ room_plan_code: 'kaiseki_modern-twin', adults: 2 }],
    guest: { first_name: 'Mary', last_name: 'Smith', email: 'm@example.com', email_confirmation: 'm@example.com', phone: '0312345678' },
    expected_total_price: 80_000, mcp_currency: null, expected_mcp_total_price: null, ...body,
  },
  planMethods: ['credit_card'], total: 80_000, deposit: 24_000, search: '?code=kyoto-gion&locale=en', ...over,
});

const card = (number = '4242 4242 4242 4242', over: Record<string, string> = {}) => ({
  number, expMonth: '12', expYear: '2030', securityCode: '123', holder: 'mary smith', ...over,
});

const answer = (status: CreateReservationResponse['status'], extra: Record<string, unknown> = {}) =>
  ({ reservation_number: 'NRN-AB12CD', bypass_token: 'bypass-1', status, reservation: {}, ...extra }) as unknown as CreateReservationResponse;

describe('needsPaymentStep', () => {
  it('asks for the payment step unless the only choice is paying at the hotel', () => {
    const offered = options('on_site', 'credit_card', 'credit_card_full', 'credit_card_deposit', 'bank_transfer', 'korean_domestic_card', 'credit_card_international');
    expect(needsPaymentStep(paymentChoices(['on_site'], offered))).toBe(false);
    expect(needsPaymentStep(paymentChoices(['credit_card'], offered))).toBe(true);
    expect(needsPaymentStep([])).toBe(false);
  });
});

describe('PaymentStore', () => {
  it('shows the deposit and what is left to pay at the hotel, and the transfer due date', () => {
    const { store } = setup();
    store.begin(draft({ planMethods: ['credit_card_deposit'] }));
    expect(store.choices).toEqual(['credit_card_deposit']);
    expect(store.type).toBe('credit_card_deposit');
    expect(store.due).toMatchObject({ chargeNow: 24_000, remaining: 56_000, remainder: 'hotel' });
    expect(store.amountNow).toEqual({ amount: 24_000, currency: 'JPY' });
    store.begin(draft({ planMethods: ['bank_transfer'] }));
    expect(store.choices).toEqual(['bank_transfer', 'credit_card']);
    expect(store.type).toBe('bank_transfer');
    // 7 days after booking, but no later than 3 days before check-in.
    expect(store.transferDueDate).toBe('2026-11-29');
    store.begin(draft({ planMethods: ['bank_transfer'] }, { checkin_date: '2026-11-24', checkout_date: '2026-11-25' }));
    expect(store.choices).not.toContain('bank_transfer');
  });

  it('checks the card by the core rules before anything is sent', async () => {
    const { store, tokenised, api } = setup();
    store.begin(draft());
    const fields = async (c: ReturnType<typeof card>) => {
      const outcome = await store.pay(c);
      return outcome.kind === 'invalid' ? outcome.problems.map((p) => `${p.field}:${p.messageKey}`) : outcome.kind;
    };
    expect(await fields(card('4242 4242 4242 4241'))).toEqual(['number:validation.cardNumber']);
    expect(await fields(card(undefined, { expMonth: '11', expYear: '2026' }))).toEqual(['expiry:validation.cardExpiryBeforeCheckout']);
    expect(await fields(card(undefined, { holder: 'ＭＡＲＹ' }))).toEqual(['holder:validation.cardHolder']);
    // Amex asks 4 digits, and this hotel does not take amex at all.
    expect(await fields(card('3782 822463 10005', { securityCode: '123' }))).toEqual(['number:validation.cardBrand', 'security_code:validation.securityCode']);
    store.begin(draft({ total: 1_200_000 }, { expected_total_price: 1_200_000 }));
    expect(await fields(card())).toEqual(['number:validation.cardLimitVisaMaster']);
    expect(store.allowedBrands).toEqual(['jcb']);
    store.begin(draft({ total: 0 }, { expected_total_price: 0 }));
    expect(await fields(card())).toEqual(['payment_type:validation.zeroTotalCard']);
    expect(tokenised).toEqual([]);
    expect(api.calls.filter((c) => c.startsWith('createReservation'))).toEqual([]);
  });

  it('books with the provider token and the brand, never the card', async () => {
    const { store, api, tokenised } = setup();
    const sent: CreateReservationRequest[] = [];
    api.book = (body) => (sent.push(body), answer('done'));
    store.begin(draft());
    const outcome = await store.pay(card());
    expect(outcome).toMatchObject({ kind: 'booked', number: 'NRN-AB12CD', bypassToken: 'bypass-1', email: 'm@example.com' });
    expect(tokenised[0]).toEqual({
      endpoint: expect.objectContaining({ tokenization_url: '/sandbox/tokens', public_key: 'pk_test' }),
      card: { number: '4242424242424242', exp_month: '12', exp_year: '2030', security_code: '123', holder: 'MARY SMITH' },
    });
    expect(sent[0].payment).toEqual({ type: 'credit_card', token: 'tok_1', card_brand: 'visa' });
    expect(JSON.stringify(sent[0])).not.toMatch(/4242/);
  });

  it('sends the guest to the 3-D Secure page and settles the answer from the API on return', async () => {
    const { store, api, env, reservation } = setup();
    api.book = () => answer('payment_pending', { challenge_url: '/sandbox-gateway/3ds/pay_1', payment_expires_at: '2026-11-22T03:15:00Z' });
    store.begin(draft());
    expect(await store.pay(card('4000 0000 0000 3220'))).toEqual({ kind: 'challenge', url: '/sandbox-gateway/3ds/pay_1' });
    expect(env.navigations).toEqual(['/sandbox-gateway/3ds/pay_1']);
    expect(JSON.parse(env.storage.getItem(challengeRecordKey('NRN-AB12CD'))!)).toMatchObject({ hotel: 'kyoto-gion', bypassToken: 'bypass-1', search: '?code=kyoto-gion&locale=en' });

    const asked: string[] = [];
    api.paymentResult = (number, token) => (asked.push(`${number}:${token}`), { reservation_number: number, status: 'done', payment_status: 'captured', failure: null } as PaymentResultView);
    expect(await store.settleChallenge('NRN-AB12CD')).toMatchObject({ kind: 'booked', record: { email: 'm@example.com' } });
    expect(asked).toEqual(['NRN-AB12CD:bypass-1']);
    expect(reservation.reservationNumber).toBe('NRN-AB12CD');
    // Settled once: the record is gone, a second return finds nothing to settle.
    expect(await store.settleChallenge('NRN-AB12CD')).toEqual({ kind: 'lost' });
  });

  it('reports a failed or cancelled challenge with its code, and keeps a pending one', async () => {
    const { store, api } = setup();
    api.book = () => answer('payment_pending', { challenge_url: '/sandbox-gateway/3ds/pay_2' });
    store.begin(draft());
    await store.pay(card('4000 0000 0000 3220'));
    api.paymentResult = (number) => ({ reservation_number: number, status: 'payment_pending', payment_status: 'pre_3d_secure', failure: null }) as PaymentResultView;
    expect((await store.settleChallenge('nrn-ab12cd')).kind).toBe('pending');
    api.paymentResult = (number) => ({ reservation_number: number, status: 'cancelled', payment_status: 'cancelled', failure: { code: 3008, reason: 'three_d_secure_cancelled' } }) as PaymentResultView;
    expect(await store.settleChallenge('NRN-AB12CD')).toMatchObject({ kind: 'failed', failure: { code: 3008 } });
  });

  it('says a refused card in the §8.4 words and points at the wrong security code', async () => {
    const { store, api } = setup();
    api.book = () => new ApiError({ status: 402, code: 3007, message: 'not accepted', messageKey: 'codes.3007', payload: { field: 'payment.token', reason: 'incorrect_cvc' } });
    store.begin(draft());
    const outcome = await store.pay(card('4000 0000 0000 0127'));
    expect(outcome.kind).toBe('failed');
    expect(store.error).toMatchObject({ code: 3007, messageKey: 'messages.cardSecurityCodeWrong' });
    expect(store.errorField).toBe('security_code');
    api.book = () => new ApiError({ status: 402, code: 3003, message: 'declined', messageKey: 'codes.3003', payload: { field: 'payment.token', reason: 'card_declined' } });
    await store.pay(card('4000 0000 0000 0002'));
    expect(store.error).toMatchObject({ code: 3003, messageKey: 'codes.3003' });
    expect(store.errorField).toBeNull();
  });

  it('stops on an updated exchange rate and books at the new amount once the guest confirms', async () => {
    const { store, api, currency } = setup({ mcp_enabled: true });
    currency.select('USD');
    const sent: CreateReservationRequest[] = [];
    api.book = (body) => {
      sent.push(body);
      return sent.length === 1
        ? new ApiError({ status: 409, code: 1000, message: 'rate', payload: {
          field: 'expected_mcp_total_price', reason: 'exchange_rate_changed', direction: 'more_expensive', expected_total_price: 80_000, total_price: 80_000,
          mcp_currency: 'USD', expected_mcp_total_price: 53_000, mcp_total_price: 54_100, message_key: 'messages.exchangeRateUpdated' } })
        : answer('done');
    };
    store.begin(draft({}, { mcp_currency: 'USD', expected_mcp_total_price: 53_000 }));
    const first = await store.pay(card());
    expect(first).toMatchObject({ kind: 'changed', change: { kind: 'rate', change: { mcp_total_price: 54_100 } } });
    expect(store.pendingChange?.kind).toBe('rate');
    expect(sent[0]).toMatchObject({ mcp_currency: 'USD', expected_mcp_total_price: 53_000, payment: { card_brand: 'visa' } });
    expect((await store.pay(card())).kind).toBe('booked');
    expect(sent[1]).toMatchObject({ mcp_currency: 'USD', expected_mcp_total_price: 54_100 });
    expect(store.pendingChange).toBeNull();
  });

  it('charges jcb in the hotel currency in multi-currency mode, so the booking drops the shown one', async () => {
    const { store, api, currency } = setup({ mcp_enabled: true });
    currency.select('USD');
    const sent: CreateReservationRequest[] = [];
    api.book = (body) => (sent.push(body), answer('done'));
    store.begin(draft({}, { mcp_currency: 'USD', expected_mcp_total_price: 53_000 }));
    store.setBrand('jcb');
    expect(currency.shown).toBe('JPY');
    expect(store.chargeCurrency).toBe('JPY');
    store.setBrand('visa');
    expect(currency.shown).toBe('USD');
    expect(store.amountNow).toEqual({ amount: 53_000, currency: 'USD' });
    await store.pay(card('3566 0020 2036 0505'));
    expect(sent[0]).toMatchObject({ mcp_currency: null, expected_mcp_total_price: null, payment: { card_brand: 'jcb' } });
  });

  it('shows saved cards only when the API gives them: a guest sees none and no error', async () => {
    const { store, api } = setup();
    store.begin(draft());
    await store.loadSavedCards();
    expect(store.savedCards).toEqual([]);
    expect(store.error).toBeNull();
    api.savedCards = [{ id: 7, brand: 'jcb', last4: '0505', exp_month: 12, exp_year: 2030 }];
    await store.loadSavedCards();
    store.chooseSavedCard(7);
    expect(store.brand).toBe('jcb');
    const sent: CreateReservationRequest[] = [];
    api.book = (body) => (sent.push(body), answer('done'));
    expect((await store.pay(null)).kind).toBe('booked');
    expect(sent[0].payment).toEqual({ type: 'credit_card', saved_card_id: '7', card_brand: 'jcb' });
  });

  it('keeps a member’s new card for next time only when asked, and never for a guest or a saved card', async () => {
    const { store, api, who } = setup();
    const sent: CreateReservationRequest[] = [];
    api.book = (body) => (sent.push(body), answer('done'));
    store.begin(draft());
    store.setSaveCard(true);
    await store.pay(card());
    expect(sent[0].payment).toEqual({ type: 'credit_card', token: 'tok_1', card_brand: 'visa', save_card: true });

    store.begin(draft());
    expect(store.saveCard).toBe(false);
    await store.pay(card());
    expect(sent[1].payment).not.toHaveProperty('save_card');

    api.savedCards = [{ id: 7, brand: 'jcb', last4: '0505', exp_month: 12, exp_year: 2030 }];
    await store.loadSavedCards();
    store.begin(draft());
    store.setSaveCard(true);
    store.chooseSavedCard(7);
    await store.pay(null);
    expect(sent[2].payment).toEqual({ type: 'credit_card', saved_card_id: '7', card_brand: 'jcb' });

    who.member = false;
    store.begin(draft());
    store.setSaveCard(true);
    expect(store.saveCard).toBe(false);
    await store.loadSavedCards();
    expect(store.savedCards).toEqual([]);
    await store.pay(card());
    expect(sent[3].payment).not.toHaveProperty('save_card');
    expect(api.calls.filter((c) => c.startsWith('listSavedCards'))).toHaveLength(1);
  });

  it('removes a saved card once the API has, leaving it listed with an error when the API refuses', async () => {
    const { store, api } = setup();
    api.savedCards = [{ id: 7, brand: 'jcb', last4: '0505', exp_month: 12, exp_year: 2030 }, { id: 8, brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2031 }];
    store.begin(draft());
    await store.loadSavedCards();
    store.chooseSavedCard(7);
    api.deleteCardAnswer = () => new ApiError({ status: 403, code: 9403, message: 'no' });
    expect(await store.removeSavedCard(8)).toBe(false);
    expect(store.savedCards.map((c) => c.id)).toEqual([7, 8]);
    expect(store.removeCardError).toMatchObject({ status: 403 });
    api.deleteCardAnswer = () => undefined;
    expect(await store.removeSavedCard(7)).toBe(true);
    expect(store.savedCards.map((c) => c.id)).toEqual([8]);
    expect(store.savedCardId).toBeNull();
    expect(store.removeCardError).toBeNull();
    expect(api.calls).toContain('deleteSavedCard:kyoto-gion:7');
    store.forgetSavedCards();
    expect(store.savedCards).toEqual([]);
  });

  it('books a method without a card with nothing to tokenise', async () => {
    const { store, api, tokenised } = setup();
    const sent: CreateReservationRequest[] = [];
    api.book = (body) => (sent.push(body), answer('done', { bank_transfer: { due_date: '2026-11-29', amount: 80_000, currency: 'JPY', instructions: null } }));
    store.begin(draft({ planMethods: ['bank_transfer'] }));
    store.choose('bank_transfer');
    expect((await store.pay(null)).kind).toBe('booked');
    expect(sent[0].payment).toEqual({ type: 'bank_transfer' });
    expect(tokenised).toEqual([]);
  });
});
