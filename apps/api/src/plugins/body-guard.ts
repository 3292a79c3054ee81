// Limits on JSON request bodies that hold before anything walks them (issue #12 item 3).
//
// DEPTH: a JSON body may nest objects and arrays at most MAX_JSON_DEPTH deep. The deepest body
// we accept (a booking: body → rooms[] → room → kids_tiers[] → tier) is 5 levels; 32 leaves room
// for any schema we may write, and it is where the card-data guard (reservations/card-data.ts)
// stops looking, so nothing deeper could hide from it. Without the limit a body of 20,000 nested
// arrays overflowed the stack of whatever walked it recursively (a 500), and 1,000 levels were
// accepted as junk. The depth is counted on the raw text, brackets outside of strings only, in one
// loop that cannot overflow, before JSON.parse; then Fastify's own parser (with its
// prototype-poisoning guard) parses it.
//
// SIZE: config.bodyLimit (Fastify's bodyLimit) refuses a larger body with 413, 9413.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, NorenError } from '@noren/core/domain';
import fp from 'fastify-plugin';
import { closeAfterReply } from './lingering-close.ts';

export const MAX_JSON_DEPTH = 32;

/** Whether `text` opens more than `max` objects or arrays inside one another (strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

export function tooDeep(): NorenError {
  return new NorenError(ErrorCode.invalid, {
    payload: { field: 'body', reason: 'is nested too deeply' },
    message: `body is nested more than ${MAX_JSON_DEPTH} levels deep`,
  });
}

/** Replaces the application/json parser of `app` (the root: every route) with the depth-checked one. */
export function guardJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    parse(request, text, done);
  });
}

/** The JSON parser above, and a lingering close after every 413 (plugins/lingering-close.ts). */
export default fp(async (app) => {
  guardJsonBodies(app);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 413) closeAfterReply(reply);
    return payload;
  });
}, { name: 'noren-body-guard' });
