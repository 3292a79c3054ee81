// The pay page's store beyond paying: /payments?qr_code= resolved through the API to the page's
// own address (the rest of the query kept), a refused QR shown as "not found" with no data, and
// the receipt of a link that took money.
import { describe, expect, it } from 'vitest';
import { ApiError, payLinkApiFor, type PayLinkApi } from '@noren/core/api';
import type { PayLinkView } from '@noren/core/domain';
import { PayLinkStore } from './PayLinkStore.ts';

const NUMBER = 'AbCdEfGhIjKlMnOpQrStUvWx';

const view = (over: Partial<PayLinkView> = {}): PayLinkView => ({
  payment_number: NUMBER, hotel_id: 1, hotel_code: 'kyoto-gion', hotel_name: 'Noren Kyoto Gion', subject: 'Minibar', amount: 5400, currency: 'JPY',
  due_at: '2026-11-23T03:00:00.000Z', status: 'paid', page_status: 'already_paid', language: 'en', reservation_number: null, paid_at: '2026-11-22T03:00:00.000Z',
  refunded_at: null, refunded_amount: 0, receipt_available: true, page_session: null, page_expires_at: null,
  payment_gateway: { tokenization_url: 'https://gw.invalid', public_key: 'pk', accepted_card_brands: ['visa'] },
  ...over,
});

function setup(api: Partial<PayLinkApi>) {
  const calls: string[] = [];
  const store = new PayLinkStore({ api: { ...payLinkApiFor({}), ...api }, ensureClientSession: async () => void calls.push('session') });
  return { store, calls };
}

describe('PayLinkStore.openQr', () => {
  it('answers the pay page of the link the API resolves, keeping the rest of the query', async () => {
    const asked: string[] = [];
    const { store, calls } = setup({
      resolveQr: async (qr) => {
        asked.push(qr);
        return { type: 'pay_link', payment_number: NUMBER, hotel_id: 1, hotel_code: 'kyoto-gion', path: `/payments/${NUMBER}` };
      },
    });
    expect(await store.openQr('?qr_code=nrq1.sealed%2Bpayload&locale=ja')).toBe(`/payments/${NUMBER}?locale=ja`);
    expect(asked).toEqual(['nrq1.sealed+payload']);
    expect(calls).toEqual(['session']);
    expect(store.qrRefused).toBe(false);
    expect(await store.openQr('?qr_code=x')).toBe(`/payments/${NUMBER}`);
  });

  it('shows not found, with no data, when the API refuses the QR or there is none', async () => {
    const { store } = setup({
      resolveQr: async () => {
        throw new ApiError({ status: 422, code: 1000, message: 'This QR code is not valid.', payload: { field: 'qr_code', reason: 'qr_code_invalid' } });
      },
    });
    expect(await store.openQr('?qr_code=forged')).toBeNull();
    expect(store.qrRefused).toBe(true);
    expect(store.qrError).toBeNull();
    expect(store.link).toBeNull();

    const none = setup({ resolveQr: async () => { throw new Error('must not be called'); } });
    expect(await none.store.openQr('?locale=en')).toBeNull();
    expect(none.store.qrRefused).toBe(true);
    expect(none.calls).toEqual([]);
  });

  it('keeps an unreachable API apart from a refusal, so the page can say to retry', async () => {
    const { store } = setup({ resolveQr: async () => { throw ApiError.unreachable(); } });
    expect(await store.openQr('?qr_code=abc')).toBeNull();
    expect(store.qrRefused).toBe(false);
    expect(store.qrError).not.toBeNull();
  });
});

describe('PayLinkStore.downloadReceipt', () => {
  it('fetches the receipt of a link that took money, with the name and language asked', async () => {
    const asked: unknown[] = [];
    const pdf = new Blob(['%PDF-'], { type: 'application/pdf' });
    const { store } = setup({ getPayLink: async () => view(), downloadReceipt: async (n, o) => { asked.push([n, o]); return pdf; } });
    await store.load(NUMBER);
    expect(await store.downloadReceipt({ name: 'Jane Doe', locale: 'ja' })).toBe(pdf);
    expect(asked).toEqual([[NUMBER, { name: 'Jane Doe', locale: 'ja' }]]);
  });

  it('asks nothing for a link without a receipt, and shows a refusal', async () => {
    const open = setup({ getPayLink: async () => view({ status: 'open', page_status: 'open', receipt_available: false }), downloadReceipt: async () => { throw new Error('must not be called'); } });
    await open.store.load(NUMBER);
    expect(await open.store.downloadReceipt({})).toBeNull();

    const refused = setup({
      getPayLink: async () => view(),
      downloadReceipt: async () => { throw new ApiError({ status: 409, code: 1000, message: 'There is no receipt for this payment.', payload: { reason: 'receipt_not_available' } }); },
    });
    await refused.store.load(NUMBER);
    expect(await refused.store.downloadReceipt({})).toBeNull();
    expect(refused.store.receiptError).not.toBeNull();
  });
});
