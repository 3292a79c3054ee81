// Payment settings, parsed from the environment by config.ts (loadConfig) at start-up: PAYMENT_GATEWAY
// names the adapter (default sandbox); an unknown name stops the server with the list of known
// ones, rather than failing at the first booking. The app reads them as config.payments.
import { EnvReader, type Env } from '../env-reader.ts';
import type { GatewayName } from './gateway.ts';

export interface SandboxGatewayConfig {
  /** Bearer key of the sandbox's server-to-server API (/sandbox-gateway/v1/payments). */
  secretKey: string;
  /** Keys the card fingerprints, the one-time 3-D Secure codes and webhook signatures. */
  signingKey: string;
}

export interface PaymentsConfig {
  gateway: GatewayName;
  sandbox: SandboxGatewayConfig;
}

export const GATEWAY_NAMES: readonly GatewayName[] = ['sandbox'];

export class PaymentConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentConfigError';
  }
}

/** The payment settings; each bad value is added to the reader's problems. */
export function readPaymentsConfig(env: EnvReader): PaymentsConfig {
  const raw = env.string('PAYMENT_GATEWAY');
  const gateway = (raw ?? 'sandbox').toLowerCase();
  if (!(GATEWAY_NAMES as readonly string[]).includes(gateway)) {
    env.problem(`PAYMENT_GATEWAY="${raw}" is not a payment gateway Noren has an adapter for; use one of: ${GATEWAY_NAMES.join(', ')}`);
  }
  const secretKey = env.string('SANDBOX_GATEWAY_SECRET_KEY') ?? 'sk_sandbox_noren';
  const signingKey = env.string('SANDBOX_GATEWAY_SIGNING_KEY') ?? 'sandbox-signing-key-not-for-production';
  if (!/^sk_sandbox[A-Za-z0-9_]{0,100}$/.test(secretKey)) env.problem('SANDBOX_GATEWAY_SECRET_KEY must start with sk_sandbox and use letters, digits and underscores');
  if (signingKey.length < 16) env.problem('SANDBOX_GATEWAY_SIGNING_KEY must be at least 16 characters');
  return { gateway: gateway as GatewayName, sandbox: { secretKey, signingKey } };
}

/** The payment settings alone (pure; tests and tools): throws PaymentConfigError on a bad value. */
export function parsePaymentsConfig(env: Env): PaymentsConfig {
  const reader = new EnvReader(env);
  const config = readPaymentsConfig(reader);
  if (reader.problems.length > 0) throw new PaymentConfigError(reader.problems.join('; '));
  return config;
}
