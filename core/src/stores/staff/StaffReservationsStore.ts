// The staff console's reservations of one hotel: the filters (search text, check-in range,
// status) and page of the list, one reservation opened, and its receipt printed. The filters live
// here rather than in the screen so a test can drive them without React; the latest call wins
// (latestCall.ts) so a slow answer for old filters never replaces a newer one.
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ReservationStatus } from '@noren/core/domain';
import type { StaffApi, StaffReceiptRequest, StaffReservationDetail, StaffReservationPage } from '@noren/core/api';
import { LatestCall } from '../latestCall.ts';
import type { ShownError } from '../shownError.ts';
import { staffErrorOf } from '../StaffStore.ts';

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
  list: StaffReservationPage | null = null;
  loading = false;
  error: ShownError | null = null;

  detail: StaffReservationDetail | null = null;
  detailLoading = false;
  detailError: ShownError | null = null;

  printing = false;
  printError: ShownError | null = null;

  private readonly listCall = new LatestCall();
  private readonly detailCall = new LatestCall();

  constructor(private readonly deps: StaffReservationsDeps) {
    makeObservable(this, {
      filters: observableRef,
      page: observable,
      list: observableRef,
      loading: observable,
      error: observableRef,
      detail: observableRef,
      detailLoading: observable,
      detailError: observableRef,
      printing: observable,
      printError: observableRef,
      setFilters: action,
      setPage: action,
    });
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
    runInAction(() => {
      this.loading = true;
      this.error = null;
    });
    try {
      const result = await this.listCall.run((signal) => this.deps.api.staffReservations(hotel, query, signal));
      if (!result) return;
      runInAction(() => {
        this.list = result.value;
        this.loading = false;
      });
    } catch (error) {
      runInAction(() => {
        this.list = null;
        this.error = staffErrorOf(error);
        this.loading = false;
      });
    }
  }

  async open(number: string): Promise<void> {
    const hotel = this.deps.hotelId();
    if (!hotel) return;
    runInAction(() => {
      if (this.detail?.reservation_number !== number) this.detail = null;
      this.detailLoading = true;
      this.detailError = null;
      this.printError = null;
    });
    try {
      const result = await this.detailCall.run((signal) => this.deps.api.staffReservation(hotel, number, signal));
      if (!result) return;
      runInAction(() => {
        this.detail = result.value;
        this.detailLoading = false;
      });
    } catch (error) {
      runInAction(() => {
        this.detailError = staffErrorOf(error);
        this.detailLoading = false;
      });
    }
  }

  /** The receipt PDF of the open reservation, or null (printError says why). */
  async printReceipt(receipt: StaffReceiptRequest): Promise<{ blob: Blob; filename: string } | null> {
    const hotel = this.deps.hotelId();
    const number = this.detail?.reservation_number;
    if (!hotel || !number || this.printing) return null;
    runInAction(() => {
      this.printing = true;
      this.printError = null;
    });
    try {
      const blob = await this.deps.api.staffReceipt(hotel, number, { ...receipt, name: receipt.name?.trim() || undefined });
      return { blob, filename: `receipt-${number}.pdf` };
    } catch (error) {
      runInAction(() => (this.printError = staffErrorOf(error)));
      return null;
    } finally {
      runInAction(() => (this.printing = false));
    }
  }
}
