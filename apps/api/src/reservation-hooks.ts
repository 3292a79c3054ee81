// The reservation module's hooks (modules/reservations/hooks.ts), wired by app.ts: uploads are
// linked and read through the file-attachments repository; the booking's e-mail consent subscribes
// the guest to the brand's news; a cancel or update moves the reservation's pay links
// (modules/pay-links); an organisation's contract may mask guest names. Each of these modules
// imports the reservation module, so the reservation module imports none of them. (Its mail needs
// no hook: it queues in mail/, the outbox below the modules.)
import type { FastifyInstance } from 'fastify';
import { attachmentsOfReservation, linkAttachments } from './modules/file-attachments/index.ts';
import { subscribeFromBooking } from './modules/marketing-emails/index.ts';
import { masksGuestNames } from './modules/organisation-admin/index.ts';
import type { ReservationHooks } from './modules/reservations/index.ts';
import { onReservationChanged } from './modules/pay-links/index.ts';
import { payLinkHooks } from './pay-link-hooks.ts';

export function reservationHooks(app: FastifyInstance): ReservationHooks {
  return {
    inTransaction: {
      linkUploads: (tx, link) => linkAttachments(tx, link),
      subscribe: async (tx, link) => {
        await subscribeFromBooking(tx, app.clock, link);
      },
      // A cancelled reservation cancels its open pay links; an update reissues its balance links.
      reservationChanged: (tx, change) =>
        onReservationChanged({ db: app.db, clock: app.clock, gateway: app.payments, hooks: payLinkHooks(app), localesDir: app.config.localesDir }, tx, change),
    },
    reads: {
      masksGuestNames,
      uploadsOf: async (db, reservationId) =>
        (await attachmentsOfReservation(db, reservationId)).map((f) => ({
          id: f.id, answerId: f.reservationAnswerId, fileName: f.fileName, contentType: f.contentType, byteSize: f.byteSize,
        })),
    },
  };
}
