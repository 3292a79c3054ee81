// The staff console's mail outbox of one hotel: the list (status filter, page) and one mail read
// in full, so staff can read what a guest was sent, or would have been sent when no SMTP server
// is configured (status logged). The paging and loading are StaffPagedStore's.
import { action, makeObservable, observable } from 'mobx';
import type { StaffApi, StaffOutboxMail, StaffOutboxPage, StaffOutboxRow } from '@noren/core/api';
import type { ShownError } from '@noren/core/stores';
import { StaffPagedStore } from './StaffPagedStore.ts';

export interface StaffOutboxDeps {
  api: StaffApi;
  hotelId: () => string | null;
}

export class StaffOutboxStore extends StaffPagedStore<StaffOutboxPage, StaffOutboxMail> {
  status: StaffOutboxRow['status'] | '' = '';

  constructor(private readonly deps: StaffOutboxDeps) {
    super(deps.hotelId);
    makeObservable(this, {
      status: observable,
      setStatus: action,
    });
  }

  get mail(): StaffOutboxMail | null {
    return this.entryLoad.value;
  }

  get mailLoading(): boolean {
    return this.entryLoad.loading;
  }

  get mailError(): ShownError | null {
    return this.entryLoad.shownError;
  }

  setStatus(status: StaffOutboxRow['status'] | ''): void {
    this.status = status;
    this.page = 1;
  }

  async load(): Promise<void> {
    const query = { status: this.status || undefined, page: this.page };
    await this.loadPage((hotel, signal) => this.deps.api.staffOutbox(hotel, query, signal));
  }

  async open(mailId: number): Promise<void> {
    await this.openEntry((hotel, signal) => this.deps.api.staffOutboxMail(hotel, mailId, signal), (shown) => shown.id === mailId);
  }
}
