// The staff console's reservations of one hotel: the filters (search text, check-in range,
// status) and page of the list, one reservation opened, and its receipt printed. The filters live
// here rather than in the screen so a test can drive them without React; the latest call wins
// (AsyncState) so a slow answer for old filters never replaces a newer one. The paging and
// loading are StaffPagedStore's.
import { action, makeObservable, observableRef } from 'mobx';
import type { ReservationStatus } from '@noren/core/domain';
import type { StaffApi, StaffReceiptRequest, StaffReservationDetail, StaffReservationPage } from '@noren/core/api';
import { AsyncState, type ShownError } from '@noren/core/stores';
import { staffErrorOf } from './StaffStore.ts';
import { StaffPagedStore } from './StaffPagedStore.ts';

export interface StaffReservationFilters {
  q: string;
  checkinFrom: string;
  checkinTo: string;
  status: ReservationStatus | '';
}

export const EMPTY_FILTERS: StaffReservationFilters = { q: '', checkinFrom: '', checkinTo: '', status: '' };

export interface StaffReservationsDeps {
  api: StaffApi;
  /** The hotel the console shows (`?code=`). */
  hotelId: () => string | null;
}

export class StaffReservationsStore extends StaffPagedStore<StaffReservationPage, StaffReservationDetail> {
  filters: StaffReservationFilters = EMPTY_FILTERS;

  private readonly receipt = new AsyncState<Blob>({ explain: staffErrorOf });

  constructor(private readonly deps: StaffReservationsDeps) {
    super(deps.hotelId);
    makeObservable(this, {
      filters: observableRef,
      setFilters: action,
    });
  }

  get detail(): StaffReservationDetail | null {
    return this.entryLoad.value;
  }

  get detailLoading(): boolean {
    return this.entryLoad.loading;
  }

  get detailError(): ShownError | null {
    return this.entryLoad.shownError;
  }

  get printing(): boolean {
    return this.receipt.loading;
  }

  get printError(): ShownError | null {
    return this.receipt.shownError;
  }

  /** New filters start again at page 1. */
  setFilters(filters: Partial<StaffReservationFilters>): void {
    this.filters = { ...this.filters, ...filters };
    this.page = 1;
  }

  async load(): Promise<void> {
    const { q, checkinFrom, checkinTo, status } = this.filters;
    const query = { q: q.trim() || undefined, checkin_from: checkinFrom || undefined, checkin_to: checkinTo || undefined, status: status || undefined, page: this.page };
    await this.loadPage((hotel, signal) => this.deps.api.staffReservations(hotel, query, signal));
  }

  async open(number: string): Promise<void> {
    if (!this.hotelId()) return;
    this.receipt.clearError();
    await this.openEntry((hotel, signal) => this.deps.api.staffReservation(hotel, number, signal), (shown) => shown.reservation_number === number);
  }

  /** The receipt PDF of the open reservation, or null (printError says why). */
  async printReceipt(receipt: StaffReceiptRequest): Promise<{ blob: Blob; filename: string } | null> {
    const hotel = this.deps.hotelId();
    const number = this.detail?.reservation_number;
    if (!hotel || !number || this.printing) return null;
    const outcome = await this.receipt.run(() => this.deps.api.staffReceipt(hotel, number, { ...receipt, name: receipt.name?.trim() || undefined }));
    return outcome?.ok ? { blob: outcome.value, filename: `receipt-${number}.pdf` } : null;
  }
}
