// While the process drains (app.close(): a shutdown or a deploy), a request that still arrives on
// an open connection gets 503 in the envelope, with Retry-After (errors.ts) and Connection: close,
// so the client or the balancer tries another process; requests already in flight finish. Fastify's
// own return503OnClosing answers before any hook, in its own JSON and without Retry-After.
import fp from 'fastify-plugin';
import { ErrorCode, NorenError } from '@noren/core/domain';

export default fp(async (app) => {
  let draining = false;
  // preClose runs once close() has begun and before the server stops listening.
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async () => {
    if (draining) throw new NorenError(ErrorCode.unavailable);
  });
}, { name: 'noren-draining' });
