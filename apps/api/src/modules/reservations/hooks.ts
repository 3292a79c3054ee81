// What the reservation module needs from the rest of the API without importing it: mail,
// attachments, marketing subscriptions and live notifications are reached through these hooks,
// which app.ts wires (apps/api/src/reservation-hooks.ts). What must not be lost is written in the
// change's own transaction (`inTransaction`: the mail outbox row, the uploads' link, the
// subscription), so a committed change always has it; what only notifies follows the commit.
import type { Executor } from '../../db/database.ts';

/** The reservation's events a guest is mailed about. */
export type ReservationMailKind = 'booking_confirmation' | 'cancellation' | 'update';

export interface ReservationMailRequest {
  kind: ReservationMailKind;
  reservationId: number;
  /** The reservation's language now: the mail is written in it. */
  language: string;
  /** For an update mail: the update it tells about. */
  updateId?: number;
}

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
    /** Queues the guest's mail in `tx`: it commits with the change or not at all. */
    queueMail(tx: Executor, mail: ReservationMailRequest): Promise<void>;
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
  };
  afterCommit: {
    /** Something was queued (a mail): wake whoever delivers it. Never throws. */
    notify(): void;
  };
}
