// /api/v1/marketing_emails/subscription_status and /api/v1/marketing_emails/unsubscribe (part 2 §7.8),
// and /api/v1/marketing_emails/one_click_unsubscribe, the List-Unsubscribe address of our mail.
import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode, NorenError, type DataEnvelope } from '@noren/core/domain';
import { subscriptionStatus, unsubscribe, UNSUBSCRIBE_PATH, type SubscriptionStatus } from './service.ts';
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

  // RFC 8058 one-click: the mail client (not our app, so no Client-Session) POSTs the form body
  // List-Unsubscribe=One-Click to the URL of the List-Unsubscribe header, whose signed token alone
  // says whose subscription ends. A GET of the same URL (a person opening it, a link scanner)
  // changes nothing: it shows the confirmation page, where the guest confirms.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, body);
    });
    const path = '/marketing_emails/one_click_unsubscribe';
    const querystring = { type: 'object', required: ['token'], properties: { token } } as const;

    oneClick.post<{ Querystring: { token: string }; Reply: DataEnvelope<SubscriptionStatus> }>(
      path,
      { config: { public: true }, schema: { querystring } },
      async (request, reply) => {
        if (!isOneClickBody(request.headers['content-type'], request.body)) {
          throw new NorenError(ErrorCode.invalid, { payload: { field: 'List-Unsubscribe', reason: 'required' }, message: 'The body must be List-Unsubscribe=One-Click.' });
        }
        return reply.header('cache-control', 'no-store').send({ data: await unsubscribe(deps(), request.query.token) });
      },
    );

    oneClick.get<{ Querystring: { token: string } }>(path, { config: { public: true }, schema: { querystring } }, async (request, reply) =>
      reply.header('cache-control', 'no-store').redirect(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`, 303),
    );
  });
};

/** RFC 8058 §3.1: the POST carries List-Unsubscribe=One-Click, form-encoded or as a multipart field. */
function isOneClickBody(contentType: string | undefined, body: unknown): boolean {
  if (typeof body !== 'string') return false;
  if ((contentType ?? '').toLowerCase().startsWith('multipart/form-data')) {
    return /content-disposition:\s*form-data;\s*name="?List-Unsubscribe"?\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i.test(body);
  }
  return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
}

export default marketingEmailRoutes;
