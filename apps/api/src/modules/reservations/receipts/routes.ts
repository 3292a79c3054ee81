// GET /api/v1/hotels/{id}/reservations/{number}/receipt (spec part 2 §7.4): the receipt as a PDF
// download. Query: email or bypass_token (as GET of the reservation), and optionally name (the
// addressee; the guest's name by default), locale (the reservation's language by default),
// receipt_title and receipt_unicode (Taiwan buyer name and 8-digit tax number). Rate-limited like
// the other reads by number, since an e-mail guess is all an attacker needs.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ReceiptQuery, ReservationParams } from '@noren/core/contract';
import { FontLocator } from '../../../pdf/fonts/locator.ts';
import { buildReceipt } from './service.ts';

const receiptRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const fonts = new FontLocator(app.config.receipts.fontDirs);
  const limit = app.config.routeRateLimits.reservationLookup;

  // The answer is the PDF's bytes, so no response schema: the route table test exempts it by name.
  app.get(
    '/hotels/:id/reservations/:number/receipt',
    { config: limit ? { rateLimit: { max: limit.max, timeWindow: limit.windowMs } } : {}, schema: { params: ReservationParams, querystring: ReceiptQuery } },
    async (request, reply) => {
      const file = await buildReceipt({ db: app.db, clock: app.clock, fonts, localesDir: app.config.localesDir }, request.params.id, request.params.number, request.query, request.principal);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );
};

export default receiptRoutes;
