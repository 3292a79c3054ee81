// A walk-in booking at the kiosk (issue #16 part 4): tonight (the hotel's local date, or last
// night after midnight when yesterday_bookable allows it: core/domain walkInCheckinDates) or a
// day-use stay today, at the device's own hotel, through the reservation module's one door with
// the booking call's rules. It is booked pay-at-hotel (on_site: the balance is due, the desk
// takes it); `settle: 'pay_link'` then makes the balance pay link the guest pays on their phone.
// The link is made after the booking commits: should that fail, the stay stands, payable at the
// desk, and the kiosk can ask for the link again (POST /kiosk/pay_links).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorEnvelopeShape, KioskPayLinkView, KioskWalkInRequest, KioskWalkInResult } from '@noren/core/contract';
import { ErrorCode, NorenError, walkInCheckinDates } from '@noren/core/domain';
import { kickSender } from '../../mail/hooks.ts';
import { findHotelById } from '../hotels/index.ts';
import type { PayLinkDeps } from '../pay-links/index.ts';
import { createReservation } from '../reservations/index.ts';
import type { DeviceContext } from './devices.ts';
import { balancePayLink } from './pay-link.ts';
import { stayView } from './stay.ts';

export async function walkIn(
  app: FastifyInstance,
  payLinks: PayLinkDeps,
  request: FastifyRequest,
  device: DeviceContext,
  body: KioskWalkInRequest,
  idempotencyKey: string | null,
): Promise<{ status: number; body: { data: KioskWalkInResult } | ErrorEnvelopeShape }> {
  const hotel = (await findHotelById(app.db, device.hotelId))!;
  const allowed = walkInCheckinDates(app.clock.now(), hotel.timeZone, hotel.yesterdayBookable, body.is_day_use === true);
  if (!allowed.includes(body.checkin_date)) {
    throw new NorenError(ErrorCode.invalid, { payload: { field: 'checkin_date', reason: 'not_tonight', allowed }, message: 'A walk-in books tonight only.' });
  }
  const { settle, ...booking } = body;
  const result = await createReservation(app.db, app.clock, {
    hotelRef: String(hotel.id),
    body: { ...booking, payment: { type: 'on_site' } },
    requestedLanguage: request.requestedLanguage,
    clientAppId: request.clientSession?.clientAppId ?? 0,
    channel: 'kiosk',
    idempotencyKey,
    gateway: app.payments,
    viewer: null,
    hooks: app.reservationHooks,
  });
  // A replayed refusal of the same Idempotency-Key: the envelope first sent.
  if (!('data' in result.body)) return { status: result.status, body: result.body as ErrorEnvelopeShape };
  kickSender(app);
  const reservation = result.body.data.reservation;
  let link: KioskPayLinkView | null = null;
  if (settle === 'pay_link') link = await balancePayLink(payLinks, app.config, device, reservation);
  return { status: 201, body: { data: { stay: stayView(reservation, link), pay_link: link } } };
}
