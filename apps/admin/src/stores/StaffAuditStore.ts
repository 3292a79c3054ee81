// The staff console's audit log (issue #15 part 6), for brand managers: newest first, keyset pages
// of 50 appended with "Show more", filtered by action and actor kind.
import { action, makeObservable, observable, observableRef } from 'mobx';
import type { AuditEntry, AuditListQuery, OrgAdminApi } from '@noren/core/api';
import { AsyncState, type ShownError } from '@noren/core/stores';
import { staffErrorOf } from './StaffStore.ts';

export type AuditFilter = Pick<AuditListQuery, 'action' | 'actor_kind'>;
type Page = { data: AuditEntry[]; next_cursor: string | null };

export class StaffAuditStore {
  filter: AuditFilter = {};
  entries: AuditEntry[] = [];
  nextCursor: string | null = null;
  loaded = false;
  private readonly pageLoad = new AsyncState<Page>({ explain: staffErrorOf });

  constructor(private readonly api: Pick<OrgAdminApi, 'auditEntries'>) {
    makeObservable<StaffAuditStore, 'accept'>(this, { filter: observableRef, entries: observableRef, nextCursor: observable, loaded: observable, setFilter: action, accept: action });
  }

  get loading(): boolean {
    return this.pageLoad.loading;
  }

  get error(): ShownError | null {
    return this.pageLoad.shownError;
  }

  setFilter(filter: AuditFilter): Promise<void> {
    this.filter = Object.fromEntries(Object.entries(filter).filter(([, v]) => v)) as AuditFilter;
    this.entries = [];
    this.nextCursor = null;
    this.loaded = false;
    return this.fetch(undefined);
  }

  reload(): Promise<void> {
    return this.setFilter(this.filter);
  }

  async loadMore(): Promise<void> {
    if (!this.nextCursor || this.loading) return;
    await this.fetch(this.nextCursor);
  }

  private async fetch(cursor: string | undefined): Promise<void> {
    const outcome = await this.pageLoad.run((signal) => this.api.auditEntries({ ...this.filter, cursor }, signal));
    if (outcome?.ok) this.accept(outcome.value, cursor !== undefined);
  }

  private accept(page: Page, append: boolean): void {
    this.entries = append ? [...this.entries, ...page.data] : page.data;
    this.nextCursor = page.next_cursor;
    this.loaded = true;
  }
}
