// The staff console's reservations of one hotel: the filters (search text, check-in range,
// status) and page of the list, one reservation opened, and its receipt printed. The filters live
// here rather than in the screen so a test can drive them without React; the latest call wins
// (AsyncState) so a slow answer for old filters never replaces a newer one.
import { action, makeObservable, observable, observableRef } from 'mobx';
import type { ReservationStatus } from '@noren/core/domain';
import type { StaffApi, StaffReceiptRequest, StaffReservationDetail, StaffReservationPage } from '@noren/core/api';
import { AsyncState, type ShownError } from '@noren/core/stores';
import { staffErrorOf } from './StaffStore.ts';

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

export class StaffReservationsStore {
  filters: StaffReservationFilters = EMPTY_FILTERS;
  page = 1;

  private readonly listLoad = new AsyncState<StaffReservationPage>({ explain: staffErrorOf });
  private readonly detailLoad = new AsyncState<StaffReservationDetail>({ explain: staffErrorOf });
  private readonly receipt = new AsyncState<Blob>({ explain: staffErrorOf });

  constructor(private readonly deps: StaffReservationsDeps) {
    makeObservable(this, {
      filters: observableRef,
      page: observable,
      setFilters: action,
      setPage: action,
    });
  }

  get list(): StaffReservationPage | null {
    return this.listLoad.value;
  }

  get loading(): boolean {
    return this.listLoad.loading;
  }

  get error(): ShownError | null {
    return this.listLoad.shownError;
  }

  get detail(): StaffReservationDetail | null {
    return this.detailLoad.value;
  }

  get detailLoading(): boolean {
    return this.detailLoad.loading;
  }

  get detailError(): ShownError | null {
    return this.detailLoad.shownError;
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

  setPage(page: number): void {
    this.page = Math.max(1, Math.floor(page));
  }

  async load(): Promise<void> {
    const hotel = this.deps.hotelId();
    if (!hotel) return;
    const { q, checkinFrom, checkinTo, status } = this.filters;
    const query = { q: q.trim() || undefined, checkin_from: checkinFrom || undefined, checkin_to: checkinTo || undefined, status: status || undefined, page: this.page };
    await this.listLoad.run((signal) => this.deps.api.staffReservations(hotel, query, signal), { keep: true, clearOnError: true });
  }

  async open(number: string): Promise<void> {
    const hotel = this.deps.hotelId();
    if (!hotel) return;
    this.receipt.clearError();
    await this.detailLoad.run((signal) => this.deps.api.staffReservation(hotel, number, signal), { keep: this.detail?.reservation_number === number, clearOnError: false });
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
