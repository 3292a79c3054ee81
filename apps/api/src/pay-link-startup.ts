// The data the guest pay page's HTML carries (core/domain startup/payLinkStartup.ts): a client
// session for the booking app and the link's view, so the page's first screen asks the API nothing
// (README "Performance budget", the pay page). The view is the answer of the API's own
// GET /api/v1/pay_links/{n}, made in-process as the visitor's browser would make it (booking-startup.ts
// `injected`): the same look-up rate limit counts it against the visitor's address, and an unknown,
// refused or rate-limited number gives no answer, so the page carries nothing but what that call
// would have shown. The number in the address is the credential, as for the call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAY_PAGE_TEXTS, isPayLinkStartupData, normaliseLanguage, payPageNumber, type PayLinkStartupData, type PayLinkView } from '@noren/core/domain';
import { firstScreenTextsModule, type PagePreloads } from './plugins/page-preloads.ts';
import { injected } from './booking-startup.ts';
import { openSessionForApp } from './modules/client-sessions/index.ts';

/** The start-up data of a pay page address, or null (the page then asks the API itself). */
export async function payLinkStartupData(app: FastifyInstance, request: FastifyRequest): Promise<PayLinkStartupData | null> {
  const address = new URL(request.url, 'http://noren.invalid');
  const paymentNumber = payPageNumber(address.pathname);
  if (!paymentNumber) return null;
  // Back from 3-D Secure the page posts the payment's result before it reads the link: a view
  // read now would be the one before that result.
  if (address.searchParams.get('three_ds')) return null;
  const bookingApp = app.config.clientApps.find((c) => c.app === 'booking');
  if (!bookingApp) return null;
  const session = await openSessionForApp(app.db, app.clock, bookingApp.key);
  if (!session) return null;
  const language = normaliseLanguage(address.searchParams.get('locale')) ?? 'en';
  const link = await injected<PayLinkView>(app, request, session.client_session, language, `/api/v1/pay_links/${encodeURIComponent(paymentNumber)}`);
  if (!link) return null;
  return { payment_number: paymentNumber, client_session: session, link };
}

/**
 * What the pay page with this data shows first, hinted in its HTML (plugins/page-preloads.ts): the
 * page's chunk and its texts in the language it starts in (the address's, else the link's:
 * apps/booking startup/payLinkStartup.ts startPayPage, which loads these same namespaces), the
 * first screen's 'common' and 'booking' from their one module per language.
 */
export function payPagePreloads(data: unknown, request: FastifyRequest): PagePreloads | null {
  if (!isPayLinkStartupData(data)) return null;
  const locale = normaliseLanguage(new URL(request.url, 'http://noren.invalid').searchParams.get('locale'));
  const language = locale ?? data.link.language;
  return { modules: ['src/payLink/PayLinkPage.tsx', firstScreenTextsModule(language)], namespaces: [...PAY_PAGE_TEXTS], language };
}
