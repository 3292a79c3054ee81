// A body that trickles in is cut off (issue #27 item 10): 20 connections sending a byte at a time
// were all still open at 100 s, because Fastify turns Node's requestTimeout off. Over a real
// socket, on an app configured with short bounds (config.httpTimeouts): the connection gets the
// 408 envelope and is closed within the bound, and a request that arrives in time is answered.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { captureLogLines } from '../support/log-capture.ts';

const REQUEST_MS = 1_000;
const CHECK_MS = 100;
/** The bound, Node's check interval, and slack for a busy machine. */
const CUT_OFF_WITHIN_MS = REQUEST_MS + CHECK_MS + 1_500;

const { lines, stream } = captureLogLines();

let test: TestApp;
let port: number;

beforeAll(async () => {
  test = await startTestApp('pglite', {
    logger: { level: 'info', stream },
    config: (config) => ({ ...config, httpTimeouts: { headersMs: 500, requestMs: REQUEST_MS, checkIntervalMs: CHECK_MS } }),
  });
  port = Number(new URL(await test.app.listen({ host: '127.0.0.1', port: 0 })).port);
});

afterAll(async () => {
  await test?.close();
});

const BODY = JSON.stringify({ key: 'demo-booking', secret: 'demo-booking-secret' });
const HEAD = `POST /api/v1/client_sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${BODY.length}\r\nConnection: close\r\n\r\n`;

interface Outcome {
  status: number;
  body: string;
  /** From the headers' last byte to the server closing the connection. */
  ms: number;
  bytesSent: number;
}

/**
 * Sends HEAD, then BODY `bytesPerTick` bytes every `tickMs` ms, until the body is sent or the
 * server closes the connection; resolves with what came back. A safety timer fails the test
 * instead of hanging when nothing closes the connection.
 */
function send(bytesPerTick: number, tickMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let received = '';
    let sent = 0;
    let start = 0;
    let ticker: NodeJS.Timeout | undefined;
    const safety = setTimeout(() => {
      clearInterval(ticker);
      socket.destroy();
      reject(new Error(`still open after 10 s, ${sent} of ${BODY.length} body bytes sent`));
    }, 10_000);
    socket.on('connect', () => {
      socket.write(HEAD);
      start = performance.now();
      ticker = setInterval(() => {
        if (socket.destroyed || !socket.writable || sent >= BODY.length) return clearInterval(ticker);
        socket.write(BODY.slice(sent, sent + bytesPerTick));
        sent += bytesPerTick;
      }, tickMs);
    });
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(ticker);
      clearTimeout(safety);
      const end = received.indexOf('\r\n\r\n');
      resolve({ status: Number(received.split(' ')[1]), body: received.slice(end + 4), ms: performance.now() - start, bytesSent: Math.min(sent, BODY.length) });
    });
  });
}

describe('a request body that trickles in', () => {
  it('is cut off within the bound with 408, 1000, for each of 20 connections at once', async () => {
    // A byte every 100 ms: the 61-byte body would take 6 s, far past the 1 s bound.
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => send(1, 100)));
    for (const outcome of outcomes) {
      expect(outcome.bytesSent).toBeLessThan(BODY.length);
      expect(outcome.ms).toBeGreaterThanOrEqual(REQUEST_MS - 50);
      expect(outcome.ms).toBeLessThan(CUT_OFF_WITHIN_MS);
      expect(outcome.status, outcome.body).toBe(408);
      const envelope = JSON.parse(outcome.body);
      expect(envelope.errors[0].details).toMatchObject({ code: 1000, payload: { field: 'request', reason: 'was not received in time' } });
    }
    // A slow client is the client's fault, logged at info, never as a server error.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines.filter((line) => Number(line.level) >= 50), JSON.stringify(lines)).toEqual([]);
    expect(lines.filter((line) => line.msg === 'request refused by the HTTP parser' && line.status === 408)).toHaveLength(20);
  }, 20_000);

  it('is answered as usual when it arrives in parts within the bound', async () => {
    // 10 bytes every 50 ms: the body is whole after about 350 ms.
    const outcome = await send(10, 50);
    expect(outcome.bytesSent).toBe(BODY.length);
    expect(outcome.status, outcome.body).toBe(201);
    expect(JSON.parse(outcome.body).data.client_session).toEqual(expect.any(String));
  });

  it('is answered as usual when it is sent whole', async () => {
    const outcome = await send(BODY.length, 1);
    expect(outcome.status, outcome.body).toBe(201);
  });
});
