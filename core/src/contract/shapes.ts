// The building blocks every wire shape is written with: the `data` wrapper, the error envelope,
// and the nullable and integer helpers. A TypeBox schema is plain JSON Schema, so Fastify validates
// and serialises with it as it did with the hand-written ones, and `Static<>` gives the types.
// Runtime imports of this folder belong to the API only: the apps take `import type` (lint rule
// noren/contract-type-only), so TypeBox never reaches a browser bundle.
import Type, { type Static, type TSchema } from 'typebox';

/** `T | null`, as the hand-written schemas wrote `{ type: [..., 'null'] }` or `anyOf [.., null]`. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Every successful JSON answer wraps its body in `data` (spec part 2 §7). */
export const Data = <T extends TSchema>(data: T) => Type.Object({ data });

/** One error of the envelope of spec part 2 §8.1; payload is whatever the error carries. */
export const ErrorDetail = Type.Object({
  title: Type.String(),
  details: Type.Object({
    code: Type.Integer(),
    payload: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    base: Type.Array(Type.Object({ error: Type.String() })),
  }),
});

/** `{"errors":[{"title","details":{"code","payload","base":[{"error"}]}}]}`: every 4xx and 5xx. */
export const ErrorEnvelope = Type.Object({ errors: Type.Array(ErrorDetail) });
export type ErrorEnvelopeShape = Static<typeof ErrorEnvelope>;

/**
 * The error answers every route can give (bad input, no session, not found, refused, our fault),
 * spread into a route's `response` beside its success shapes so each status it sends is described.
 */
export const ErrorReplies = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope } as const;

/** An empty object `{}`, as answers such as DELETE's `{ data: {} }` carry. */
export const EmptyObject = Type.Object({});

/**
 * One of a list of strings, typed as their union: `{ type: 'string', enum: [...] }`, the JSON the
 * hand-written schemas had (a string to the serialiser, an enum to the validator).
 */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { default?: T[number] } = {}) =>
  Type.Unsafe<T[number]>(Type.String({ enum: [...values], ...options }));
