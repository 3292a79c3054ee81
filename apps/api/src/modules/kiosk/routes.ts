// The kiosk's routes (core/src/contract/kiosk.ts describes each): the device's own calls under
// /kiosk/ (Kiosk-Device credential), the staff console's device and alert screens under
// /staff/hotels/{id}/, and the two live streams. A device credential opens nothing but these
// device calls, and only for its own hotel; staff calls need a staff session at the hotel.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { KioskLookupBody } from '@noren/core/contract';
import {
  KioskAlertCall, KioskDemoDeviceCall, KioskDeviceCall, KioskEventsCall, KioskEventsTicketCall, KioskLookupCall, KioskPairCall, KioskPayLinkCall, KioskQrCall, KioskRaiseAlertCall, KioskWalkInCall,
  StaffAcknowledgeAlertCall, StaffEventsCall, StaffEventsTicketCall, StaffIssuePairingCodeCall, StaffKioskAlertsCall, StaffKioskDevicesCall,
  StaffRevokeKioskDeviceCall, StaffUpdateKioskDeviceCall,
  KioskReceiptDownloadCall, KioskReceiptLinkCall, KioskReceiptMailCall, KioskReceiptPrintCall,
} from '@noren/core/contract';
import { ErrorCode, NorenError } from '@noren/core/domain';
import { requireStaff, type StaffPrincipal } from '../../plugins/principal.ts';
import { auditActorOf } from '../audit/index.ts';
import { findHotel, findHotelById } from '../hotels/index.ts';
import type { PayLinkHooks } from '../pay-links/index.ts';
import { FontLocator, openReservation, refuseCardData } from '../reservations/index.ts';
import { kickSender } from '../../mail/hooks.ts';
import { staffHotel } from '../staff-console/index.ts';
import { acknowledge, deviceAlert, hotelAlerts, raiseAlert } from './alerts.ts';
import { demoDevice } from './demo.ts';
import { deviceSelf, hotelDevices, type DeviceContext, issuePairingCode, pairDevice, requireDevice, requireManager, revoke, updateSettings } from './devices.ts';
import { makeTicket, openStream } from './live.ts';
import { limitLookups, lookUp } from './lookup.ts';
import { kioskLookupUrl } from '../../kiosk-lookup.ts';
import { qrSvg } from '../../qr-codes.ts';
import { balancePayLink } from './pay-link.ts';
import { receiptByToken, receiptLink, receiptMail, receiptPrint, receiptState } from './receipts.ts';
import { stayView } from './stay.ts';
import { walkIn } from './walk-in.ts';


export interface KioskRouteOptions {
  /** The pay-links module's audit and event hooks (app.ts wires them), for the kiosk's balance links. */
  payLinkHooks: PayLinkHooks;
}

const kioskRoutes: FastifyPluginAsync<KioskRouteOptions> = async (fastify, { payLinkHooks }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const payLinks = { db: app.db, clock: app.clock, gateway: app.payments, hooks: payLinkHooks, localesDir: app.config.localesDir };
  const device = (request: FastifyRequest) => requireDevice(app.db, app.clock, request);
  const hotelFor = (request: FastifyRequest & { params: { id: string } }) => staffHotel(app.db, request, request.params.id);
  const acting = async (request: FastifyRequest, staff: StaffPrincipal) => ({ actor: await auditActorOf(app.db, staff), clientAddress: request.ip });
  /** The per-device look-up limit, with Retry-After on its 429. */
  const lookupLimited = async (d: DeviceContext, reply: FastifyReply) => {
    try {
      await limitLookups(app.db, app.clock, app.config, d);
    } catch (error) {
      if (error instanceof NorenError && error.code === ErrorCode.tooManyRequests) reply.header('retry-after', String(error.payload?.retry_after ?? 60));
      throw error;
    }
  };
  const receipts = { db: app.db, clock: app.clock, config: app.config, fonts: new FontLocator(app.config.receipts.fontDirs) };
  /** A device call on a stay it looks up again (the proof), within its look-up limit. */
  const foundStay = async (request: FastifyRequest & { body: KioskLookupBody }, reply: FastifyReply) => {
    const d = await device(request);
    await lookupLimited(d, reply);
    return { d, stay: await lookUp(app.db, app.config, d, request.body) };
  };
  const noStore = { onSend: async (_request: FastifyRequest, reply: { header(k: string, v: string): unknown }) => void reply.header('cache-control', 'no-store') };

  // ---- The device's own calls -----------------------------------------------------------------
  app.post('/kiosk/pair', { schema: KioskPairCall, ...noStore }, async (request, reply) => {
    reply.code(201);
    return { data: await pairDevice(app.db, app.clock, request.body.code, request.ip) };
  });

  app.post('/kiosk/demo_device', { schema: KioskDemoDeviceCall, ...noStore }, async (request) => ({
    data: await demoDevice(app.db, app.config, request, request.body.hotel),
  }));

  app.get('/kiosk/device', { schema: KioskDeviceCall, ...noStore }, async (request) => {
    const d = await device(request);
    const hotel = await findHotelById(app.db, d.hotelId);
    return { data: { device: deviceSelf({ ...d, printerConfigured: d.printer }, hotel!) } };
  });

  app.post('/kiosk/alerts', { schema: KioskRaiseAlertCall, ...noStore }, async (request, reply) => {
    const d = await device(request);
    reply.code(201);
    return { data: { alert: await raiseAlert(app.db, app.clock, d) } };
  });

  app.get('/kiosk/alerts/:alertId', { schema: KioskAlertCall, ...noStore }, async (request) => {
    const d = await device(request);
    return { data: { alert: await deviceAlert(app.db, d, Number(request.params.alertId)) } };
  });

  app.post('/kiosk/events_ticket', { schema: KioskEventsTicketCall, ...noStore }, async (request) => {
    const d = await device(request);
    return { data: await makeTicket(app, { kind: 'device', deviceId: d.id, hotelId: d.hotelId }) };
  });

  // EventSource sends no Client-Session header: the ticket is the only credential (config.public).
  app.get('/kiosk/events', { schema: KioskEventsCall, config: { public: true } }, async (request, reply) => {
    await openStream(app, request, reply, request.query.ticket, null);
    return reply;
  });

  app.post('/kiosk/reservations', { schema: KioskWalkInCall, preValidation: async (request) => refuseCardData(request.body) }, async (request, reply) => {
    const d = await device(request);
    const result = await walkIn(app, payLinks, request, d, request.body, request.headers['idempotency-key'] ?? null);
    return reply.code(result.status).header('cache-control', 'no-store').send(result.body);
  });

  app.post('/kiosk/pay_links', { schema: KioskPayLinkCall, ...noStore }, async (request, reply) => {
    const d = await device(request);
    await lookupLimited(d, reply);
    const view = await lookUp(app.db, app.config, d, request.body);
    reply.code(201);
    return { data: { pay_link: await balancePayLink(payLinks, app.config, d, view) } };
  });

  app.post('/kiosk/lookups', { schema: KioskLookupCall, ...noStore }, async (request, reply) => {
    const d = await device(request);
    await lookupLimited(d, reply);
    const view = await lookUp(app.db, app.config, d, request.body);
    return { data: { stay: stayView(view, null), receipt: receiptState(app.clock, d, view) } };
  });

  // ---- The stay's receipt (core/src/contract/kiosk-receipts.ts) ---------------------------------
  app.post('/kiosk/receipt_links', { schema: KioskReceiptLinkCall, ...noStore }, async (request, reply) => {
    const { d, stay } = await foundStay(request, reply);
    const link = await receiptLink(receipts, d, stay);
    reply.code(201);
    return { data: { receipt_link: link } };
  });

  app.post('/kiosk/receipt_mails', { schema: KioskReceiptMailCall, ...noStore }, async (request, reply) => {
    const { d, stay } = await foundStay(request, reply);
    let mail;
    try {
      mail = await receiptMail(receipts, d, stay);
    } catch (error) {
      if (error instanceof NorenError && error.code === ErrorCode.tooManyRequests) reply.header('retry-after', String(error.payload?.retry_after ?? 60));
      throw error;
    }
    kickSender(app);
    reply.code(202);
    return { data: { receipt_mail: mail } };
  });

  app.post('/kiosk/receipt_prints', { schema: KioskReceiptPrintCall, ...noStore }, async (request, reply) => {
    const { d, stay } = await foundStay(request, reply);
    const print = await receiptPrint(receipts, d, stay);
    reply.code(201);
    return { data: { receipt_print: print } };
  });

  // The guest's phone (or the kiosk's print frame) opens it: no Client-Session, no device; the
  // signed, short-lived token is the only credential (config.public). Rate-limited per address as
  // the guest's receipt route is, since each answer renders a PDF.
  const receiptLimit = app.config.routeRateLimits.reservationLookup;
  const receiptLinkConfig = { public: true, ...(receiptLimit && { rateLimit: { max: receiptLimit.max, timeWindow: receiptLimit.windowMs } }) };
  app.get('/kiosk/receipt_links/:token', { schema: KioskReceiptDownloadCall, config: receiptLinkConfig }, async (request, reply) => {
    const file = await receiptByToken(receipts, request.params.token);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });

  // ---- The confirmation's kiosk QR (the guest's own access, as GET of the reservation) ---------
  app.get('/hotels/:id/reservations/:number/kiosk_qr', { schema: KioskQrCall, ...noStore }, async (request) => {
    const { bypass_token: bypassToken, email } = request.query;
    const opened = await openReservation(app.db, request.params.id, request.params.number, {
      ...(bypassToken && { bypassToken }), ...(email && { email }), viewer: request.principal, purpose: 'read',
    });
    // A cancelled stay has nothing to find at the kiosk: its token no longer works.
    if (opened.status === 'cancelled') throw new NorenError(ErrorCode.notFound, { payload: { resource: 'kiosk_qr' } });
    const url = await kioskLookupUrl(app.db, app.config, opened);
    return { data: { lookup_url: url, qr_svg: await qrSvg(url) } };
  });

  // ---- The staff console ----------------------------------------------------------------------
  app.get('/staff/hotels/:id/kiosk_devices', { schema: StaffKioskDevicesCall, ...noStore }, async (request) => {
    const hotel = await hotelFor(request);
    return { data: await hotelDevices(app.db, hotel) };
  });

  app.post('/staff/hotels/:id/kiosk_devices', { schema: StaffIssuePairingCodeCall, ...noStore }, async (request, reply) => {
    const hotel = await hotelFor(request);
    const staff = requireStaff(request, hotel);
    requireManager(staff.role);
    reply.code(201);
    return { data: await issuePairingCode(app.db, app.clock, hotel, staff.staffUserId, request.body.name, await acting(request, staff)) };
  });

  app.post('/staff/hotels/:id/kiosk_devices/:deviceId/revoke', { schema: StaffRevokeKioskDeviceCall, ...noStore }, async (request) => {
    const hotel = await hotelFor(request);
    const staff = requireStaff(request, hotel);
    requireManager(staff.role);
    return { data: { device: await revoke(app.db, app.clock, hotel, Number(request.params.deviceId), await acting(request, staff)) } };
  });

  app.patch('/staff/hotels/:id/kiosk_devices/:deviceId', { schema: StaffUpdateKioskDeviceCall, ...noStore }, async (request) => {
    const hotel = await hotelFor(request);
    const staff = requireStaff(request, hotel);
    requireManager(staff.role);
    return { data: { device: await updateSettings(app.db, app.clock, hotel, Number(request.params.deviceId), request.body.printer, await acting(request, staff)) } };
  });

  app.get('/staff/hotels/:id/kiosk_alerts', { schema: StaffKioskAlertsCall, ...noStore }, async (request) => {
    const hotel = await hotelFor(request);
    return { data: await hotelAlerts(app.db, hotel.id, request.query.status ?? 'open') };
  });

  app.post('/staff/hotels/:id/kiosk_alerts/:alertId/acknowledge', { schema: StaffAcknowledgeAlertCall, ...noStore }, async (request) => {
    const hotel = await hotelFor(request);
    const staff = requireStaff(request, hotel);
    const alert = await acknowledge(app.db, app.clock, hotel, Number(request.params.alertId), staff.staffUserId, await acting(request, staff));
    return { data: { alert } };
  });

  app.post('/staff/hotels/:id/events_ticket', { schema: StaffEventsTicketCall, ...noStore }, async (request) => {
    const hotel = await hotelFor(request);
    const staff = requireStaff(request, hotel);
    return { data: await makeTicket(app, { kind: 'staff', sessionId: staff.sessionId, hotelId: hotel.id }) };
  });

  app.get('/staff/hotels/:id/events', { schema: StaffEventsCall, config: { public: true } }, async (request, reply) => {
    // No session to check here: the ticket, made by staff of this hotel a minute ago, is the proof.
    const hotel = await findHotel(app.db, request.params.id);
    await openStream(app, request, reply, request.query.ticket, hotel?.id ?? 0);
    return reply;
  });
};

export default kioskRoutes;
