// The kiosk's and the staff console's live streams: a short-lived signed ticket (EventSource sends
// no headers, so the credential or bearer is checked when the ticket is made), then the stream,
// which checks the ticket and, once, that the device or staff session is still live, and then holds
// no database connection at all (live/sse.ts on the process's EventHub). The device's revocation
// or the session's sign-out ends it in every process (devices.ts, accounts' revokeSession), and
// so do the session's expiry and the stream's maximum lifetime; the client then asks a new ticket.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KIOSK_EVENTS_TICKET_TTL_SECONDS, type LiveEventsTicket } from '@noren/core/contract';
import { ErrorCode, NorenError } from '@noren/core/domain';
import { signingSecret } from '../../db/signing-secret.ts';
import { openEventStream } from '../../live/sse.ts';
import { liveStaffSession } from '../accounts/index.ts';
import { findDeviceById } from './repository.ts';
import { readTicket, signTicket, type TicketSubject } from './tokens.ts';

const ticketInvalid = () => new NorenError(ErrorCode.unauthorized, { payload: { reason: 'ticket_invalid' }, message: 'The live-update ticket has expired.' });

export async function makeTicket(app: FastifyInstance, subject: TicketSubject): Promise<LiveEventsTicket> {
  const expiresAt = new Date(app.clock.now().getTime() + KIOSK_EVENTS_TICKET_TTL_SECONDS * 1000);
  return { ticket: signTicket(await signingSecret(app.db, app.config.signingSecret), subject, expiresAt), expires_at: expiresAt.toISOString() };
}

/** Opens the stream a ticket grants; `hotelId` is the hotel of the route (staff) or null (a device). */
export async function openStream(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, ticket: string, hotelId: number | null): Promise<void> {
  const subject = readTicket(await signingSecret(app.db, app.config.signingSecret), ticket, app.clock.now());
  if (!subject || (hotelId !== null && subject.hotelId !== hotelId)) throw ticketInvalid();
  if (subject.kind === 'device') {
    if (hotelId !== null) throw ticketInvalid();
    const device = await findDeviceById(app.db, subject.deviceId);
    if (device?.status !== 'paired' || device.hotelId !== subject.hotelId) throw ticketInvalid();
    const deviceId = device.id;
    // A device hears its own alerts and the pay links it shows, nothing else of its hotel.
    openEventStream(request, reply, app.liveEvents, {
      hotelId: subject.hotelId,
      credential: { kind: 'device', id: deviceId },
      accepts: (e) => (e.type === 'pay_link' ? e.shownTo.includes(deviceId) : e.deviceId === deviceId),
    });
    return;
  }
  if (hotelId === null) throw ticketInvalid();
  const staff = await liveStaffSession(app.db, app.clock, subject.sessionId);
  // The ticket was made for this hotel by staff who work there; a session signed out since is refused.
  if (staff?.principal.kind !== 'staff') throw ticketInvalid();
  openEventStream(request, reply, app.liveEvents, {
    hotelId: subject.hotelId,
    credential: { kind: 'session', id: subject.sessionId },
    accepts: () => true,
    // The stream ends when the session does (its sign-out ends it at once: live/event-hub.ts).
    validForMs: staff.expiresAt.getTime() - app.clock.now().getTime(),
  });
}
