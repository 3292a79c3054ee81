// Test mode only (buildApp's checkResponses): every JSON reply is checked against the response
// schema its route declares for the status sent. Fastify's serialiser never complains: it drops
// what a schema does not describe and turns a null into "" or 0 where the schema says string or
// integer, so the check reads the value before serialisation (preSerialization; a reply sent as
// a ready string or a file is not checked). A reply that breaks its schema becomes a 500 here, with a log line and an entry in
// app.wireShapes.failures, so the test that made the call fails at its status assertion and the
// suite fails at close (tests/support/app.ts) even if the test expected an error.
// The onRoute hook also records every route with its response schemas, for the route-table test.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import fp from 'fastify-plugin';

export interface RouteShape {
  method: string;
  url: string;
  /** The route's schema.response keys ('200', '4xx', ...), empty when it declares none. */
  statuses: string[];
}

export interface WireShapes {
  routes: RouteShape[];
  failures: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present only when buildApp ran with checkResponses (tests). */
    wireShapes?: WireShapes;
  }
}

/** Marks the error this hook throws, so the reply it becomes is not checked again. */
export const RESPONSE_SHAPE_MISMATCH = 'RESPONSE_SHAPE_MISMATCH';

/** The schema Fastify's serialiser picks for a status: exact code, then '2xx'-style, then default. */
export function responseSchemaFor(response: unknown, status: number): TSchema | undefined {
  if (!response || typeof response !== 'object') return undefined;
  const table = response as Record<string, TSchema>;
  const family = `${String(status)[0]}xx`;
  return table[String(status)] ?? table[family] ?? table[family.toUpperCase()] ?? table.default;
}

/** Before serialisation the content type is often not set yet; JSON is Fastify's default. */
function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return type === undefined || (typeof type === 'string' && type.startsWith('application/json'));
}

function mismatch(request: FastifyRequest, reply: FastifyReply, schema: TSchema, body: unknown): string | null {
  if (Value.Check(schema, body)) return null;
  const problems = [...Value.Errors(schema, body)].slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
  return `${request.method} ${request.routeOptions.url ?? request.url} → ${reply.statusCode}: ${problems.join('; ')}`;
}

export default fp(async (app) => {
  const shapes: WireShapes = { routes: [], failures: [] };
  app.decorate('wireShapes', shapes);

  app.addHook('onRoute', (route) => {
    const response = route.schema?.response;
    const statuses = response && typeof response === 'object' ? Object.keys(response) : [];
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      shapes.routes.push({ method, url: route.url, statuses });
    }
  });

  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const schema = responseSchemaFor(request.routeOptions.schema?.response, reply.statusCode);
    if (!schema || !isJson(reply)) return payload;
    // What the serialiser will see: dates as their toJSON strings, and so on.
    const body: unknown = JSON.parse(JSON.stringify(payload) ?? 'null');
    const problem = mismatch(request, reply, schema, body);
    if (!problem) return payload;
    // The 500 this turns into is checked again; an envelope that breaks its schema would loop.
    if ((request as { [RESPONSE_SHAPE_MISMATCH]?: true })[RESPONSE_SHAPE_MISMATCH]) return payload;
    (request as { [RESPONSE_SHAPE_MISMATCH]?: true })[RESPONSE_SHAPE_MISMATCH] = true;
    shapes.failures.push(problem);
    request.log.error({ problem }, `${RESPONSE_SHAPE_MISMATCH}: the reply does not match its response schema`);
    throw Object.assign(new Error(`${RESPONSE_SHAPE_MISMATCH}: ${problem}`), { code: RESPONSE_SHAPE_MISMATCH });
  });
}, { name: 'noren-response-check' });
