// Chooses the PaymentGateway named by PAYMENT_GATEWAY. Adding a provider is one entry here and one
// adapter file; nothing else in the API changes.
import type { Clock } from '@noren/core/domain';
import type { Database } from '../db/database.ts';
import { SandboxService } from '../modules/sandbox-gateway/index.ts';
import { GATEWAY_NAMES, PaymentConfigError, type PaymentsConfig } from './config.ts';
import type { GatewayName, PaymentGateway } from './gateway.ts';
import { createSandboxGateway } from './sandbox-adapter.ts';

export interface GatewayDeps {
  db: Database;
  clock: Clock;
}

const ADAPTERS: Record<GatewayName, (config: PaymentsConfig, deps: GatewayDeps) => PaymentGateway> = {
  sandbox: (config, deps) => createSandboxGateway(new SandboxService(deps.db, deps.clock, config.sandbox)),
};

export function createPaymentGateway(config: PaymentsConfig, deps: GatewayDeps): PaymentGateway {
  const build = Object.hasOwn(ADAPTERS, config.gateway) ? ADAPTERS[config.gateway] : undefined;
  if (!build) throw new PaymentConfigError(`No payment gateway adapter named "${config.gateway}"; known: ${GATEWAY_NAMES.join(', ')}`);
  return build(config, deps);
}
