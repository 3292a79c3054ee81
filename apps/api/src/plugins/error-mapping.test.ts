import { describe, expect, it } from 'vitest';
import { ErrorCode, INVALID_CLIENT_SESSION_TITLE, NorenError } from '@noren/core/domain';
import { describeValidation, isClientAbort, mapError } from './error-mapping.ts';

const fastifyError = (code: string, statusCode: number) => Object.assign(new Error(`${code} says "raw input"`), { code, statusCode });

describe('mapError', () => {
  it('keeps a NorenError’s status, code, payload and title', () => {
    const mapped = mapError(new NorenError(ErrorCode.notEnoughPoints, { payload: { currentPoint: 10, spendPoint: 20 } }));
    expect(mapped).toMatchObject({ status: 422, code: 2401, payload: { currentPoint: 10, spendPoint: 20 }, serverFault: false });
    expect(mapped.message).toBeUndefined();
    const session = mapError(new NorenError(ErrorCode.unauthorized, { title: INVALID_CLIENT_SESSION_TITLE }));
    expect(session).toMatchObject({ status: 401, code: 9401, title: INVALID_CLIENT_SESSION_TITLE });
    expect(mapError(new NorenError(ErrorCode.invalid, { message: 'dates overlap' })).message).toBe('dates overlap');
  });

  it.each([
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 400, 1000],
    ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 400, 1000],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 413, 9413],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 415, 9415],
    ['FST_ERR_BAD_URL', 400, 400, 1000],
    ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400, 400, 1000],
    ['RATE_LIMITED', 429, 429, 9429],
    ['FST_ERR_NOT_FOUND', 404, 404, 9404],
    ['SOMETHING_ELSE', 416, 416, 1000],
  ])('maps %s (%i) to %i with code %i and no raw text', (code, statusCode, status, catalogueCode) => {
    const mapped = mapError(fastifyError(code, statusCode));
    expect(mapped).toMatchObject({ status, code: catalogueCode, serverFault: false });
    expect(JSON.stringify(mapped)).not.toContain('raw input');
  });

  it('names the field of a validation error', () => {
    const error = Object.assign(new Error('body/guest must have required property email'), {
      statusCode: 400,
      validationContext: 'body',
      validation: [{ instancePath: '/guest', keyword: 'required', params: { missingProperty: 'email' }, message: "must have required property 'email'" }],
    });
    expect(mapError(error)).toMatchObject({ status: 400, code: 1000, payload: { field: 'guest.email', reason: 'is required' } });
  });

  it('makes anything unknown a 500 fault without details', () => {
    for (const thrown of [new Error('db password is hunter2'), 'a string', null, undefined, 42, { statusCode: 503 }, Object.assign(new Error('x'), { statusCode: 'abc' })]) {
      const mapped = mapError(thrown);
      expect(mapped).toEqual({ status: 500, code: 9500, serverFault: true });
    }
  });

  it('reads database failures through drizzle’s wrapping', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query: select ...'), { cause });
    expect(mapError(wrapped({ code: 'ECONNREFUSED' }))).toMatchObject({ status: 503, code: 9503 });
    expect(mapError(wrapped({ code: '57P01', message: 'terminating connection due to administrator command' }))).toMatchObject({ status: 503 });
    expect(mapError(wrapped({ code: '22P02' }))).toMatchObject({ status: 400, code: 1000 });
    expect(mapError(wrapped({ code: '22021' }))).toMatchObject({ status: 400, code: 1000 });
    expect(mapError(wrapped({ code: '23505' }))).toMatchObject({ status: 409 });
    // A stock check (sold <= total) or a reference to a row another request just removed.
    expect(mapError(wrapped({ code: '23514' }))).toMatchObject({ status: 409, serverFault: false });
    expect(mapError(wrapped({ code: '23503' }))).toMatchObject({ status: 409, serverFault: false });
    expect(mapError(wrapped({ code: '42P01' }))).toMatchObject({ status: 500, code: 9500 });
  });
});

describe('isClientAbort', () => {
  it('tells a client hanging up from a database connection reset, which stays a 503', () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const database = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104, syscall: 'read' });
    expect(isClientAbort(aborted)).toBe(true);
    expect(isClientAbort(database)).toBe(false);
    expect(isClientAbort(new Error('aborted'))).toBe(false);
    expect(mapError(database)).toMatchObject({ status: 503, code: ErrorCode.unavailable, serverFault: true });
    expect(mapError(new Error('failed', { cause: database }))).toMatchObject({ status: 503, code: ErrorCode.unavailable });
  });
});

describe('describeValidation', () => {
  it('joins the instance path and decodes JSON-pointer escapes', () => {
    expect(describeValidation({ instancePath: '/rooms/0/a~1b', keyword: 'type', message: 'must be integer' }, 'body')).toEqual({ field: 'rooms.0.a/b', reason: 'must be integer' });
    expect(describeValidation({ instancePath: '', keyword: 'type', message: 'must be object' }, 'querystring')).toEqual({ field: 'querystring', reason: 'must be object' });
    expect(describeValidation({ instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'admin' } }, 'body')).toEqual({ field: 'admin', reason: 'is not allowed' });
  });
});
