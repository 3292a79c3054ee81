// What only a real socket shows (issue #12 items 6, 7, 8a): requests Node's HTTP parser refuses
// answer in the envelope, a body over the limit gets a 413 the client can read while still
// sending, and a client hanging up is logged as that, not as a database outage.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { captureLogLines } from '../support/log-capture.ts';

const { lines, stream } = captureLogLines();

let test: TestApp;
let port: number;

beforeAll(async () => {
  test = await startTestApp('pglite', { logger: { level: 'info', stream } });
  // Node checks request timeouts on this interval (30 s by default); read when the server listens.
  Object.assign(test.app.server, { connectionsCheckingInterval: 100, headersTimeout: 500, requestTimeout: 500 });
  port = Number(new URL(await test.app.listen({ host: '127.0.0.1', port: 0 })).port);
});

afterAll(async () => {
  await test?.close();
});

beforeEach(() => {
  lines.length = 0;
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parse(raw: string): Answer {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(head.slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(head[0]?.split(' ')[1]), headers, body: raw.slice(end + 4) };
}

/** Sends `request` as is (optionally leaving the socket open) and resolves with what came back once the server closes. */
function raw(request: string | Buffer, opts: { keepOpen?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => (opts.keepOpen ? socket.write(request) : socket.end(request)));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => (received ? resolve(parse(received)) : reject(new Error('closed without an answer'))));
    socket.on('error', () => {});
  });
}

function expectEnvelope(answer: Answer, status: number, code: number, field?: string) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body);
  expect(body).toMatchObject({ errors: [{ title: expect.any(String), details: { code, base: [{ error: expect.any(String) }] } }] });
  if (field) expect(body.errors[0].details.payload.field).toBe(field);
}

describe('requests the HTTP parser refuses', () => {
  it('answers an unknown method with 405, 9405, and a line that is no request at all with 400, 1000', async () => {
    expectEnvelope(await raw('FROB /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n'), 405, 9405, 'method');
    expectEnvelope(await raw('NOT HTTP AT ALL\r\n\r\n'), 400, 1000, 'request');
  });

  it('answers a method Node knows but no route serves with the 404 envelope', async () => {
    for (const method of ['PROPFIND', 'TRACE', 'PUT']) {
      expectEnvelope(await raw(`${method} /api/v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), 404, 9404);
    }
  });

  it('answers a bad Content-Length and bad chunking with 400, 1000', async () => {
    expectEnvelope(await raw('POST /api/v1/client_sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}'), 400, 1000, 'content-length');
    expectEnvelope(await raw('POST /api/v1/client_sessions HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}'), 400, 1000, 'content-length');
    expectEnvelope(await raw('POST /api/v1/client_sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n'), 400, 1000, 'transfer-encoding');
  });

  it('answers a bare LF with 400, 1000', async () => {
    const answer = await raw('GET /api/v1/health HTTP/1.1\nHost: x\n\n');
    expectEnvelope(answer, 400, 1000);
  });

  it('answers an HTTP/1.1 request without Host with 400, 1000 naming host', async () => {
    expectEnvelope(await raw('GET /api/v1/health HTTP/1.1\r\nConnection: close\r\n\r\n'), 400, 1000, 'host');
    // HTTP/1.0 has no Host requirement.
    expect((await raw('GET /api/v1/health HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  it('answers headers too large with 431, 1000', async () => {
    expectEnvelope(await raw(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`), 431, 1000, 'headers');
  });

  it('answers a request that does not arrive in time with 408, 1000', async () => {
    expectEnvelope(await raw('GET /api/v1/health HTTP/1.1\r\nHost: x\r\n', { keepOpen: true }), 408, 1000, 'request');
  });

  it('answers an Expect other than 100-continue with 417, 1000', async () => {
    expectEnvelope(await raw('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n'), 417, 1000, 'expect');
  });

  it('still answers a well-formed request', async () => {
    expect((await raw('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).status).toBe(200);
  });
});

/**
 * Streams a `total`-byte body as fast as the socket takes it and reads the answer only once all of
 * it is sent, as a simple client does (the answer waits in the kernel meanwhile, where a reset
 * from the server would destroy it).
 */
function sendHuge(total: number, opts: { chunked: boolean }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: '127.0.0.1', port });
    let received = '';
    let sent = 0;
    const data = Buffer.alloc(64 * 1024, 'a');
    const chunk = opts.chunked ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]) : data;
    const framing = opts.chunked ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${total}\r\n`;
    const pump = () => {
      while (sent < total && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
      if (sent >= total) {
        socket.end(opts.chunked ? '0\r\n\r\n' : '');
        socket.resume();
      }
    };
    socket.pause();
    socket.on('connect', () => {
      socket.write(`POST /api/v1/client_sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${framing}\r\n`);
      pump();
    });
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('close', () => (received ? resolve(parse(received)) : reject(new Error(`closed without an answer after ${sent} bytes`))));
    socket.on('error', () => {});
  });
}

describe('a body over the limit', () => {
  const size = 20 * 1024 * 1024;

  it('gets a 413 envelope the client reads while still sending, every time', async () => {
    for (let i = 0; i < 5; i++) {
      for (const chunked of [false, true]) {
        const answer = await sendHuge(size, { chunked });
        expectEnvelope(answer, 413, 9413);
        expect(answer.headers.connection).toBe('close');
      }
    }
  }, 60_000);

  it('gets a 413 that fetch reads while it streams the body', async () => {
    for (let i = 0; i < 5; i++) {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"key":"'));
        },
        pull(controller) {
          controller.enqueue(new Uint8Array(256 * 1024).fill(97));
        },
      });
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/client_sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
      expect(response.status).toBe(413);
      expect((await response.json()).errors[0].details.code).toBe(9413);
    }
  }, 60_000);
});

describe('a client that hangs up', () => {
  it('is logged as an aborted request, not as a database outage', async () => {
    await new Promise<void>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port }, () => {
        socket.write('POST /api/v1/client_sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"key":');
        setTimeout(() => socket.resetAndDestroy(), 100);
      });
      socket.on('close', () => resolve());
      socket.on('error', () => {});
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const text = JSON.stringify(lines);
    expect(lines.filter((line) => Number(line.level) >= 50), text).toEqual([]);
    expect(text).not.toContain('9503');
    expect(lines.some((line) => line.msg === 'request aborted by the client'), text).toBe(true);
  });
});
