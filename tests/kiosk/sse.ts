/* eslint-disable @typescript-eslint/no-explicit-any -- event data is untyped JSON, checked field by field */
// An SSE client for the live-event suites: a real HTTP request to a listening app (inject cannot
// hold a hijacked stream open), the events read so far, a wait for the next matching one, and
// whether and when the server ended the stream.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface SseEvent {
  event: string;
  data: any;
}

export interface Stream {
  events: SseEvent[];
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Settles when the server ends the stream; rejects after `timeoutMs` if it has not. */
  ended(timeoutMs?: number): Promise<void>;
  readonly isEnded: boolean;
  close(): void;
}

export function openSse(url: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { accept: 'text/event-stream' } }, (res: IncomingMessage) => {
      if (res.statusCode !== 200) {
        reject(new Error(`SSE answered ${res.statusCode}`));
        res.resume();
        return;
      }
      const events: SseEvent[] = [];
      const waiters: (() => void)[] = [];
      let isEnded = false;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
        for (const w of waiters.splice(0)) w();
      });
      const onEnd = () => {
        isEnded = true;
        for (const w of waiters.splice(0)) w();
      };
      res.on('end', onEnd);
      res.on('close', onEnd);
      const wait = (done: () => boolean, timeoutMs: number, what: () => string) =>
        new Promise<void>((ok, fail) => {
          const timer = setTimeout(() => fail(new Error(what())), timeoutMs);
          const check = () => {
            if (done()) {
              clearTimeout(timer);
              ok();
            } else waiters.push(check);
          };
          check();
        });
      resolve({
        events,
        get isEnded() {
          return isEnded;
        },
        async next(match, timeoutMs = 5000) {
          await wait(() => events.some(match), timeoutMs, () => `no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`);
          return events.find(match)!;
        },
        ended: (timeoutMs = 5000) => wait(() => isEnded, timeoutMs, () => `the stream was still open after ${timeoutMs} ms`),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Listens on a free loopback port: the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
