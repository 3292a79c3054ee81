// GET /api/v1/health: for load balancers and the ops page. Public, cheap, and honest about the
// database: 503 with the envelope when `select 1` fails, so a balancer takes this process out.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import process from 'node:process';
import { HealthCall } from '@noren/core/contract';
import { ErrorCode, NorenError } from '@noren/core/domain';

/** A database slower than this to answer `select 1` is reported as degraded, though still up. */
const DEGRADED_AFTER_MS = 500;
const PING_TIMEOUT_MS = 3000;

export interface HealthOptions {
  ping: () => Promise<number>;
}

const healthRoutes: FastifyPluginAsync<HealthOptions> = async (fastify, { ping }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/health',
    { config: { public: true }, schema: HealthCall },
    async (request) => {
      let latency: number;
      try {
        latency = await withTimeout(ping(), PING_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database down');
        throw new NorenError(ErrorCode.unavailable, { payload: { database: { status: 'down', kind: app.dbKind } } });
      }
      return {
        data: {
          status: latency > DEGRADED_AFTER_MS ? ('degraded' as const) : ('ok' as const),
          database: { status: 'up' as const, kind: app.dbKind, latency_ms: latency },
          version: app.config.version,
          uptime_s: Math.round(process.uptime()),
        },
      };
    },
  );
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export default healthRoutes;
