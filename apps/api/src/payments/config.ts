// Payment settings from the environment. PAYMENT_GATEWAY names the adapter (default sandbox); an
// unknown name stops the server at start-up with the list of known ones, rather than failing at
// the first booking.
// (Read here rather than in config.ts so payments stay in one folder; folding them into Config is
// a one-line change when the lead wants it.)
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

export function loadPaymentsConfig(env: Record<string, string | undefined> = process.env): PaymentsConfig {
  const gateway = (env.PAYMENT_GATEWAY?.trim() || 'sandbox').toLowerCase();
  if (!(GATEWAY_NAMES as readonly string[]).includes(gateway)) {
    throw new PaymentConfigError(`PAYMENT_GATEWAY="${env.PAYMENT_GATEWAY}" is not a payment gateway Noren has an adapter for; use one of: ${GATEWAY_NAMES.join(', ')}`);
  }
  const secretKey = env.SANDBOX_GATEWAY_SECRET_KEY?.trim() || 'sk_sandbox_noren';
  const signingKey = env.SANDBOX_GATEWAY_SIGNING_KEY?.trim() || 'sandbox-signing-key-not-for-production';
  if (!/^sk_sandbox[A-Za-z0-9_]{0,100}$/.test(secretKey)) throw new PaymentConfigError('SANDBOX_GATEWAY_SECRET_KEY must start with sk_sandbox and use letters, digits and underscores');
  if (signingKey.length < 16) throw new PaymentConfigError('SANDBOX_GATEWAY_SIGNING_KEY must be at least 16 characters');
  return { gateway: gateway as GatewayName, sandbox: { secretKey, signingKey } };
}
