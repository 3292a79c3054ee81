// Decorates the app with its payment gateway (app.payments) and the payment settings, after the
// database and clock plugins. An unknown PAYMENT_GATEWAY throws here, so the server does not start.
import fp from 'fastify-plugin';
import { loadPaymentsConfig, type PaymentsConfig } from './config.ts';
import { createPaymentGateway } from './registry.ts';

export default fp<{ config?: PaymentsConfig }>(async (app, opts) => {
  const config = opts.config ?? loadPaymentsConfig(process.env);
  app.decorate('paymentsConfig', config);
  app.decorate('payments', createPaymentGateway(config, { db: app.db, clock: app.clock }));
}, { name: 'noren-payments' });
