// /api/v1/marketing_emails/subscription_status and /api/v1/marketing_emails/unsubscribe (part 2 §7.8).
import type { FastifyPluginAsync } from 'fastify';
import type { DataEnvelope } from '@noren/core/domain';
import { subscriptionStatus, unsubscribe, type SubscriptionStatus } from './service.ts';
import { MAX_TOKEN_LENGTH } from './token.ts';

const token = { type: 'string', minLength: 1, maxLength: MAX_TOKEN_LENGTH } as const;

const marketingEmailRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.db, clock: app.clock, secret: app.config.signingSecret });

  app.get<{ Querystring: { token: string }; Reply: DataEnvelope<SubscriptionStatus> }>(
    '/marketing_emails/subscription_status',
    { schema: { querystring: { type: 'object', required: ['token'], properties: { token } } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send({ data: await subscriptionStatus(deps(), request.query.token) }),
  );

  app.post<{ Body: { token: string }; Reply: DataEnvelope<SubscriptionStatus> }>(
    '/marketing_emails/unsubscribe',
    { schema: { body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token } } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send({ data: await unsubscribe(deps(), request.body.token) }),
  );
};

export default marketingEmailRoutes;
