// What the reservation module needs from modules that import it (a direct import would loop):
// attachments, marketing subscriptions, pay links and the organisation's masking are reached
// through these hooks, which app.ts wires (apps/api/src/reservation-hooks.ts). What must not be
// lost is written in the change's own transaction (`inTransaction`: the uploads' link, the
// subscription, the pay links' move), so a committed change always has it. Mail needs no hook: the
// outbox (mail/) is below the modules, and mail-queue.ts queues in the change's transaction.
import type { Executor } from '../../db/database.ts';

/** A guest's upload kept with a reservation, as the answers show it. */
export interface ReservationUpload {
  id: string;
  /** The answer it is attached to; null when it stays with the reservation only. */
  answerId: number | null;
  fileName: string;
  contentType: string;
  byteSize: number;
}

export interface UploadLink {
  hotelId: number;
  reservationId: number;
  answerId: number;
  ids: readonly string[];
}

export interface ReservationHooks {
  inTransaction: {
    /** Links uploads to an answer; returns the ids that could not be linked (then links none). */
    linkUploads(tx: Executor, link: UploadLink): Promise<string[]>;
    /** The guest agreed to the brand's news when booking (email_consent). */
    subscribe(tx: Executor, link: { brandId: number; email: string }): Promise<void>;
    /**
     * The reservation was cancelled, or updated (its balance may have changed), in `tx`: its pay
     * links follow (modules/pay-links cancels the open ones, or reissues them at the new balance).
     */
    reservationChanged?(tx: Executor, change: { reservationId: number; hotelId: number; kind: 'cancelled' | 'updated' }): Promise<void>;
  };
  reads: {
    /** The uploads kept with a reservation, oldest first. */
    uploadsOf(db: Executor, reservationId: number): Promise<ReservationUpload[]>;
    /** Whether the organisation's contract masks guest names for its admin (issue #15). */
    masksGuestNames(db: Executor, organisationId: number): Promise<boolean>;
  };
}
