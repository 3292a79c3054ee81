// The sandbox provider's own HTTP surface, mounted at /sandbox-gateway outside /api/v1 (no
// Client-Session: a provider knows nothing of Noren's sessions):
//   OPTIONS/POST /v1/tokens            browser tokenisation with a publishable key; CORS open
//   POST /v1/payments                  authorise (secret key; Idempotency-Key header)
//   GET  /v1/payments/:id              status
//   POST /v1/payments/:id/capture      full or partial capture
//   POST /v1/payments/:id/cancel       void
//   POST /v1/payments/:id/refunds      full or partial refund
//   GET  /v1/payments/:id/events       status history
//   GET/POST /3ds/:id                  the 3-D Secure challenge page and its form
// The API itself uses the service in-process through payments/sandbox-adapter.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, NorenError, money } from '@noren/core/domain';
import { CHALLENGE_WINDOW_MS, SandboxService, type PaymentView } from './service.ts';
import { AuthorizeCall, CaptureCall, ChallengeAnswerCall, ChallengePageCall, CreateTokenCall, PaymentCall, PaymentEventsCall, RefundCall } from './wire.ts';
import { challengePage, messagePage, pageLanguage } from './three-ds-page.ts';
import { TEST_CLOCK_HEADER } from '../../plugins/clock.ts';

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, x-request-id',
  'access-control-max-age': '600',
  vary: 'origin',
} as const;
/** In test mode an e2e page sends its clock scope on every call (plugins/clock.ts), this one too. */
const TEST_CORS_HEADERS = { ...CORS_HEADERS, 'access-control-allow-headers': `${CORS_HEADERS['access-control-allow-headers']}, ${TEST_CLOCK_HEADER}` };

/** The tokens answer may be read by a page on any origin (a hotel site embedding the widget). */
const OPEN_RESOURCE = { config: { securityHeaders: { crossOriginResourcePolicy: { policy: 'cross-origin' as const } } } };

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

const sandboxGatewayRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  if (app.paymentsConfig.gateway !== 'sandbox') return;
  const service = new SandboxService(app.db, app.clock, app.paymentsConfig.sandbox);
  const corsHeaders = app.config.testClock ? TEST_CORS_HEADERS : CORS_HEADERS;

  // The challenge form posts application/x-www-form-urlencoded; this scope alone parses it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // --- browser tokenisation ------------------------------------------------------------------

  app.options('/v1/tokens', OPEN_RESOURCE, async (_request, reply) => reply.code(204).headers(corsHeaders).send());

  app.post('/v1/tokens', { ...OPEN_RESOURCE, schema: CreateTokenCall }, async (request, reply) => {
    // Error answers need the CORS headers too, or the browser hides them from the page.
    reply.headers(corsHeaders).header('cache-control', 'no-store');
    const { key, ...card } = request.body;
    const view = await service.createToken(bearer(request) ?? key ?? '', card);
    return reply.code(201).send({ data: view });
  });

  // --- server-to-server payments ---------------------------------------------------------------

  const requireSecretKey = async (request: FastifyRequest) => {
    const key = bearer(request);
    if (key === undefined || !service.secretKeyMatches(key)) {
      throw new NorenError(ErrorCode.unauthorized, { message: 'A valid sandbox secret key is required.' });
    }
  };

  await app.register(async (scope) => {
    const api = scope.withTypeProvider<TypeBoxTypeProvider>();
    api.addHook('onRequest', requireSecretKey);
    api.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    api.post('/v1/payments', { schema: AuthorizeCall }, async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const { payment, replayed } = await service.authorize({
        token: request.body.token,
        amount: request.body.amount,
        currency: request.body.currency,
        reference: request.body.reference,
        returnUrl: request.body.return_url,
        idempotencyKey: typeof header === 'string' ? header : null,
        ...(request.body.three_d_secure !== undefined && { threeDSecure: request.body.three_d_secure }),
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({ data: payment });
    });

    api.get('/v1/payments/:id', { schema: PaymentCall }, async (request) => ({ data: await service.get(request.params.id) }));

    api.get('/v1/payments/:id/events', { schema: PaymentEventsCall }, async (request) => ({ data: await service.history(request.params.id) }));

    api.post(
      '/v1/payments/:id/capture',
      { schema: CaptureCall },
      async (request) => ({ data: await service.capture(request.params.id, request.body?.amount) }),
    );

    api.post('/v1/payments/:id/cancel', { schema: PaymentCall }, async (request) => ({ data: await service.cancel(request.params.id) }));

    api.post(
      '/v1/payments/:id/refunds',
      { schema: RefundCall },
      async (request) => ({ data: await service.refund(request.params.id, request.body.amount) }),
    );
  });

  // --- 3-D Secure page -------------------------------------------------------------------------

  /** What the challenge page needs of a request, whichever route's typed request it is. */
  type ChallengeRequest = Pick<FastifyRequest, 'requestedLanguage'> & { params: { id: string } };

  const lang = (request: ChallengeRequest) => pageLanguage(request.requestedLanguage);

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  /** Back to the merchant with the outcome; the merchant confirms it by asking for the status. */
  const backTo = (payment: PaymentView, returnUrl: string): string => {
    const result = payment.status === 'authorized' ? 'success' : payment.status === 'cancelled' ? 'cancelled' : 'failed';
    const separator = returnUrl.includes('?') ? '&' : '?';
    return `${returnUrl}${separator}payment_id=${encodeURIComponent(payment.id)}&result=${result}`;
  };

  const showOrReturn = async (request: ChallengeRequest, reply: FastifyReply, attemptsLeft?: number) => {
    const found = await service.challengeContext(request.params.id);
    if (!found) return html(reply, 404, messagePage(lang(request), 'notFound'));
    const { payment, returnUrl } = found;
    if (payment.status === 'requires_3ds') {
      return html(
        reply,
        attemptsLeft === undefined ? 200 : 422,
        challengePage({
          lang: lang(request),
          paymentId: payment.id,
          reference: payment.reference,
          amount: money(payment.amount, payment.currency),
          card: payment.card,
          code: service.challengeCodeFor(payment.id),
          expiresAt: new Date(payment.challenge_expires_at ?? app.clock.now().getTime() + CHALLENGE_WINDOW_MS),
          ...(attemptsLeft !== undefined && { attemptsLeft }),
        }),
      );
    }
    if (payment.status === 'expired') return html(reply, 410, messagePage(lang(request), 'expired', backTo(payment, returnUrl)));
    return reply.header('cache-control', 'no-store').redirect(backTo(payment, returnUrl), 303);
  };

  app.get('/3ds/:id', { schema: ChallengePageCall }, (request, reply) => showOrReturn(request, reply));

  app.post(
    '/3ds/:id',
    { schema: ChallengeAnswerCall },
    async (request, reply) => {
      const found = await service.challengeContext(request.params.id);
      if (!found) return html(reply, 404, messagePage(lang(request), 'notFound'));
      if (request.body?.action === 'cancel') {
        await service.cancelChallenge(request.params.id);
        return showOrReturn(request, reply);
      }
      const answer = await service.answerChallenge(request.params.id, (request.body?.code ?? '').trim());
      return showOrReturn(request, reply, answer.attemptsLeft);
    },
  );

  // Anything else under /sandbox-gateway is the JSON 404, never the booking app's page.
  app.all('/*', async (_request, reply) => reply.callNotFound());
};

export default sandboxGatewayRoutes;
