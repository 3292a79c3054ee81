// Decorates the app with its payment gateway (app.payments) and the payment settings, after the
// database and clock plugins. The settings come checked from config.ts (config.payments).
import fp from 'fastify-plugin';
import type { PaymentsConfig } from './config.ts';
import { createPaymentGateway } from './registry.ts';

export default fp<{ config: PaymentsConfig }>(async (app, opts) => {
  app.decorate('paymentsConfig', opts.config);
  app.decorate('payments', createPaymentGateway(opts.config, { db: app.db, clock: app.clock }));
}, { name: 'noren-payments' });
