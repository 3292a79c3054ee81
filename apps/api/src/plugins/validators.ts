// How request schemas are enforced, for every route at once (issue #12 item 3).
//
// BODIES are strict: what a client sends is what the service reads. Fastify's default ajv
// coerces types ({"key": 42} became "42") and silently drops properties no schema declares, so a
// typo or a junk field passed unseen (and an unknown field could hold anything, however deep).
// Here a body is never coerced, and every object schema that lists `properties` without saying
// otherwise gets `additionalProperties: false`, with removeAdditional off: an unknown field is
// refused with 1000 naming it (`rooms.0.discounts.0.junk`, via error-mapping.ts).
//
// QUERY STRINGS, PARAMS AND HEADERS keep Fastify's defaults: they arrive as text, so coercion
// (`coerceTypes: 'array'`) is how "?page=2" becomes 2, and unknown query parameters are ignored
// (stripped where a schema closes its properties): ad platforms and analytics add gclid, fbclid,
// _gl, msclkid and utm_* to any link, and a guest following one must not get an error.
import { Ajv, type Options, type SchemaObject } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats ships CommonJS whose default export TypeScript sees as the module object.
const addFormats = addFormatsPlugin as unknown as (ajv: Ajv) => Ajv;

/** Fastify's own defaults (@fastify/ajv-compiler), kept for the parts that arrive as text. */
const TEXT_PART_OPTIONS: Options = {
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  addUsedSchema: false,
  // allErrors stays off: with it, one request could make ajv report every failure (a DoS).
  allErrors: false,
};

const BODY_OPTIONS: Options = { ...TEXT_PART_OPTIONS, coerceTypes: false, removeAdditional: false };

/**
 * A copy of `schema` in which every object schema with `properties` and no explicit
 * `additionalProperties` (nor patternProperties, which already says what else may come) is
 * closed. Schemas under allOf are left as they are: closing each part of an intersection would
 * refuse the properties of the others.
 */
export function closeObjects(schema: unknown, underAllOf = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => closeObjects(item, underAllOf));
  if (typeof schema !== 'object' || schema === null) return schema;
  const source = schema as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') copy[key] = value;
    else if (key === 'properties' || key === 'patternProperties' || key === '$defs' || key === 'definitions' || key === 'dependentSchemas') copy[key] = mapValues(value);
    else if (key === 'allOf') copy[key] = closeObjects(value, true);
    else copy[key] = closeObjects(value, false);
  }
  const open = 'additionalProperties' in source || 'patternProperties' in source || 'unevaluatedProperties' in source;
  if (!underAllOf && !open && typeof source.properties === 'object' && source.properties !== null) copy.additionalProperties = false;
  return copy;
}

/** A map of names to schemas (properties, $defs): each schema stands on its own. */
function mapValues(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, closeObjects(sub)]));
}

function newAjv(options: Options): Ajv {
  return addFormats(new Ajv(options));
}

export function validatorCompiler(): FastifySchemaCompiler<unknown> {
  const body = newAjv(BODY_OPTIONS);
  const text = newAjv(TEXT_PART_OPTIONS);
  return ({ schema, httpPart }) => (httpPart === 'body' ? body.compile(closeObjects(schema) as SchemaObject) : text.compile(schema as SchemaObject));
}
