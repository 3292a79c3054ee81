// /api/v1/marketing_emails/subscription_status and /api/v1/marketing_emails/unsubscribe (part 2 §7.8),
// and /api/v1/marketing_emails/one_click_unsubscribe, the List-Unsubscribe address of our mail.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { OneClickPageCall, OneClickUnsubscribeCall, SubscriptionStatusCall, UnsubscribeCall } from '@noren/core/contract';
import { ErrorCode, NorenError } from '@noren/core/domain';
import { subscriptionStatus, unsubscribe, UNSUBSCRIBE_PATH } from './service.ts';

const marketingEmailRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = () => ({ db: app.db, clock: app.clock, secret: app.config.signingSecret });

  app.get(
    '/marketing_emails/subscription_status',
    { schema: SubscriptionStatusCall },
    async (request, reply) => reply.header('cache-control', 'no-store').send({ data: await subscriptionStatus(deps(), request.query.token) }),
  );

  app.post(
    '/marketing_emails/unsubscribe',
    { schema: UnsubscribeCall },
    async (request, reply) => reply.header('cache-control', 'no-store').send({ data: await unsubscribe(deps(), request.body.token) }),
  );

  // RFC 8058 one-click: the mail client (not our app, so no Client-Session) POSTs the form body
  // List-Unsubscribe=One-Click to the URL of the List-Unsubscribe header, whose signed token alone
  // says whose subscription ends. A GET of the same URL (a person opening it, a link scanner)
  // changes nothing: it shows the confirmation page, where the guest confirms.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<TypeBoxTypeProvider>();
    oneClick.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, body);
    });
    const path = '/marketing_emails/one_click_unsubscribe';

    oneClick.post(
      path,
      { config: { public: true }, schema: OneClickUnsubscribeCall },
      async (request, reply) => {
        if (!isOneClickBody(request.headers['content-type'], request.body)) {
          throw new NorenError(ErrorCode.invalid, { payload: { field: 'List-Unsubscribe', reason: 'required' }, message: 'The body must be List-Unsubscribe=One-Click.' });
        }
        return reply.header('cache-control', 'no-store').send({ data: await unsubscribe(deps(), request.query.token) });
      },
    );

    oneClick.get(path, { config: { public: true }, schema: OneClickPageCall }, async (request, reply) =>
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
