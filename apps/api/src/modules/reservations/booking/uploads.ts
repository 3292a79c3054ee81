// The booking's answers just inserted: each answer's uploads are linked to it (through the
// linkUploads hook, file attachments being another module's), or the booking is refused naming the
// answer (code 1000, reason unknown_attachment) so the guest can upload again.
import { ErrorCode, NorenError } from '@noren/core/domain';
import type { Executor } from '../../../db/database.ts';
import type { ReservationHooks } from '../hooks.ts';
import { answersOf } from '../repository/index.ts';

export async function linkBookingUploads(
  tx: Executor, hooks: ReservationHooks, hotelId: number, reservationId: number, items: ReadonlyArray<{ questionId: number; ids: readonly string[]; field: string }>,
): Promise<void> {
  const wanted = items.filter((i) => i.ids.length > 0);
  if (wanted.length === 0) return;
  const answers = await answersOf(tx, reservationId);
  for (const item of wanted) {
    const answerId = answers.find((a) => a.questionId === item.questionId)!.id;
    const missing = await hooks.inTransaction.linkUploads(tx, { hotelId, reservationId, answerId, ids: item.ids });
    if (missing.length > 0) {
      throw new NorenError(ErrorCode.invalid, { payload: { field: item.field, reason: 'unknown_attachment', attachment_ids: missing }, message: 'An attached file could not be found. Please upload it again.' });
    }
  }
}
