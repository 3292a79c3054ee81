// The one clock every time-dependent rule reads (app.clock); tests pass a ManualClock.
//
// End-to-end tests must cross dates (a receipt is available only from the check-out date) on a
// real server. With NOREN_TEST_CLOCK=1, and only then, app.clock is a ShiftedClock and
// testClockRoutes adds PUT /api/v1/__test__/clock { now } to move it (null: back to real time).
// Without the flag the route does not exist (404) and the clock is the one given.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { MoveTestClockCall } from '@noren/core/contract';
import { systemClock, type Clock } from '@noren/core/domain';
import { globalPlugin } from './global.ts';

/** The given clock plus an offset: it keeps ticking, so timeouts and expiries still run. */
export class ShiftedClock implements Clock {
  #offsetMs = 0;
  constructor(private readonly base: Clock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.#offsetMs);
  }

  /** From now on the clock reads `at` and ticks on from there; null goes back to the base clock. */
  moveTo(at: Date | null): void {
    this.#offsetMs = at ? at.getTime() - this.base.now().getTime() : 0;
  }
}

export default globalPlugin<{ clock?: Clock }>('noren-clock', async (app, { clock }) => {
  const base = clock ?? systemClock;
  app.decorate('clock', app.config.testClock === true ? new ShiftedClock(base) : base);
});

/** Registered inside /api/v1 only when config.testClock is set. Public: tests call it directly. */
export const testClockRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const clock = app.clock;
  if (!(clock instanceof ShiftedClock)) throw new Error('testClockRoutes needs NOREN_TEST_CLOCK=1 (app.clock is not shiftable)');
  app.put('/__test__/clock', { config: { public: true }, schema: MoveTestClockCall }, async (request, reply) => {
    clock.moveTo(request.body.now === null ? null : new Date(request.body.now));
    return reply.header('cache-control', 'no-store').send({ data: { now: clock.now().toISOString() } });
  });
};
