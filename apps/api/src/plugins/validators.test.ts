import { describe, expect, it } from 'vitest';
import { closeObjects, validatorCompiler } from './validators.ts';

/** What the tests read of a closed schema. */
interface Closed {
  additionalProperties?: unknown;
  properties: Record<string, Closed>;
  items: Closed;
  anyOf: Closed[];
  allOf: Closed[];
}

describe('closeObjects', () => {
  it('closes every object schema with properties, however deep, and leaves explicit choices alone', () => {
    const schema = {
      type: 'object',
      properties: {
        rooms: { type: 'array', items: { type: 'object', properties: { discounts: { type: 'array', items: { type: 'object', properties: { type: { type: 'string' } } } } } } },
        guest: { anyOf: [{ type: 'object', properties: { name: { type: 'string' } } }, { type: 'null' }] },
        open: { type: 'object', additionalProperties: true, properties: { a: { type: 'string' } } },
        map: { type: 'object', additionalProperties: { type: 'string' } },
        patterned: { type: 'object', properties: { a: { type: 'string' } }, patternProperties: { '^x-': { type: 'string' } } },
        // A property whose name is a schema keyword is still a property.
        properties: { type: 'object', properties: { enum: { type: 'string' } } },
      },
    };
    const closed = closeObjects(schema) as Closed;
    expect(closed.additionalProperties).toBe(false);
    expect(closed.properties.rooms.items.additionalProperties).toBe(false);
    expect(closed.properties.rooms.items.properties.discounts.items.additionalProperties).toBe(false);
    expect(closed.properties.guest.anyOf[0].additionalProperties).toBe(false);
    expect(closed.properties.open.additionalProperties).toBe(true);
    expect(closed.properties.map.additionalProperties).toEqual({ type: 'string' });
    expect(closed.properties.patterned.additionalProperties).toBeUndefined();
    expect(closed.properties.properties.additionalProperties).toBe(false);
    expect(closed.properties.properties.properties.enum).toEqual({ type: 'string' });
    // The route's own schema is not changed.
    expect('additionalProperties' in schema).toBe(false);
  });

  it('does not close the parts of an allOf, which would refuse each other’s properties', () => {
    const closed = closeObjects({ allOf: [{ type: 'object', properties: { a: {} } }, { type: 'object', properties: { b: {} } }] }) as Closed;
    expect(closed.allOf[0].additionalProperties).toBeUndefined();
    expect(closed.allOf[1].additionalProperties).toBeUndefined();
  });
});

describe('validatorCompiler', () => {
  const compile = validatorCompiler();
  const schema = { type: 'object', properties: { n: { type: 'integer' }, s: { type: 'string' } } };

  it('refuses unknown fields and wrong types in a body, without changing it', () => {
    const validate = compile({ schema, method: 'POST', url: '/x', httpPart: 'body' });
    const body = { n: 1, s: 'a' };
    expect(validate(body)).toBe(true);
    expect(validate({ n: '1' })).toBe(false);
    expect(validate({ s: 2 })).toBe(false);
    const extra = { n: 1, junk: true };
    expect(validate(extra)).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'additionalProperties', params: { additionalProperty: 'junk' } });
    expect(extra).toEqual({ n: 1, junk: true });
  });

  it('coerces a query string and lets unknown parameters through', () => {
    const validate = compile({ schema, method: 'GET', url: '/x', httpPart: 'querystring' });
    const query: Record<string, unknown> = { n: '2', utm_source: 'news', gclid: 'abc' };
    expect(validate(query)).toBe(true);
    expect(query.n).toBe(2);
  });
});
