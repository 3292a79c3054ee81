// The staff console's calls under /api/v1/staff/hotels/{id}/ (Noren's own paths; the spec shows
// no staff screens): reservations (list, one, its receipt PDF) and the mail outbox (list, one).
// Each needs a staff bearer session that works at the hotel (staffHotel).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { DataEnvelope, ReservationView, StaffOutboxMail, StaffOutboxPage, StaffReservationPage } from '@noren/core/domain';
import { FontLocator, fontDirsFromEnv } from '../reservations/index.ts';
import {
  hotelRefParams, outboxListQuery, outboxMailParams, reservationListQuery, staffReceiptQuery, staffReservationParams,
  type OutboxListQuery, type OutboxMailParams, type ReservationListQuery, type StaffReceiptQuery,
} from './schema.ts';
import type { Executor } from '../../db/database.ts';
import { requireStaff } from '../../plugins/principal.ts';
import type { HotelRow } from '../hotels/repository.ts';
import { findHotel, hotelNotFound } from '../hotels/service.ts';
import { outboxMail, outboxPage, reservationDetail, reservationPage, staffReceipt } from './service.ts';

/**
 * The hotel, when the caller is staff who work there: no staff session is 401 (before the hotel
 * is looked up, so a guess at hotel codes learns nothing), no such hotel 404, another brand's or
 * another hotel's staff 403 (9403). The rule itself is the accounts plugin's requireStaff.
 */
async function staffHotel(db: Executor, request: FastifyRequest, ref: string): Promise<HotelRow> {
  requireStaff(request);
  const hotel = await findHotel(db, ref);
  if (!hotel) throw hotelNotFound(ref);
  requireStaff(request, hotel);
  return hotel;
}

type Params = { id: string };
type NumberParams = { id: string; number: string };

const staffConsoleRoutes: FastifyPluginAsync = async (app) => {
  const fonts = new FontLocator(fontDirsFromEnv());
  const hotelFor = (request: FastifyRequest<{ Params: Params }>) => staffHotel(app.db, request, request.params.id);

  app.get<{ Params: Params; Querystring: ReservationListQuery; Reply: StaffReservationPage }>(
    '/staff/hotels/:id/reservations',
    { schema: { params: hotelRefParams, querystring: reservationListQuery } },
    async (request, reply) => {
      const hotel = await hotelFor(request);
      reply.header('cache-control', 'no-store');
      return reservationPage(app.db, hotel, request.query);
    },
  );

  app.get<{ Params: NumberParams; Reply: DataEnvelope<ReservationView> }>(
    '/staff/hotels/:id/reservations/:number',
    { schema: { params: staffReservationParams } },
    async (request, reply) => {
      const hotel = await hotelFor(request);
      reply.header('cache-control', 'no-store');
      return { data: await reservationDetail(app.db, hotel, request.params.number) };
    },
  );

  app.get<{ Params: NumberParams; Querystring: StaffReceiptQuery }>(
    '/staff/hotels/:id/reservations/:number/receipt',
    { schema: { params: staffReservationParams, querystring: staffReceiptQuery } },
    async (request, reply) => {
      const hotel = await hotelFor(request);
      const file = await staffReceipt({ db: app.db, clock: app.clock, fonts }, hotel, request.params.number, request.query);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );

  app.get<{ Params: Params; Querystring: OutboxListQuery; Reply: StaffOutboxPage }>(
    '/staff/hotels/:id/mail_outbox',
    { schema: { params: hotelRefParams, querystring: outboxListQuery } },
    async (request, reply) => {
      const hotel = await hotelFor(request);
      reply.header('cache-control', 'no-store');
      return outboxPage(app, hotel, request.query);
    },
  );

  app.get<{ Params: OutboxMailParams; Reply: DataEnvelope<StaffOutboxMail> }>(
    '/staff/hotels/:id/mail_outbox/:mailId',
    { schema: { params: outboxMailParams } },
    async (request, reply) => {
      const hotel = await hotelFor(request);
      reply.header('cache-control', 'no-store');
      return { data: await outboxMail(app, hotel, request.params.mailId) };
    },
  );
};

export default staffConsoleRoutes;
