// The kiosk's routes (core/src/contract/kiosk.ts describes each): the device's own calls under
// /kiosk/ (Kiosk-Device credential), the staff console's device and alert screens under
// /staff/hotels/{id}/, and the two live streams. A device credential opens nothing but these
// device calls, and only for its own hotel; staff calls need a staff session at the hotel.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  KioskAlertCall, KioskDemoDeviceCall, KioskDeviceCall, KioskEventsCall, KioskEventsTicketCall, KioskPairCall, KioskRaiseAlertCall,
  StaffAcknowledgeAlertCall, StaffEventsCall, StaffEventsTicketCall, StaffIssuePairingCodeCall, StaffKioskAlertsCall, StaffKioskDevicesCall,
  StaffRevokeKioskDeviceCall,
} from '@noren/core/contract';
import { requireStaff } from '../../plugins/principal.ts';
import { findHotel, findHotelById } from '../hotels/index.ts';
import { staffHotel } from '../staff-console/index.ts';
import { acknowledge, deviceAlert, hotelAlerts, raiseAlert } from './alerts.ts';
import { demoDevice } from './demo.ts';
import { deviceSelf, hotelDevices, issuePairingCode, pairDevice, requireDevice, requireManager, revoke } from './devices.ts';
import { makeTicket, openStream } from './live.ts';

const kioskRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const device = (request: FastifyRequest) => requireDevice(app.db, app.clock, request);
  const hotelFor = (request: FastifyRequest & { params: { id: string } }) => staffHotel(app.db, request, request.params.id);
  const noStore = { onSend: async (_request: FastifyRequest, reply: { header(k: string, v: string): unknown }) => void reply.header('cache-control', 'no-store') };

  // ---- The device's own calls -----------------------------------------------------------------
  app.post('/kiosk/pair', { schema: KioskPairCall, ...noStore }, async (request, reply) => {
    reply.code(201);
    return { data: await pairDevice(app.db, app.clock, request.body.code) };
  });

  app.post('/kiosk/demo_device', { schema: KioskDemoDeviceCall, ...noStore }, async (request) => ({
    data: await demoDevice(app.db, app.config, request, request.body.hotel),
  }));

  app.get('/kiosk/device', { schema: KioskDeviceCall, ...noStore }, async (request) => {
    const d = await device(request);
    const hotel = await findHotelById(app.db, d.hotelId);
    return { data: { device: deviceSelf(d, hotel!) } };
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
    return { data: await issuePairingCode(app.db, app.clock, hotel, staff.staffUserId, request.body.name) };
  });

  app.post('/staff/hotels/:id/kiosk_devices/:deviceId/revoke', { schema: StaffRevokeKioskDeviceCall, ...noStore }, async (request) => {
    const hotel = await hotelFor(request);
    requireManager(requireStaff(request, hotel).role);
    return { data: { device: await revoke(app.db, app.clock, hotel, Number(request.params.deviceId)) } };
  });

  app.get('/staff/hotels/:id/kiosk_alerts', { schema: StaffKioskAlertsCall, ...noStore }, async (request) => {
    const hotel = await hotelFor(request);
    return { data: await hotelAlerts(app.db, hotel.id, request.query.status ?? 'open') };
  });

  app.post('/staff/hotels/:id/kiosk_alerts/:alertId/acknowledge', { schema: StaffAcknowledgeAlertCall, ...noStore }, async (request) => {
    const hotel = await hotelFor(request);
    const staff = requireStaff(request, hotel);
    return { data: { alert: await acknowledge(app.db, app.clock, hotel.id, Number(request.params.alertId), staff.staffUserId) } };
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
