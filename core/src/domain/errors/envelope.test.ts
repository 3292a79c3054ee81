import { describe, expect, it } from 'vitest';
import { ErrorCode } from './catalogue.ts';
import { INVALID_CLIENT_SESSION_TITLE, NorenError, buildErrorEnvelope, fillPlaceholders, invalidField } from './envelope.ts';
import { readErrorMessage } from './read.ts';

describe('NorenError', () => {
  it('takes status and title from the catalogue', () => {
    const error = new NorenError(ErrorCode.couponUsageLimit);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('NorenError');
    expect(error.code).toBe(1501);
    expect(error.httpStatus).toBe(422);
    expect(error.title).toBe('This coupon has reached its usage limit.');
    expect(error.message).toBe(error.title);
    expect(error.payload).toBeUndefined();
  });

  it('fills the title from the payload', () => {
    const error = new NorenError(ErrorCode.notEnoughPoints, { payload: { currentPoint: 300, spendPoint: 500 } });
    expect(error.title).toBe('Your points balance is 300, so 500 points cannot be used.');
    expect(error.payload).toEqual({ currentPoint: 300, spendPoint: 500 });
  });

  it('lets the thrower override title, message and status', () => {
    const error = new NorenError(ErrorCode.unauthorized, { title: INVALID_CLIENT_SESSION_TITLE, message: 'Client-Session header is missing', httpStatus: 401 });
    expect(error.title).toBe('Invalid Client-Session');
    expect(error.message).toBe('Client-Session header is missing');
    expect(error.httpStatus).toBe(401);
  });

  it('keeps an unknown code but answers like an internal error', () => {
    const error = new NorenError(7777);
    expect(error.code).toBe(7777);
    expect(error.httpStatus).toBe(500);
    expect(error.title).toBe('Sorry, a processing error occurred. Please try again after a short while.');
  });

  it('turns into the envelope', () => {
    const error = new NorenError(ErrorCode.invalid, { payload: { field: 'email', reason: 'format' } });
    expect(error.toEnvelope()).toEqual(buildErrorEnvelope(ErrorCode.invalid, { payload: { field: 'email', reason: 'format' } }));
  });
});

describe('buildErrorEnvelope', () => {
  it('has the spec §8.1 shape', () => {
    expect(buildErrorEnvelope(1501, { payload: { coupon: 'SPRING' } })).toEqual({
      errors: [{
        title: 'This coupon has reached its usage limit.',
        details: { code: 1501, payload: { coupon: 'SPRING' }, base: [{ error: 'This coupon has reached its usage limit.' }] },
      }],
    });
  });

  it('leaves payload out when there is none, and survives JSON', () => {
    const envelope = buildErrorEnvelope(ErrorCode.notFound);
    expect('payload' in envelope.errors[0].details).toBe(false);
    expect(JSON.parse(JSON.stringify(envelope))).toEqual(envelope);
  });

  it('uses a given message for base[0].error and a given title', () => {
    const envelope = buildErrorEnvelope(ErrorCode.unauthorized, { title: INVALID_CLIENT_SESSION_TITLE, message: 'Session expired' });
    expect(envelope.errors[0].title).toBe('Invalid Client-Session');
    expect(envelope.errors[0].details.base[0].error).toBe('Session expired');
  });

  it('fills placeholders in the message', () => {
    const envelope = buildErrorEnvelope(ErrorCode.reservablePeriod, { payload: { reservable_period_months: 6 } });
    expect(envelope.errors[0].details.base[0].error).toBe('Reservations are accepted only within 6 months. Please specify a period within that range.');
  });

  it('never leaks an unknown code’s internals', () => {
    const envelope = buildErrorEnvelope(4242);
    expect(envelope.errors[0].details.code).toBe(4242);
    expect(envelope.errors[0].title).toMatch(/^Sorry, a processing error occurred/);
  });

  it('reads back through readErrorMessage', () => {
    const envelope = buildErrorEnvelope(ErrorCode.notEnoughPoints, { payload: { currentPoint: 1, spendPoint: 2 } });
    expect(readErrorMessage(envelope)).toEqual({
      code: 2401,
      title: 'Your points balance is 1, so 2 points cannot be used.',
      message: 'Your points balance is 1, so 2 points cannot be used.',
      payload: { currentPoint: 1, spendPoint: 2 },
    });
  });
});

describe('fillPlaceholders', () => {
  it('fills known names, keeps unknown or non-scalar ones visible', () => {
    expect(fillPlaceholders('{{a}} and {{ b }} and {{c}}', { a: 'x', b: 2, c: { nested: true } })).toBe('x and 2 and {{c}}');
    expect(fillPlaceholders('{{a}}')).toBe('{{a}}');
  });
});

describe('invalidField', () => {
  it('is 1000 with the field and reason as its payload, and the catalogue title', () => {
    const error = invalidField('checkout', 'invalid_date');
    expect(error).toBeInstanceOf(NorenError);
    expect(error.code).toBe(ErrorCode.invalid);
    expect(error.httpStatus).toBe(400);
    expect(error.payload).toEqual({ field: 'checkout', reason: 'invalid_date' });
    expect(error.message).toBe(new NorenError(ErrorCode.invalid).title);
  });

  it('adds extra to the payload after field and reason', () => {
    const payload = invalidField('to', 'range_too_long', { max_days: 365 }).payload;
    expect(payload).toEqual({ field: 'to', reason: 'range_too_long', max_days: 365 });
    expect(Object.keys(payload!)).toEqual(['field', 'reason', 'max_days']);
  });

  it('takes a message and a status when given, and only then', () => {
    const error = invalidField('token', 'has already been used', {}, 'token has already been used', 409);
    expect(error.message).toBe('token has already been used');
    expect(error.httpStatus).toBe(409);
    expect(error.payload).toEqual({ field: 'token', reason: 'has already been used' });
    expect(invalidField('amount', 'required', {}, 'amount is required').httpStatus).toBe(400);
  });
});
