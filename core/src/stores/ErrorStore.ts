// The error slots of spec part 2 §8.2. Each screen reads the slot it owns; the shell shows init and
// global.
import { action, makeObservable, observableRef } from 'mobx';
import { toShownError, type ShownError } from './shownError.ts';

export type ReservationWarningType = 'info' | 'warning' | 'error';

export interface ReservationWarning {
  type: ReservationWarningType;
  messages: string[];
}

/** The slots of spec part 2 §8.2. */
export const ERROR_SLOTS = ['init', 'searchResult', 'roomLottery', 'reservation', 'reservationWarning', 'global', 'customFetch', 'guestForm'] as const;
export type ErrorSlot = (typeof ERROR_SLOTS)[number];

export class ErrorStore {
  /** Initialisation failed: the page has nothing else to show. */
  init: ShownError | null = null;
  searchResult: ShownError | null = null;
  roomLottery: ShownError | null = null;
  reservation: ShownError | null = null;
  reservationWarning: ReservationWarning | null = null;
  /** The dismissible banner at the top of every page. */
  global: ShownError | null = null;
  customFetch: ShownError | null = null;
  guestForm: ShownError | null = null;

  constructor() {
    makeObservable(this, {
      init: observableRef,
      searchResult: observableRef,
      roomLottery: observableRef,
      reservation: observableRef,
      reservationWarning: observableRef,
      global: observableRef,
      customFetch: observableRef,
      guestForm: observableRef,
      setInitError: action,
      setSearchResultError: action,
      setRoomLotteryError: action,
      setReservationError: action,
      clearReservationError: action,
      setReservationWarning: action,
      clearReservationWarning: action,
      setGlobalError: action,
      dismissGlobalError: action,
      setCustomFetchError: action,
      setGuestFormError: action,
      clear: action,
      clearAll: action,
    });
  }

  setInitError(error: unknown): void {
    this.init = asShown(error);
  }

  setSearchResultError(error: unknown): void {
    this.searchResult = asShown(error);
  }

  setRoomLotteryError(error: unknown): void {
    this.roomLottery = asShown(error);
  }

  setReservationError(error: unknown): void {
    this.reservation = asShown(error);
  }

  clearReservationError(): void {
    this.reservation = null;
  }

  setReservationWarning(type: ReservationWarningType, messages: string[]): void {
    this.reservationWarning = { type, messages: [...messages] };
  }

  clearReservationWarning(): void {
    this.reservationWarning = null;
  }

  setGlobalError(error: unknown): void {
    this.global = asShown(error);
  }

  dismissGlobalError(): void {
    this.global = null;
  }

  setCustomFetchError(error: unknown): void {
    this.customFetch = asShown(error);
  }

  setGuestFormError(error: unknown): void {
    this.guestForm = asShown(error);
  }

  /**
   * The guest-form error when it is about `field`: a validation failure (code 1000) names the field
   * in its payload, so the form marks that input instead of showing a banner.
   */
  guestFormFieldError(field: string): ShownError | null {
    return this.guestForm?.payload?.field === field ? this.guestForm : null;
  }

  clear(slot: ErrorSlot): void {
    this[slot] = null;
  }

  clearAll(): void {
    this.init = null;
    this.searchResult = null;
    this.roomLottery = null;
    this.reservation = null;
    this.reservationWarning = null;
    this.global = null;
    this.customFetch = null;
    this.guestForm = null;
  }
}

/** Slots take a ShownError as is, null to clear, or anything thrown (converted). */
function asShown(error: unknown): ShownError | null {
  if (error === null || error === undefined) return null;
  if (isShownError(error)) return error;
  return toShownError(error);
}

function isShownError(value: unknown): value is ShownError {
  return typeof value === 'object' && value !== null && !(value instanceof Error) && typeof (value as ShownError).message === 'string';
}
