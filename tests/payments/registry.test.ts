import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { systemClock } from '@noren/core/domain';
import { testCardsMarkdown, TEST_CARDS } from '../../apps/api/src/modules/sandbox-gateway/test-cards.ts';
import { PaymentConfigError, loadPaymentsConfig } from '../../apps/api/src/payments/config.ts';
import paymentsPlugin from '../../apps/api/src/payments/plugin.ts';
import { createPaymentGateway } from '../../apps/api/src/payments/registry.ts';
import type { Database } from '../../apps/api/src/db/database.ts';

describe('payment gateway registry', () => {
  it('defaults to the sandbox', () => {
    expect(loadPaymentsConfig({}).gateway).toBe('sandbox');
    expect(loadPaymentsConfig({ PAYMENT_GATEWAY: ' Sandbox ' }).gateway).toBe('sandbox');
  });

  it.each(['gmo', 'stripe', 'sandbox2'])('refuses PAYMENT_GATEWAY=%s with the known names', (name) => {
    expect(() => loadPaymentsConfig({ PAYMENT_GATEWAY: name })).toThrow(PaymentConfigError);
    expect(() => loadPaymentsConfig({ PAYMENT_GATEWAY: name })).toThrow(/use one of: sandbox/);
  });

  it('refuses weak sandbox keys', () => {
    expect(() => loadPaymentsConfig({ SANDBOX_GATEWAY_SECRET_KEY: 'pk_sandbox' })).toThrow(/SECRET_KEY/);
    expect(() => loadPaymentsConfig({ SANDBOX_GATEWAY_SIGNING_KEY: 'short' })).toThrow(/SIGNING_KEY/);
  });

  it('builds the sandbox adapter and refuses unknown names', () => {
    const deps = { db: {} as Database, clock: systemClock };
    expect(createPaymentGateway(loadPaymentsConfig({}), deps).name).toBe('sandbox');
    expect(() => createPaymentGateway({ ...loadPaymentsConfig({}), gateway: 'paypal' as 'sandbox' }, deps)).toThrow(PaymentConfigError);
  });

  it('stops the server from starting with an unknown PAYMENT_GATEWAY', async () => {
    const before = process.env.PAYMENT_GATEWAY;
    process.env.PAYMENT_GATEWAY = 'adyen';
    const app = Fastify();
    app.decorate('db', {} as Database);
    app.decorate('clock', systemClock);
    try {
      await expect(app.register(paymentsPlugin).ready()).rejects.toThrow(/PAYMENT_GATEWAY="adyen"/);
    } finally {
      if (before === undefined) delete process.env.PAYMENT_GATEWAY;
      else process.env.PAYMENT_GATEWAY = before;
      await app.close().catch(() => undefined);
    }
  });

  it('documents every test card with its code', () => {
    const table = testCardsMarkdown();
    for (const card of TEST_CARDS) expect(table).toContain(card.number);
    expect(table).toContain('| 4000 0000 0000 0002 | visa | Declined | 3003 |');
    expect(table).toContain('| 4000 0000 0000 9995 | visa | Insufficient funds | 3204 |');
  });
});
