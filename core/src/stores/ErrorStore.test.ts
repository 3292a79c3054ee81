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
