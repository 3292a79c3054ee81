// Availability and the lowest price per date for the date picker (GET /hotels/{id}/rooms/inventory,
// at most 62 days a call). Dates are kept per guests-and-filters key, so moving between months
// fetches each window once; a change of guests or filters starts over.
//
// The one store whose loads do not go through AsyncState: its loads do not replace each other.
// Loads of different months run side by side and each fills its own windows; AsyncState's
// latest-call-wins would abort the month still arriving when the guest pages on.
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inventoryParams, type NorenApi } from '@noren/core/api';
import { addDays, compareDates, daysBetween, type CalendarDay, type IsoDate, type SearchCriteria } from '@noren/core/domain';
import type { CurrencyStore } from './CurrencyStore.ts';

/** Spec part 2 §7.3 (our API's limit): one inventory call covers at most this many days. */
export const INVENTORY_MAX_DAYS = 62;

export interface InventoryStoreDeps {
  api: NorenApi;
  hotelId: () => string | null;
  currency: CurrencyStore;
}

export class InventoryStore {
  days: ReadonlyMap<IsoDate, CalendarDay> = new Map();
  /** Currency of lowest_price, or of mcp_lowest_price when multi-currency answered. */
  currency: string | null = null;
  mcpCurrency: string | null = null;
  loading = false;
  failed = false;
  #key: string | null = null;
  readonly #windows = new Set<string>();

  constructor(private readonly deps: InventoryStoreDeps) {
    makeObservable(this, {
      days: observableRef,
      currency: observable,
      mcpCurrency: observable,
      loading: observable,
      failed: observable,
      reset: action,
    });
  }

  day(date: IsoDate): CalendarDay | undefined {
    return this.days.get(date);
  }

  /** Loads [from, to) in windows of at most 62 days, skipping windows already loaded for this key. */
  async load(criteria: SearchCriteria | null, from: IsoDate, to: IsoDate): Promise<void> {
    const hotelId = this.deps.hotelId();
    if (!hotelId || compareDates(to, from) <= 0) return;
    const mcp = this.deps.currency.mcpMode ? this.deps.currency.shown : null;
    const key = JSON.stringify(inventoryParams(criteria, '', '', mcp));
    if (key !== this.#key) this.reset(key);
    const windows: Array<[IsoDate, IsoDate]> = [];
    for (let start = from; compareDates(start, to) < 0; start = addDays(start, INVENTORY_MAX_DAYS)) {
      const end = daysBetween(start, to) > INVENTORY_MAX_DAYS ? addDays(start, INVENTORY_MAX_DAYS) : to;
      if (!this.#windows.has(`${start}/${end}`)) windows.push([start, end]);
    }
    if (windows.length === 0) return;
    runInAction(() => (this.loading = true));
    try {
      for (const [start, end] of windows) {
        this.#windows.add(`${start}/${end}`);
        // The API's `to` is inclusive: the window's last day is end - 1.
        const calendar = await this.deps.api.inventoryCalendar(hotelId, inventoryParams(criteria, start, addDays(end, -1), mcp));
        if (this.#key !== key) return;
        runInAction(() => {
          const next = new Map(this.days);
          for (const day of calendar.dates) next.set(day.date, day);
          this.days = next;
          this.currency = calendar.currency;
          this.mcpCurrency = calendar.mcp_currency;
          this.failed = false;
        });
      }
    } catch {
      // The picker still works without prices; it says availability could not be loaded.
      for (const [start, end] of windows) this.#windows.delete(`${start}/${end}`);
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  reset(key: string | null = null): void {
    this.#key = key;
    this.#windows.clear();
    this.days = new Map();
    this.currency = null;
    this.mcpCurrency = null;
    this.failed = false;
  }
}
