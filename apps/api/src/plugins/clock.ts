// The one clock every time-dependent rule reads (app.clock); tests pass a ManualClock.
//
// End-to-end tests must cross dates (a receipt is available only from the check-out date) on a
// real server. With NOREN_TEST_CLOCK=1, and only then, app.clock is a ShiftedClock and
// testClockRoutes adds PUT /api/v1/__test__/clock { now, scope? } to move it (now null: back to
// real time). Without the flag the route does not exist (404), the X-Noren-Test-Clock header is
// ignored, and the clock is the one given.
//
// Scopes let e2e files that move the clock run in parallel with the rest: PUT with a `scope`
// moves only the clock of requests that carry `X-Noren-Test-Clock: <scope>`. The hooks below run
// each such request inside an AsyncLocalStorage holding its scope, and ShiftedClock.now() reads
// that store, so every caller of app.clock (routes, services, caches handed the clock at start-up)
// sees the scoped time without being changed. Work outside a request (the mail sender, the jobs)
// has no scope and reads the unscoped clock. The offsets live in this process's memory only: the
// e2e run has one server process, and the route exists only in test mode.
import { AsyncLocalStorage } from 'node:async_hooks';
import fp from 'fastify-plugin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MoveTestClockCall } from '@noren/core/contract';
import { systemClock, type Clock } from '@noren/core/domain';

/** The request header naming a test clock scope (test mode only). */
export const TEST_CLOCK_HEADER = 'x-noren-test-clock';
/** A scope name: short and plain, since it is only a key. */
export const TEST_CLOCK_SCOPE = /^[A-Za-z0-9._-]{1,64}$/;
/** Scopes remembered at once; a run that forgets to put its clock back cannot grow the map without end. */
const MAX_SCOPES = 1000;

/** The given clock plus an offset, per scope: it keeps ticking, so timeouts and expiries still run. */
export class ShiftedClock implements Clock {
  #offsetMs = 0;
  readonly #scopeOffsets = new Map<string, number>();
  readonly #current = new AsyncLocalStorage<string>();
  constructor(private readonly base: Clock) {}

  /** The time of the scope the caller runs in (runIn), else of the unscoped clock. */
  now(): Date {
    return this.at(this.#current.getStore());
  }

  /** The time of `scope` (a scope never moved reads the base clock), or of the unscoped clock. */
  at(scope: string | undefined): Date {
    const offset = scope === undefined ? this.#offsetMs : (this.#scopeOffsets.get(scope) ?? 0);
    return new Date(this.base.now().getTime() + offset);
  }

  /**
   * From now on the clock of `scope` (none: the unscoped clock) reads `at` and ticks on from
   * there; null goes back to the base clock.
   */
  moveTo(at: Date | null, scope?: string): void {
    const offset = at ? at.getTime() - this.base.now().getTime() : 0;
    if (scope === undefined) {
      this.#offsetMs = offset;
      return;
    }
    this.#scopeOffsets.delete(scope);
    if (at === null) return;
    if (this.#scopeOffsets.size >= MAX_SCOPES) {
      const oldest = this.#scopeOffsets.keys().next().value;
      if (oldest !== undefined) this.#scopeOffsets.delete(oldest);
    }
    this.#scopeOffsets.set(scope, offset);
  }

  /** Runs `fn`, and everything it starts, on the clock of `scope`. */
  runIn<T>(scope: string, fn: () => T): T {
    return this.#current.run(scope, fn);
  }
}

/** The scope a request asks for, when its header is a plain name. */
function scopeOf(request: FastifyRequest): string | undefined {
  const value = request.headers[TEST_CLOCK_HEADER];
  return typeof value === 'string' && TEST_CLOCK_SCOPE.test(value) ? value : undefined;
}

export default fp<{ clock?: Clock }>(async (app, { clock }) => {
  const base = clock ?? systemClock;
  if (app.config.testClock !== true) {
    app.decorate('clock', base);
    return;
  }
  const shifted = new ShiftedClock(base);
  app.decorate('clock', shifted);
  const enterScope = (request: FastifyRequest, done: () => void): void => {
    const scope = scopeOf(request);
    if (scope === undefined) done();
    else shifted.runIn(scope, done);
  };
  // onRequest covers the hooks that read the clock before the body (client sessions, staff
  // sessions). A request's body can be read in the socket's own async context, which would lose
  // the store, so preValidation enters it again for validation, preHandler and the handler (as
  // @fastify/request-context does).
  app.addHook('onRequest', (request, _reply, done) => enterScope(request, done));
  app.addHook('preValidation', (request, _reply, done) => enterScope(request, done));
}, { name: 'noren-clock' });

/** Registered inside /api/v1 only when config.testClock is set. Public: tests call it directly. */
export const testClockRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const clock = app.clock;
  if (!(clock instanceof ShiftedClock)) throw new Error('testClockRoutes needs NOREN_TEST_CLOCK=1 (app.clock is not shiftable)');
  app.put('/__test__/clock', { config: { public: true }, schema: MoveTestClockCall }, async (request, reply) => {
    const { now, scope } = request.body;
    clock.moveTo(now === null ? null : new Date(now), scope);
    return reply.header('cache-control', 'no-store').send({ data: { now: clock.at(scope).toISOString() } });
  });
};
