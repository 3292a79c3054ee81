import { describe, expect, it } from 'vitest';
import { ApiError } from '@noren/core/api';
import { ErrorStore } from './ErrorStore.ts';

describe('ErrorStore', () => {
  it('turns an ApiError into a shown error with its message key and code', () => {
    const errors = new ErrorStore();
    errors.setSearchResultError(new ApiError({ status: 422, code: 1501, title: 'Coupon used up', message: 'Coupon used up', messageKey: 'codes.1501' }));
    expect(errors.searchResult).toEqual({ status: 422, code: 1501, title: 'Coupon used up', message: 'Coupon used up', messageKey: 'codes.1501', payload: undefined });
  });

  it('shows the generic apology for a programming error, never its text', () => {
    const errors = new ErrorStore();
    errors.setGlobalError(new TypeError('x is undefined'));
    expect(errors.global?.messageKey).toBe('general.error02');
    expect(errors.global?.message).not.toContain('undefined');
  });

  it('keeps a ready ShownError as given and clears a slot with null', () => {
    const errors = new ErrorStore();
    errors.setGuestFormError({ message: 'No hotel code', messageKey: 'general.noHotelCode' });
    expect(errors.guestForm).toEqual({ message: 'No hotel code', messageKey: 'general.noHotelCode' });
    errors.setGuestFormError(null);
    expect(errors.guestForm).toBeNull();
  });

  it('dismisses the global error and clears the reservation error and warning', () => {
    const errors = new ErrorStore();
    errors.setGlobalError({ message: 'a' });
    errors.setReservationError({ message: 'b' });
    errors.setReservationWarning('warning', ['Only 2 rooms left']);
    errors.dismissGlobalError();
    errors.clearReservationError();
    expect(errors.global).toBeNull();
    expect(errors.reservation).toBeNull();
    expect(errors.reservationWarning).toEqual({ type: 'warning', messages: ['Only 2 rooms left'] });
    errors.clearReservationWarning();
    expect(errors.reservationWarning).toBeNull();
  });

  it('clearAll empties every slot', () => {
    const errors = new ErrorStore();
    for (const set of [errors.setInitError, errors.setRoomLotteryError, errors.setCustomFetchError] as const) set.call(errors, { message: 'x' });
    errors.clearAll();
    expect([errors.init, errors.roomLottery, errors.customFetch, errors.global]).toEqual([null, null, null, null]);
  });
});

describe('ErrorStore slots of part 2 §8.2', () => {
  it('has every slot and clears one by name', async () => {
    const { ERROR_SLOTS } = await import('./ErrorStore.ts');
    const errors = new ErrorStore();
    expect(ERROR_SLOTS).toEqual(['init', 'searchResult', 'roomLottery', 'reservation', 'reservationWarning', 'global', 'customFetch', 'guestForm']);
    errors.setRoomLotteryError({ message: 'closed' });
    errors.clear('roomLottery');
    expect(errors.roomLottery).toBeNull();
  });

  it('marks the guest-form field a validation error names', () => {
    const errors = new ErrorStore();
    errors.setGuestFormError(new ApiError({ status: 422, code: 1000, message: 'email invalid', payload: { field: 'email', reason: 'format' } }));
    expect(errors.guestFormFieldError('email')?.code).toBe(1000);
    expect(errors.guestFormFieldError('phone')).toBeNull();
  });
});

describe('errorText (part 2 §8.1)', () => {
  it('translates when the key has a text, else shows the server message', async () => {
    const { errorText } = await import('./shownError.ts');
    const texts: Record<string, string> = { 'codes.1903': 'Within {{reservable_period_months}} months only' };
    const t = (key: string, o: Record<string, unknown> & { defaultValue: string }) =>
      texts[key]?.replace('{{reservable_period_months}}', String(o.reservable_period_months)) ?? o.defaultValue;
    expect(errorText({ messageKey: 'codes.1903', message: 'server text', payload: { reservable_period_months: 6 } }, t)).toBe('Within 6 months only');
    expect(errorText({ messageKey: 'codes.7777', message: 'server text' }, t)).toBe('server text');
    expect(errorText({ message: 'plain' }, t)).toBe('plain');
    expect(errorText(null, t)).toBe('');
  });
});
