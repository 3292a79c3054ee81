// Uploads no booking took: the booking form uploads images before the booking that links them,
// so an abandoned booking leaves its uploads behind. After UNLINKED_UPLOAD_TTL_MS (read from
// app.clock) their rows are deleted, and their bytes too unless another row, of this hotel or
// any other, holds the same content (storage is content-addressed).
//
// Safe with several API processes: a batch's rows are deleted with FOR UPDATE SKIP LOCKED, so two
// cleaners never take the same row and a row an answer is linking right now is left for later;
// an answer that links after the delete finds nothing and the guest is asked to upload again.
// The bytes are removed under the per-content lock the upload also takes (lockContent), in the
// same transaction, as its last step: an upload of the same photo either comes first (its row
// keeps the file) or waits and stores the file anew.
import type { FastifyInstance } from 'fastify';
import { contentReferenced, deleteUnlinkedBefore, lockContent, UploadStore } from '../modules/file-attachments/index.ts';

/** Our decision: a day is longer than any booking form stays open, and short enough not to pile up. */
export const UNLINKED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;
/** Bounds one run; what is left goes on at the next run. */
const MAX_BATCHES = 20;

export interface PurgeReport {
  rows: number;
  files: number;
}

type PurgeDeps = Pick<FastifyInstance, 'db' | 'clock' | 'storage'>;

export async function purgeUnlinkedUploads(app: PurgeDeps): Promise<PurgeReport> {
  const store = new UploadStore(app.storage);
  const before = new Date(app.clock.now().getTime() - UNLINKED_UPLOAD_TTL_MS);
  const report: PurgeReport = { rows: 0, files: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const taken = await app.db.transaction(async (tx) => {
      const keys = await deleteUnlinkedBefore(tx, before, BATCH);
      const unused: string[] = [];
      if (keys.length > 0) {
        await lockContent(tx, keys);
        for (const key of new Set(keys)) if (!(await contentReferenced(tx, key))) unused.push(key);
        // Last, so a failure before here rolls the rows back with their bytes still on disk.
        for (const key of unused) await store.remove(key);
      }
      return { rows: keys.length, files: unused.length };
    });
    report.rows += taken.rows;
    report.files += taken.files;
    if (taken.rows < BATCH) break;
  }
  return report;
}
