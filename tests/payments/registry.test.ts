import { describe, expect, it } from 'vitest';
import { systemClock } from '@noren/core/domain';
import { testCardsMarkdown, TEST_CARDS } from '../../apps/api/src/modules/sandbox-gateway/test-cards.ts';
import { PaymentConfigError, parsePaymentsConfig } from '../../apps/api/src/payments/config.ts';
import { ConfigError, loadConfig } from '../../apps/api/src/config.ts';
import { createPaymentGateway } from '../../apps/api/src/payments/registry.ts';
import type { Database } from '../../apps/api/src/db/database.ts';

describe('payment gateway registry', () => {
  it('defaults to the sandbox', () => {
    expect(parsePaymentsConfig({}).gateway).toBe('sandbox');
    expect(parsePaymentsConfig({ PAYMENT_GATEWAY: ' Sandbox ' }).gateway).toBe('sandbox');
  });

  it.each(['gmo', 'stripe', 'sandbox2'])('refuses PAYMENT_GATEWAY=%s with the known names', (name) => {
    expect(() => parsePaymentsConfig({ PAYMENT_GATEWAY: name })).toThrow(PaymentConfigError);
    expect(() => parsePaymentsConfig({ PAYMENT_GATEWAY: name })).toThrow(/use one of: sandbox/);
  });

  it('refuses weak sandbox keys', () => {
    expect(() => parsePaymentsConfig({ SANDBOX_GATEWAY_SECRET_KEY: 'pk_sandbox' })).toThrow(/SECRET_KEY/);
    expect(() => parsePaymentsConfig({ SANDBOX_GATEWAY_SIGNING_KEY: 'short' })).toThrow(/SIGNING_KEY/);
  });

  it('builds the sandbox adapter and refuses unknown names', () => {
    const deps = { db: {} as Database, clock: systemClock };
    expect(createPaymentGateway(parsePaymentsConfig({}), deps).name).toBe('sandbox');
    expect(() => createPaymentGateway({ ...parsePaymentsConfig({}), gateway: 'paypal' as 'sandbox' }, deps)).toThrow(PaymentConfigError);
  });

  it('stops the server from starting with an unknown PAYMENT_GATEWAY', () => {
    // main.ts exits on loadConfig's ConfigError before anything is built.
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'adyen' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'adyen' })).toThrow(/PAYMENT_GATEWAY="adyen"/);
  });

  it('documents every test card with its code', () => {
    const table = testCardsMarkdown();
    for (const card of TEST_CARDS) expect(table).toContain(card.number);
    expect(table).toContain('| 4000 0000 0000 0002 | visa | Declined | 3003 |');
    expect(table).toContain('| 4000 0000 0000 9995 | visa | Insufficient funds | 3204 |');
  });
});
