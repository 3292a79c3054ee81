// POST /hotels/{id}/file_attachments and the download of one attachment (spec part 1 §3, §5:
// images only, at most 30 files, 80 MB each; part 2 §7.5). Uploads come before the answers that
// use them (the booking form uploads, then sends the ids), so an upload belongs to the hotel
// alone until an answer links it to a reservation. Downloading needs access to that reservation.
import type { Readable } from 'node:stream';
import { ANSWER_MAX_ATTACHMENTS, ErrorCode, NorenError, type Clock, type FileAttachmentView } from '@noren/core/domain';
import type { Database, Executor } from '../../db/database.ts';
import { findHotel, hotelNotFound } from '../hotels/index.ts';
import { openReservation, type Access } from '../reservations/index.ts';
import { findAttachment, insertAttachments, lockContent } from './repository.ts';
import { EXTENSIONS } from './sniff.ts';
import { cleanFileName, IncompleteUploadError, NotAnImageError, newAttachmentId, storageKeyOf, TooLargeError, type ReceivedFile, type UploadStore } from './storage.ts';

/** Spec part 1 §5: at most 30 files. */
export const MAX_FILES_PER_UPLOAD = ANSWER_MAX_ATTACHMENTS;

export interface IncomingFile {
  fieldname: string;
  filename: string | undefined;
  file: Readable & { truncated?: boolean };
}

export const tooLarge = (maxBytes: number, index: number): NorenError =>
  new NorenError(ErrorCode.payloadTooLarge, {
    payload: { field: 'file', reason: 'file_too_large', index, max_bytes: maxBytes },
    message: `Each file may be at most ${Math.floor(maxBytes / (1024 * 1024)) || maxBytes} ${maxBytes >= 1024 * 1024 ? 'MB' : 'bytes'}.`,
  });

export const tooMany = (): NorenError =>
  new NorenError(ErrorCode.payloadTooLarge, {
    payload: { field: 'file', reason: 'too_many_files', max_files: MAX_FILES_PER_UPLOAD },
    message: `At most ${MAX_FILES_PER_UPLOAD} files can be uploaded at once.`,
  });

const notAnImage = (index: number): NorenError =>
  new NorenError(ErrorCode.unprocessableUpload, {
    payload: { field: 'file', reason: 'not_an_image', index, accepted: Object.keys(EXTENSIONS) },
    message: 'Only images can be uploaded (JPEG, PNG, GIF, WebP or HEIC).',
  });

export interface UploadDeps {
  db: Database;
  clock: Clock;
  store: UploadStore;
  maxBytes: number;
}

export async function hotelIdFor(db: Executor, ref: string): Promise<number> {
  const hotel = await findHotel(db, ref);
  if (!hotel) throw hotelNotFound(ref);
  return hotel.id;
}

/**
 * Stores every `file` part of the request, or none: one refused file (not an image, too large,
 * one too many) removes those already received and the whole upload is refused.
 */
export async function storeUploads(deps: UploadDeps, hotelId: number, parts: AsyncIterable<IncomingFile>): Promise<FileAttachmentView[]> {
  const received: Array<{ file: ReceivedFile; name: string }> = [];
  let committed = false;
  try {
    for await (const part of parts) {
      const index = received.length;
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new NorenError(ErrorCode.invalid, { payload: { field: part.fieldname.slice(0, 64), reason: 'unexpected_file_field' }, message: 'Files must be sent in parts named "file".' });
      }
      if (index >= MAX_FILES_PER_UPLOAD) throw tooMany();
      let file: ReceivedFile;
      try {
        file = await deps.store.receive(part.file, deps.maxBytes);
      } catch (error) {
        if (error instanceof NotAnImageError) throw notAnImage(index);
        if (error instanceof TooLargeError) throw tooLarge(deps.maxBytes, index);
        if (error instanceof IncompleteUploadError) throw new NorenError(ErrorCode.invalid, { payload: { field: 'body', reason: 'malformed_multipart' } });
        throw error;
      }
      received.push({ file, name: cleanFileName(part.filename, EXTENSIONS[file.contentType]) });
      // The parser stops a file at the limit and marks it truncated rather than failing.
      if (part.file.truncated) throw tooLarge(deps.maxBytes, index);
    }
    if (received.length === 0) {
      throw new NorenError(ErrorCode.invalid, { payload: { field: 'file', reason: 'required' }, message: 'Choose at least one image to upload.' });
    }
    const now = deps.clock.now();
    // Under the content locks from moving the bytes in to the rows' commit: the cleanup job
    // (jobs/purge-unlinked-uploads.ts) cannot remove content between "already stored" and our row.
    const rows = await deps.db.transaction(async (tx) => {
      await lockContent(tx, received.map(({ file }) => storageKeyOf(file.sha256)));
      const made = [];
      for (const { file, name } of received) {
        made.push({
          id: newAttachmentId(), hotelId, fileName: name, contentType: file.contentType, byteSize: file.byteSize,
          sha256: file.sha256, storageKey: await deps.store.commit(file), createdAt: now,
        });
      }
      committed = true;
      await insertAttachments(tx, made);
      return made;
    });
    return rows.map((r) => ({ id: r.id, file_name: r.fileName, content_type: r.contentType, byte_size: r.byteSize }));
  } finally {
    if (!committed) await deps.store.discard(received.map((r) => r.file));
  }
}

export interface Download {
  fileName: string;
  contentType: string;
  byteSize: number;
  /** The bytes, opened: the caller sends or destroys it. */
  body: Readable;
}

const fileNotFound = () => new NorenError(ErrorCode.downloadFileNotFound, { payload: { resource: 'file_attachment' } });

/**
 * The attachment's bytes for whoever may open its reservation (bypass token or e-mail, as GET of
 * the reservation). An unknown id, an upload not yet part of a reservation and a wrong token all
 * answer the same 404 after the same token check.
 */
export async function openDownload(db: Executor, store: UploadStore, hotelRef: string, attachmentId: string, access: Access): Promise<Download> {
  const hotel = await findHotel(db, hotelRef);
  const row = hotel ? await findAttachment(db, hotel.id, attachmentId) : undefined;
  // Id 0 never exists: openReservation still compares the token (against a decoy) and answers 404.
  await openReservation(db, hotelRef, String(row?.reservationId ?? 0), access);
  if (!row) throw fileNotFound();
  const stored = await store.open(row.storageKey);
  if (!stored) throw fileNotFound();
  // The row's type and size: they were measured and sniffed from these bytes at upload.
  return { fileName: row.fileName, contentType: row.contentType, byteSize: row.byteSize, body: stored.body };
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
