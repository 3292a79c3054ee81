// Pay-link calls (issue #16). Guest: GET /pay_links/{n} (the page, no hotel code), the spec's
// GET /hotels/{id}/tripla_pay/transactions/{n} (the status), POST /pay_links/{n}/payments and
// .../payment_result (3-D Secure), GET /qr_codes?qr_code=. Every look-up by number is rate-limited
// per address like the reservation look-ups (config.routeRateLimits.reservationLookup): a refusal
// is the bare envelope, so guessing learns nothing. Staff: /staff/hotels/{id}/pay_links (list,
// create, one, edit, cancel, resend, refund, receipt), each for staff who work at the hotel; refund for
// managers only; the receipt PDF of a paid link (receipt.ts) for the guest by number and for staff; every action is written to the audit log in its own transaction.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  PayLinkCall, PayLinkPayCall, PayLinkPaymentReturnCall, PayLinkReceiptCall, QrCodeCall, StaffCancelPayLinkCall, StaffCreatePayLinkCall, StaffPayLinkCall,
  StaffPayLinkListCall, StaffPayLinkReceiptCall, StaffRefundPayLinkCall, StaffResendPayLinkCall, StaffUpdatePayLinkCall, TriplaPayTransactionCall,
} from '@noren/core/contract';
import type { Executor } from '../../db/database.ts';
import { FontLocator } from '../../pdf/fonts/locator.ts';
import { requireStaff } from '../../plugins/principal.ts';
import { auditActorOf } from '../audit/index.ts';
import { findHotel, hotelNotFound, type HotelRow } from '../hotels/index.ts';
import type { Actor, PayLinkDeps, PayLinkHooks } from './deps.ts';
import { cancelLink, refundLink } from './lifecycle.ts';
import { payLink, paymentResult, readLink } from './pay.ts';
import { resolveQr } from './qr.ts';
import { buildPayLinkReceipt, type PayLinkReceiptFile } from './receipt.ts';
import { findByNumber } from './repository.ts';
import { linkNotFound } from './errors.ts';
import { createLink, hotelLink, listLinks, resendLink, staffLinkView, updateLink } from './service.ts';

export interface PayLinkRouteOptions {
  hooks: PayLinkHooks;
}

/** The hotel, when the caller is staff who work there (401 / 404 / 403 as the staff console). */
async function staffHotel(db: Executor, request: FastifyRequest, ref: string): Promise<HotelRow> {
  requireStaff(request);
  const hotel = await findHotel(db, ref);
  if (!hotel) throw hotelNotFound(ref);
  requireStaff(request, hotel);
  return hotel;
}

const payLinkRoutes: FastifyPluginAsync<PayLinkRouteOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = (): PayLinkDeps => ({ db: app.db, clock: app.clock, gateway: app.payments, hooks: opts.hooks, localesDir: app.config.localesDir });
  const limit = app.config.routeRateLimits.reservationLookup;
  const lookup: FastifyContextConfig = limit ? { rateLimit: { max: limit.max, timeWindow: limit.windowMs } } : {};
  const noStore = { 'cache-control': 'no-store' };
  const fonts = new FontLocator(app.config.receipts.fontDirs);
  const receiptDeps = () => ({ db: app.db, clock: app.clock, fonts, localesDir: app.config.localesDir });
  const sendPdf = (reply: FastifyReply, file: PayLinkReceiptFile) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));

  // ---- Guest ----------------------------------------------------------------------------------------
  app.get('/pay_links/:paymentNumber', { schema: PayLinkCall, config: lookup }, async (request, reply) => {
    reply.headers(noStore);
    return { data: await readLink(deps(), request.params.paymentNumber) };
  });

  app.get('/hotels/:id/tripla_pay/transactions/:transactionId', { schema: TriplaPayTransactionCall, config: lookup }, async (request, reply) => {
    reply.headers(noStore);
    const hotel = await findHotel(app.db, request.params.id);
    if (!hotel) throw hotelNotFound(request.params.id);
    return { data: await readLink(deps(), request.params.transactionId, hotel.id) };
  });

  app.post('/pay_links/:paymentNumber/payments', { schema: PayLinkPayCall, config: lookup }, async (request, reply) => {
    reply.headers(noStore);
    return { data: await payLink(deps(), request.params.paymentNumber, request.body) };
  });

  app.post('/pay_links/:paymentNumber/payment_result', { schema: PayLinkPaymentReturnCall, config: lookup }, async (request, reply) => {
    reply.headers(noStore);
    return { data: await paymentResult(deps(), request.params.paymentNumber, request.body.payment_id) };
  });

  // The receipt of a paid link: an unknown number is the same bare 404 as the page's.
  app.get('/pay_links/:paymentNumber/receipt', { schema: PayLinkReceiptCall, config: lookup }, async (request, reply) => {
    const r = await findByNumber(app.db, request.params.paymentNumber);
    if (!r) throw linkNotFound();
    return sendPdf(reply, await buildPayLinkReceipt(receiptDeps(), r, request.query));
  });

  app.get('/qr_codes', { schema: QrCodeCall, config: lookup }, async (request, reply) => {
    reply.headers(noStore);
    return { data: await resolveQr(deps(), request.query.qr_code) };
  });

  // ---- Staff ----------------------------------------------------------------------------------------
  const staff = async (request: FastifyRequest & { params: { id: string } }): Promise<{ hotel: HotelRow; actor: Actor }> => {
    const hotel = await staffHotel(app.db, request, request.params.id);
    const a = await auditActorOf(app.db, request.principal!);
    return { hotel, actor: { kind: 'staff', id: a.id, role: a.role, display: a.display } };
  };

  app.get('/staff/hotels/:id/pay_links', { schema: StaffPayLinkListCall }, async (request, reply) => {
    const hotel = await staffHotel(app.db, request, request.params.id);
    reply.headers(noStore);
    return listLinks(deps(), hotel, request.query);
  });

  app.post('/staff/hotels/:id/pay_links', { schema: StaffCreatePayLinkCall }, async (request, reply) => {
    const { hotel, actor } = await staff(request);
    reply.code(201).headers(noStore);
    return { data: await createLink(deps(), hotel, actor, request.body) };
  });

  app.get('/staff/hotels/:id/pay_links/:paymentNumber', { schema: StaffPayLinkCall }, async (request, reply) => {
    const hotel = await staffHotel(app.db, request, request.params.id);
    reply.headers(noStore);
    return { data: await staffLinkView(deps(), await hotelLink(app.db, hotel, request.params.paymentNumber)) };
  });

  app.get('/staff/hotels/:id/pay_links/:paymentNumber/receipt', { schema: StaffPayLinkReceiptCall }, async (request, reply) => {
    const hotel = await staffHotel(app.db, request, request.params.id);
    return sendPdf(reply, await buildPayLinkReceipt(receiptDeps(), await hotelLink(app.db, hotel, request.params.paymentNumber), request.query));
  });

  app.patch('/staff/hotels/:id/pay_links/:paymentNumber', { schema: StaffUpdatePayLinkCall }, async (request, reply) => {
    const { hotel, actor } = await staff(request);
    reply.headers(noStore);
    return { data: await updateLink(deps(), hotel, actor, request.params.paymentNumber, request.body) };
  });

  app.post('/staff/hotels/:id/pay_links/:paymentNumber/cancel', { schema: StaffCancelPayLinkCall }, async (request, reply) => {
    const { hotel, actor } = await staff(request);
    reply.headers(noStore);
    return { data: await cancelLink(deps(), hotel, actor, request.params.paymentNumber, request.body.reason) };
  });

  app.post('/staff/hotels/:id/pay_links/:paymentNumber/resend', { schema: StaffResendPayLinkCall }, async (request, reply) => {
    const { hotel, actor } = await staff(request);
    reply.headers(noStore);
    return { data: await resendLink(deps(), hotel, actor, request.params.paymentNumber) };
  });

  app.post('/staff/hotels/:id/pay_links/:paymentNumber/refund', { schema: StaffRefundPayLinkCall }, async (request, reply) => {
    const { hotel, actor } = await staff(request);
    reply.headers(noStore);
    return { data: await refundLink(deps(), hotel, actor, request.params.paymentNumber, request.body) };
  });
};

export default payLinkRoutes;
