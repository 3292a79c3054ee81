import { describe, expect, it } from 'vitest';
import { readErrorMessage } from './read.ts';

const envelope = {
  errors: [{ title: 'Coupon', details: { code: 1501, payload: { n: 1 }, base: [{ error: 'Usage limit reached' }] } }],
};

describe('readErrorMessage', () => {
  it.each<[string, unknown, ReturnType<typeof readErrorMessage>]>([
    ['the full envelope', envelope, { code: 1501, title: 'Coupon', message: 'Usage limit reached', payload: { n: 1 } }],
    ['the envelope as a JSON string', JSON.stringify(envelope), { code: 1501, title: 'Coupon', message: 'Usage limit reached', payload: { n: 1 } }],
    ['no base: the title is the message', { errors: [{ title: 'Invalid Client-Session', details: { code: 9401 } }] },
      { code: 9401, title: 'Invalid Client-Session', message: 'Invalid Client-Session' }],
    ['a numeric string code', { errors: [{ details: { code: '1000', base: [{ error: 'Bad' }] } }] }, { code: 1000, message: 'Bad' }],
    ['an empty first base, a later base entry', { errors: [{ details: { base: [{}, { error: 'Second' }] } }] }, { message: 'Second' }],
    ['a base of plain strings', { errors: [{ details: { base: ['Plain'] } }] }, { message: 'Plain' }],
    ['errors as strings', { errors: ['First', 'Second'] }, { message: 'First' }],
    ['junk first, then a usable error', { errors: [null, 42, { message: 'Later' }] }, { message: 'Later' }],
    ['errors as a field map', { errors: { email: ['is invalid'] } }, { message: 'is invalid' }],
    ['error as a string', { error: 'Unauthorized' }, { message: 'Unauthorized' }],
    ['error as an array', { error: ['Nope', 'Other'] }, { message: 'Nope' }],
    ['error as an object', { error: { title: 'Gone', code: 1250 } }, { code: 1250, title: 'Gone', message: 'Gone' }],
    ['errors empty, error present', { errors: [], error: 'Fallback' }, { message: 'Fallback' }],
    ['a non-object payload is dropped', { errors: [{ title: 'T', details: { payload: 'x' } }] }, { title: 'T', message: 'T' }],
    ['a fractional code is dropped', { errors: [{ title: 'T', details: { code: 1.5 } }] }, { title: 'T', message: 'T' }],
  ])('reads %s', (_, body, expected) => {
    expect(readErrorMessage(body)).toEqual(expected);
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a number', 500],
    ['an HTML error page', '<html><body>502 Bad Gateway</body></html>'],
    ['plain text', 'Bad Gateway'],
    ['broken JSON', '{"errors": ['],
    ['an array', [{ error: 'x' }]],
    ['an empty object', {}],
    ['success data', { data: { ok: true } }],
    ['empty errors', { errors: [] }],
    ['blank strings', { errors: ['  '], error: '' }],
    ['errors of junk', { errors: [null, [], {}, 3] }],
  ])('returns null for %s', (_, body) => {
    expect(readErrorMessage(body)).toBeNull();
  });

  it('never throws, even on hostile objects', () => {
    const hostile = new Proxy({}, { get() { throw new Error('boom'); } });
    expect(readErrorMessage(hostile)).toBeNull();
    const getter = { get errors(): unknown { throw new Error('boom'); } };
    expect(readErrorMessage(getter)).toBeNull();
    const cyclic: Record<string, unknown> = {};
    cyclic.errors = [cyclic];
    expect(() => readErrorMessage(cyclic)).not.toThrow();
  });
});
