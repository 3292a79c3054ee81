// The staff console's mail outbox of one hotel: the list (status filter, page) and one mail read
// in full, so staff can read what a guest was sent, or would have been sent when no SMTP server
// is configured (status logged).
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { StaffApi, StaffOutboxMail, StaffOutboxPage, StaffOutboxRow } from '@noren/core/api';
import { LatestCall } from '../latestCall.ts';
import type { ShownError } from '../shownError.ts';
import { staffErrorOf } from '../StaffStore.ts';

export interface StaffOutboxDeps {
  api: StaffApi;
  hotelId: () => string | null;
}

export class StaffOutboxStore {
  status: StaffOutboxRow['status'] | '' = '';
  page = 1;
  list: StaffOutboxPage | null = null;
  loading = false;
  error: ShownError | null = null;

  mail: StaffOutboxMail | null = null;
  mailLoading = false;
  mailError: ShownError | null = null;

  private readonly listCall = new LatestCall();
  private readonly mailCall = new LatestCall();

  constructor(private readonly deps: StaffOutboxDeps) {
    makeObservable(this, {
      status: observable,
      page: observable,
      list: observableRef,
      loading: observable,
      error: observableRef,
      mail: observableRef,
      mailLoading: observable,
      mailError: observableRef,
      setStatus: action,
      setPage: action,
    });
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
    runInAction(() => {
      this.loading = true;
      this.error = null;
    });
    try {
      const result = await this.listCall.run((signal) => this.deps.api.staffOutbox(hotel, query, signal));
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

  async open(mailId: number): Promise<void> {
    const hotel = this.deps.hotelId();
    if (!hotel) return;
    runInAction(() => {
      if (this.mail?.id !== mailId) this.mail = null;
      this.mailLoading = true;
      this.mailError = null;
    });
    try {
      const result = await this.mailCall.run((signal) => this.deps.api.staffOutboxMail(hotel, mailId, signal));
      if (!result) return;
      runInAction(() => {
        this.mail = result.value;
        this.mailLoading = false;
      });
    } catch (error) {
      runInAction(() => {
        this.mailError = staffErrorOf(error);
        this.mailLoading = false;
      });
    }
  }
}
