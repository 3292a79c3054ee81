// Decorates the app with its payment gateway (app.payments) and the payment settings, after the
// database and clock plugins. The settings come checked from config.ts (config.payments).
import { globalPlugin } from '../plugins/global.ts';
import type { PaymentsConfig } from './config.ts';
import { createPaymentGateway } from './registry.ts';

export default globalPlugin<{ config: PaymentsConfig }>('noren-payments', async (app, opts) => {
  app.decorate('paymentsConfig', opts.config);
  app.decorate('payments', createPaymentGateway(opts.config, { db: app.db, clock: app.clock }));
});
