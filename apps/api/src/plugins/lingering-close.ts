// A refusal the client can read while it is still sending (issue #12 item 6).
//
// A 413 is decided before the body has arrived (by its Content-Length, or once bodyLimit bytes
// were read), so the client is usually still writing megabytes when the answer leaves. Node ends a
// `Connection: close` response with socket.destroySoon(): the socket is closed as soon as the
// answer is flushed, the client's next bytes hit a closed socket, the kernel answers them with a
// reset, and a reset makes the client's kernel throw away the 413 it had not read yet ("socket hang
// up" or EPIPE instead of the envelope). So for such an answer the socket is half-closed instead:
// the answer and our FIN go out, what the client still sends is read and dropped, and the socket is
// destroyed once the client closes its side, after LINGER_BYTES more bytes, or after LINGER_MS,
// whichever comes first (nginx's lingering_close, with the same purpose).
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply } from 'fastify';

/** How long a refused client may keep sending before it is cut off. */
export const LINGER_MS = 5_000;
/** How much a refused client may keep sending before it is cut off (one large upload's worth). */
export const LINGER_BYTES = 64 * 1024 * 1024;

/** Marks `reply` as the last answer on its connection and makes the close a lingering one. */
export function closeAfterReply(reply: FastifyReply): void {
  reply.header('connection', 'close');
  const request = reply.request.raw;
  const socket = request.socket as Socket | null;
  if (!socket || socket.destroyed) return;
  // Node calls destroySoon() once a `Connection: close` response has finished; this socket's own
  // replaces it, so nothing else about the connection's life changes.
  socket.destroySoon = () => linger(socket, request);
}

function linger(socket: Socket, request: IncomingMessage): void {
  socket.end();
  const cutOff = () => socket.destroy();
  const timer = setTimeout(cutOff, LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  // The HTTP parser still reads the connection and hands the rest of the body to the request,
  // which Node left flowing; counting it there bounds how much is drained.
  let dropped = 0;
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) cutOff();
  });
  request.resume();
}
