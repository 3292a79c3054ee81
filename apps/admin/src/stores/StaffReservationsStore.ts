// The staff console's reservations of one hotel: the filters (search text, check-in range,
// status) and page of the list, one reservation opened, and its receipt printed. The filters live
// here rather than in the screen so a test can drive them without React; the latest call wins
// (latestCall.ts) so a slow answer for old filters never replaces a newer one.
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ReservationStatus } from '@noren/core/domain';
import type { StaffApi, StaffReceiptRequest, StaffReservationDetail, StaffReservationPage } from '@noren/core/api';
import type { ShownError } from '../shownError.ts';
import { staffErrorOf } from '../StaffStore.ts';
import { LatestLoad } from './latestLoad.ts';

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

  printing = false;
  printError: ShownError | null = null;

  private readonly listLoad = new LatestLoad<StaffReservationPage>();
  private readonly detailLoad = new LatestLoad<StaffReservationDetail>();

  constructor(private readonly deps: StaffReservationsDeps) {
    makeObservable(this, {
      filters: observableRef,
      page: observable,
      printing: observable,
      printError: observableRef,
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
    return this.listLoad.error;
  }

  get detail(): StaffReservationDetail | null {
    return this.detailLoad.value;
  }

  get detailLoading(): boolean {
    return this.detailLoad.loading;
  }

  get detailError(): ShownError | null {
    return this.detailLoad.error;
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
    runInAction(() => (this.printError = null));
    await this.detailLoad.run((signal) => this.deps.api.staffReservation(hotel, number, signal), { keep: this.detail?.reservation_number === number, clearOnError: false });
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
