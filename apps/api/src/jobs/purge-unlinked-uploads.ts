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
//
// Temporary files (purgeTemporaryFiles): a refused or cut-off upload removes its own, but a process
// that dies mid-upload leaves its temporary file (and the local folder its half-written one). Their
// age is their file's modification time (S3's LastModified): they have no row, and nothing else
// says when they were written. It is compared with app.clock, so tests place files in time with
// utimes against a ManualClock, and production compares with the system clock that wrote them.
import type { FastifyInstance } from 'fastify';
import { contentReferenced, deleteUnlinkedBefore, lockContent, UploadStore } from '../modules/file-attachments/index.ts';

/** Our decision: a day is longer than any booking form stays open, and short enough not to pile up. */
export const UNLINKED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Our decision: a temporary file lives as long as its upload's request, which config bounds
 * (NOREN_REQUEST_TIMEOUT_MS, at most an hour); 6 hours leaves room for clocks of processes
 * sharing a folder to differ, and keeps at most a few hours of refused uploads' debris.
 */
export const STRAY_TEMPORARY_FILE_AGE_MS = 6 * 60 * 60 * 1000;
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

export interface TemporaryPurgeReport {
  /** Received uploads never committed or discarded (tmp/ objects). */
  uploads: number;
  /** The store's own half-written files. */
  incomplete: number;
}

export async function purgeTemporaryFiles(app: Pick<FastifyInstance, 'clock' | 'storage'>): Promise<TemporaryPurgeReport> {
  const before = new Date(app.clock.now().getTime() - STRAY_TEMPORARY_FILE_AGE_MS);
  return { uploads: await new UploadStore(app.storage).removeStale(before), incomplete: await app.storage.removeIncomplete(before) };
}

/** The job: both purges, each on its own (a failure of one does not keep the other from running). */
export async function purgeUploads(app: PurgeDeps): Promise<{ unlinked: PurgeReport; temporary: TemporaryPurgeReport }> {
  const [unlinked, temporary] = await Promise.all([purgeUnlinkedUploads(app), purgeTemporaryFiles(app)]);
  return { unlinked, temporary };
}
