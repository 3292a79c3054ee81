// The staff console's calls under /api/v1/staff/hotels/{id}/ (Noren's own paths; the spec shows
// no staff screens): reservations (list, one, its receipt PDF) and the mail outbox (list, one).
// Each needs a staff bearer session that works at the hotel (staffHotel).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { StaffOutboxListCall, StaffOutboxMailCall, StaffReceiptCall, StaffReservationCall, StaffReservationListCall } from '@noren/core/contract';
import { FontLocator } from '../reservations/index.ts';
import type { Executor } from '../../db/database.ts';
import { requireStaff } from '../../plugins/principal.ts';
import { findHotel, hotelNotFound, type HotelRow } from '../hotels/index.ts';
import { outboxMail, outboxPage, reservationDetail, reservationPage, staffReceipt } from './service.ts';

/**
 * The hotel, when the caller is staff who work there: no staff session is 401 (before the hotel
 * is looked up, so a guess at hotel codes learns nothing), no such hotel 404, another brand's or
 * another hotel's staff 403 (9403). The rule itself is the accounts plugin's requireStaff.
 */
export async function staffHotel(db: Executor, request: FastifyRequest, ref: string): Promise<HotelRow> {
  requireStaff(request);
  const hotel = await findHotel(db, ref);
  if (!hotel) throw hotelNotFound(ref);
  requireStaff(request, hotel);
  return hotel;
}

const staffConsoleRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const fonts = new FontLocator(app.config.receipts.fontDirs);
  const hotelFor = (request: FastifyRequest & { params: { id: string } }) => staffHotel(app.db, request, request.params.id);

  app.get(
    '/staff/hotels/:id/reservations',
    { schema: StaffReservationListCall },
    async (request, reply) => {
      const hotel = await hotelFor(request);
      reply.header('cache-control', 'no-store');
      return reservationPage(app.db, hotel, request.query);
    },
  );

  app.get(
    '/staff/hotels/:id/reservations/:number',
    { schema: StaffReservationCall },
    async (request, reply) => {
      const hotel = await hotelFor(request);
      reply.header('cache-control', 'no-store');
      return { data: await reservationDetail(app.db, hotel, request.params.number) };
    },
  );

  app.get(
    '/staff/hotels/:id/reservations/:number/receipt',
    { schema: StaffReceiptCall },
    async (request, reply) => {
      const hotel = await hotelFor(request);
      const file = await staffReceipt({ db: app.db, clock: app.clock, fonts, localesDir: app.config.localesDir }, hotel, request.params.number, request.query);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );

  app.get(
    '/staff/hotels/:id/mail_outbox',
    { schema: StaffOutboxListCall },
    async (request, reply) => {
      const hotel = await hotelFor(request);
      reply.header('cache-control', 'no-store');
      return outboxPage(app, hotel, request.query);
    },
  );

  app.get(
    '/staff/hotels/:id/mail_outbox/:mailId',
    { schema: StaffOutboxMailCall },
    async (request, reply) => {
      const hotel = await hotelFor(request);
      reply.header('cache-control', 'no-store');
      return { data: await outboxMail(app, hotel, request.params.mailId) };
    },
  );
};

export default staffConsoleRoutes;
