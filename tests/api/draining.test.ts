// A process that drains (app.close(): a shutdown or a deploy) answers a request still arriving on
// an open connection with the 503 envelope, Retry-After and Connection: close (plugins/draining.ts),
// not Fastify's own JSON. Over a real socket: the request's headers are finished only after close()
// has begun.
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../apps/api/src/plugins/errors.ts';
import { startTestApp } from '../support/app.ts';

/** Everything the server sends on `socket` until it closes the connection. */
const untilClosed = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(received));
  });

describe('a request that arrives while the process drains', () => {
  it('gets 503 in the envelope with Retry-After and Connection: close', async () => {
    const test = await startTestApp('pglite');
    const port = Number(new URL(await test.app.listen({ host: '127.0.0.1', port: 0 })).port);
    const socket = connect({ host: '127.0.0.1', port });
    await new Promise((resolve) => socket.once('connect', resolve));
    const answer = untilClosed(socket);
    // Half a request: the connection is busy, so close() waits for it instead of dropping it.
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: x\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = test.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write('\r\n');
    const raw = await answer;
    await closed;

    const end = raw.indexOf('\r\n\r\n');
    const head = raw.slice(0, end).toLowerCase();
    expect(head.split('\r\n')[0]).toBe('http/1.1 503 service unavailable');
    expect(head).toContain(`retry-after: ${UNAVAILABLE_RETRY_AFTER_S}\r\n`);
    expect(head).toContain('connection: close');
    expect(head).toContain('content-type: application/json');
    expect(JSON.parse(raw.slice(end + 4)).errors[0].details).toMatchObject({ code: 9503, base: [{ error: expect.any(String) }] });
  });
});
