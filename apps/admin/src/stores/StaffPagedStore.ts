// What the staff console's lists of one hotel share (the mail outbox, the reservations): the page
// of the list under the store's filters, and one entry opened in full. Both go through AsyncState,
// so the latest call wins: a slow answer for old filters or another entry never replaces a newer one.
import { action, makeObservable, observable } from 'mobx';
import { AsyncState, type ShownError } from '@noren/core/stores';
import { staffErrorOf } from './StaffStore.ts';

export abstract class StaffPagedStore<Page, Entry> {
  page = 1;

  private readonly listLoad = new AsyncState<Page>({ explain: staffErrorOf });
  protected readonly entryLoad = new AsyncState<Entry>({ explain: staffErrorOf });

  /** hotelId: the hotel the console shows (`?code=`); nothing loads without one. */
  constructor(protected readonly hotelId: () => string | null) {
    makeObservable(this, { page: observable, setPage: action });
  }

  get list(): Page | null {
    return this.listLoad.value;
  }

  get loading(): boolean {
    return this.listLoad.loading;
  }

  get error(): ShownError | null {
    return this.listLoad.shownError;
  }

  setPage(page: number): void {
    this.page = Math.max(1, Math.floor(page));
  }

  /** The current page under the current filters; a failed load clears the list shown. */
  protected async loadPage(fetch: (hotel: string, signal: AbortSignal) => Promise<Page>): Promise<void> {
    const hotel = this.hotelId();
    if (!hotel) return;
    await this.listLoad.run((signal) => fetch(hotel, signal), { keep: true, clearOnError: true });
  }

  /** One entry in full; `same` keeps the entry shown while the same one reloads. */
  protected async openEntry(fetch: (hotel: string, signal: AbortSignal) => Promise<Entry>, same: (shown: Entry) => boolean): Promise<void> {
    const hotel = this.hotelId();
    if (!hotel) return;
    const shown = this.entryLoad.value;
    await this.entryLoad.run((signal) => fetch(hotel, signal), { keep: shown !== null && same(shown), clearOnError: false });
  }
}
