// A process that dies in the middle of a card booking, driven deterministically: the gateway and
// the database of the test app are wrapped so that, at a chosen step, the call completes (or, for
// `finish`, the next transaction is about to begin) and then the "process" is dead: every later
// gateway call and every later transaction throws ProcessDied, so no catch, void, refund or undo
// of the booking's code can do anything, exactly as after a SIGKILL. revive() is the restart.
import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '../../apps/api/src/payments/gateway.ts';

/** Where the process dies: right after the gateway authorised (or asked for 3-D Secure), right after it captured, or as finish's transaction begins. */
export type CrashPoint = 'after_authorize' | 'after_capture' | 'before_finish';

export class ProcessDied extends Error {
  constructor() {
    super('the process died (simulated)');
    this.name = 'ProcessDied';
  }
}

type Methods = Pick<PaymentGateway, 'authorize' | 'capture' | 'cancel' | 'refund' | 'status' | 'findByIdempotencyKey'>;

export function crashAt(app: FastifyInstance, point: CrashPoint): { revive(): void; died(): boolean } {
  const gateway = app.payments as unknown as Methods;
  const db = app.db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
  const saved: Methods = {
    authorize: gateway.authorize, capture: gateway.capture, cancel: gateway.cancel, refund: gateway.refund, status: gateway.status, findByIdempotencyKey: gateway.findByIdempotencyKey,
  };
  const transaction = db.transaction;
  let dead = false;
  // before_finish: the next transaction of the booking's code is finish's (the sandbox's own
  // transactions, inside a gateway call, are let through while the call runs).
  let armed = false;
  let inGateway = false;
  const alive = () => {
    if (dead) throw new ProcessDied();
  };
  const die = (): never => {
    dead = true;
    throw new ProcessDied();
  };
  const call = <K extends keyof Methods>(name: K, after?: () => void) =>
    (async (...args: unknown[]) => {
      alive();
      inGateway = true;
      let result: unknown;
      try {
        result = await (saved[name] as (...a: unknown[]) => Promise<unknown>).apply(gateway, args);
      } finally {
        inGateway = false;
      }
      after?.();
      return result;
    }) as Methods[K];
  gateway.authorize = call('authorize', () => {
    if (point === 'after_authorize') die();
    if (point === 'before_finish') armed = true;
  });
  gateway.capture = call('capture', () => {
    if (point === 'after_capture') die();
  });
  gateway.cancel = call('cancel');
  gateway.refund = call('refund');
  gateway.status = call('status');
  gateway.findByIdempotencyKey = call('findByIdempotencyKey');
  db.transaction = (...args: unknown[]) => {
    if (dead) return Promise.reject(new ProcessDied());
    if (armed && !inGateway) {
      armed = false;
      dead = true;
      return Promise.reject(new ProcessDied());
    }
    return transaction.apply(db, args);
  };
  return {
    died: () => dead,
    revive() {
      Object.assign(gateway, saved);
      db.transaction = transaction;
    },
  };
}
