// Faults injected into the pay-link flow (issue 27 §2 and §4): the guest's payment is run by the
// service itself (pay.ts payLink, as its route runs it) with a gateway that stops at one step.
// Stopped for ever, it is a process killed there: the call never returns, so no line after it runs
// (no catch, no cleanup), and what the database and the gateway hold is what a SIGKILL leaves. Held
// and then let go, it is a slow step another request overtakes (a double tap's interleaving).
import type { FastifyInstance } from 'fastify';
import type { PayLinkPaymentResult } from '@noren/core/domain';
import { JOBS } from '../../apps/api/src/jobs/index.ts';
import { payLink } from '../../apps/api/src/modules/pay-links/pay.ts';
import type { PayLinkDeps } from '../../apps/api/src/modules/pay-links/index.ts';
import { payLinkHooks } from '../../apps/api/src/pay-link-hooks.ts';
import type { PaymentGateway } from '../../apps/api/src/payments/gateway.ts';

export type Step = 'authorize' | 'capture';

export interface StoppingGateway {
  gateway: PaymentGateway;
  /** Resolves when the call reached the stop. */
  stopped: Promise<void>;
  /** Lets a held call go on; never called for a crash. */
  release(): void;
  /** Payment ids this caller asked the gateway to cancel. */
  cancels: string[];
}

/** `real`, stopping `when` its `step` would run (before it), or once it ran (after it). */
export function stoppingGateway(real: PaymentGateway, at?: { step: Step; when: 'before' | 'after' }): StoppingGateway {
  let reached!: () => void;
  const stopped = new Promise<void>((resolve) => (reached = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const stop = async (step: Step, when: 'before' | 'after') => {
    if (at?.step !== step || at.when !== when) return;
    reached();
    await released;
  };
  const cancels: string[] = [];
  const gateway: PaymentGateway = {
    ...real,
    authorize: async (input) => {
      await stop('authorize', 'before');
      const result = await real.authorize(input);
      await stop('authorize', 'after');
      return result;
    },
    capture: async (id, amount) => {
      await stop('capture', 'before');
      const result = await real.capture(id, amount);
      await stop('capture', 'after');
      return result;
    },
    cancel: (id) => {
      cancels.push(id);
      return real.cancel(id);
    },
  };
  return { gateway, stopped, release, cancels };
}

export function payLinkDeps(app: FastifyInstance, gateway: PaymentGateway = app.payments): PayLinkDeps {
  return { db: app.db, clock: app.clock, gateway, hooks: payLinkHooks(app), localesDir: app.config.localesDir };
}

/** A guest's payment through the service with `gateway`; settles to the reply's status and body as the route would send them. */
export async function payThrough(app: FastifyInstance, gateway: PaymentGateway, number: string, token: string, pageSession: string): Promise<{ ok: true; data: PayLinkPaymentResult } | { ok: false; error: unknown }> {
  try {
    return { ok: true, data: await payLink(payLinkDeps(app, gateway), number, { token, page_session: pageSession }) };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Starts a payment that dies at `step` (`when`): resolves once the process is "killed" there. The
 * call is left hanging for ever, as a dead process's request is gone; a call that ends instead
 * (it never reached the stop) fails the test.
 */
export async function payAndDie(app: FastifyInstance, at: { step: Step; when: 'before' | 'after' }, number: string, token: string, pageSession: string): Promise<void> {
  const dying = stoppingGateway(app.payments, at);
  const call = payThrough(app, dying.gateway, number, token, pageSession);
  await Promise.race([dying.stopped, call.then((r) => Promise.reject(new Error(`the payment ended instead of dying at ${at.when} ${at.step}: ${JSON.stringify(r)}`)))]);
}

/** The server's job for pay-link payments, as the job queue runs it. */
export async function runPayLinkSweep(app: FastifyInstance): Promise<unknown> {
  const job = JOBS.find((j) => j.name === 'sweep-pay-link-authorisations');
  if (!job) throw new Error('no pay-link sweep job');
  return job.run(app);
}
