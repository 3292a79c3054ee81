// POST /api/v1/hotels/{id}/file_attachments (multipart, parts named `file`) and
// GET /api/v1/hotels/{id}/file_attachments/{attachmentId}?bypass_token=|email= (the download).
// @fastify/multipart is registered in this plugin only: no other route accepts multipart bodies.
import type { IncomingMessage } from 'node:http';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode, NorenError } from '@noren/core/domain';
import { DownloadFileAttachmentCall, UploadFileAttachmentsCall } from '@noren/core/contract';
import { contentDisposition, hotelIdFor, MAX_FILES_PER_UPLOAD, openDownload, storeUploads, tooLarge, tooMany, type IncomingFile } from './service.ts';
import { UploadStore } from './storage.ts';

/** Room for multipart boundaries and part headers around the files themselves. */
const MULTIPART_OVERHEAD = 1024 * 1024;

/** Errors of the multipart parser itself, which would otherwise surface as 500s. */
function parserError(error: unknown, maxBytes: number): unknown {
  if (error instanceof NorenError) return error;
  const code = (error as { code?: unknown })?.code;
  if (code === 'FST_FILES_LIMIT') return tooMany();
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes, -1);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new NorenError(ErrorCode.payloadTooLarge, { payload: { field: 'body', reason: 'too_many_parts' } });
  }
  const status = (error as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  // busboy's "Malformed part header", "Unexpected end of form" and the like, or the client
  // going away mid-file.
  if (error instanceof Error && (!code || code === 'ERR_STREAM_PREMATURE_CLOSE')) {
    return new NorenError(ErrorCode.invalid, { payload: { field: 'body', reason: 'malformed_multipart' } });
  }
  return error;
}

/** However small the file limit, a client gets this much time-in-bytes to read the refusal. */
const DRAIN_FLOOR_BYTES = 16 * 1024 * 1024;

/**
 * After a refusal the client is usually still sending. Closing at once makes it fail writing
 * (EPIPE) before it reads our 413, so the rest is read and dropped, up to one more file's worth
 * (at least 16 MiB, a second or so of a fast upload); a client that keeps going past that is cut off.
 */
function drainRefused(raw: IncomingMessage, fileCap: number): void {
  const cap = Math.max(fileCap, DRAIN_FLOOR_BYTES);
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > cap) raw.destroy();
  });
  raw.resume();
}

const fileAttachmentRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const maxBytes = app.config.uploadMaxFileBytes;
  const store = new UploadStore(app.storage);
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: MAX_FILES_PER_UPLOAD, fields: 20, fieldSize: 1024, parts: MAX_FILES_PER_UPLOAD + 20, headerPairs: 50 },
  });

  app.post(
    '/hotels/:id/file_attachments',
    {
      schema: UploadFileAttachmentsCall,
      // Per client address: uploads are the heaviest thing a guest can send.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > MAX_FILES_PER_UPLOAD * (maxBytes + MULTIPART_OVERHEAD)) {
        reply.header('connection', 'close');
        throw new NorenError(ErrorCode.payloadTooLarge, { payload: { field: 'body', reason: 'too_large' } });
      }
      if (!request.isMultipart()) {
        throw new NorenError(ErrorCode.unsupportedMediaType, { payload: { field: 'content-type', reason: 'must be multipart/form-data' } });
      }
      const hotelId = await hotelIdFor(app.db, request.params.id);
      try {
        const data = await storeUploads({ db: app.db, clock: app.clock, store, maxBytes }, hotelId, request.files() as AsyncIterable<IncomingFile>);
        return reply.code(201).header('cache-control', 'no-store').send({ data });
      } catch (error) {
        drainRefused(request.raw, maxBytes + MULTIPART_OVERHEAD);
        throw parserError(error, maxBytes);
      }
    },
  );

  app.get(
    '/hotels/:id/file_attachments/:attachmentId',
    { schema: DownloadFileAttachmentCall },
    async (request, reply) => {
      const file = await openDownload(app.db, store, request.params.id, request.params.attachmentId, { bypassToken: request.query.bypass_token, email: request.query.email, viewer: request.principal, purpose: 'read' });
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.byteSize))
        .header('content-disposition', contentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};

export default fileAttachmentRoutes;
