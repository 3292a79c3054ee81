// The staff console's mail outbox of one hotel: the list (status filter, page) and one mail read
// in full, so staff can read what a guest was sent, or would have been sent when no SMTP server
// is configured (status logged).
import { action, makeObservable, observable } from 'mobx';
import type { StaffApi, StaffOutboxMail, StaffOutboxPage, StaffOutboxRow } from '@noren/core/api';
import { AsyncState, type ShownError } from '@noren/core/stores';
import { staffErrorOf } from './StaffStore.ts';

export interface StaffOutboxDeps {
  api: StaffApi;
  hotelId: () => string | null;
}

export class StaffOutboxStore {
  status: StaffOutboxRow['status'] | '' = '';
  page = 1;

  private readonly listLoad = new AsyncState<StaffOutboxPage>({ explain: staffErrorOf });
  private readonly mailLoad = new AsyncState<StaffOutboxMail>({ explain: staffErrorOf });

  constructor(private readonly deps: StaffOutboxDeps) {
    makeObservable(this, {
      status: observable,
      page: observable,
      setStatus: action,
      setPage: action,
    });
  }

  get list(): StaffOutboxPage | null {
    return this.listLoad.value;
  }

  get loading(): boolean {
    return this.listLoad.loading;
  }

  get error(): ShownError | null {
    return this.listLoad.shownError;
  }

  get mail(): StaffOutboxMail | null {
    return this.mailLoad.value;
  }

  get mailLoading(): boolean {
    return this.mailLoad.loading;
  }

  get mailError(): ShownError | null {
    return this.mailLoad.shownError;
  }

  setStatus(status: StaffOutboxRow['status'] | ''): void {
    this.status = status;
    this.page = 1;
  }

  setPage(page: number): void {
    this.page = Math.max(1, Math.floor(page));
  }

  async load(): Promise<void> {
    const hotel = this.deps.hotelId();
    if (!hotel) return;
    const query = { status: this.status || undefined, page: this.page };
    await this.listLoad.run((signal) => this.deps.api.staffOutbox(hotel, query, signal), { keep: true, clearOnError: true });
  }

  async open(mailId: number): Promise<void> {
    const hotel = this.deps.hotelId();
    if (!hotel) return;
    await this.mailLoad.run((signal) => this.deps.api.staffOutboxMail(hotel, mailId, signal), { keep: this.mail?.id === mailId, clearOnError: false });
  }
}
