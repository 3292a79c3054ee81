// The stay counts of one fiscal year (issue #15 part 4): the contract's maximum, the stays used and
// remaining, per month against the even pace, the spend per hotel and currency, and the stays per
// booker. Amounts stay in their own currency: totals are kept per currency, never added across.
import { action, makeObservable, observable } from 'mobx';
import type { OrgAdminApi, OrgMoneyTotal, OrgStayCounts } from '@noren/core/api';
import { AsyncState, type ShownError } from '@noren/core/stores';
import { evenPace } from './fiscalYear.ts';
import { orgErrorOf } from './orgErrors.ts';

export interface OrgStayCountsDeps {
  api: OrgAdminApi;
  scope: () => { brandId: number; orgId: number } | null;
}

export interface MonthPace { month: string; stays: number; cumulative: number; pace: number | null }

export class OrgStayCountsStore {
  /** undefined: the fiscal year the server says is current. */
  fiscalYear: number | undefined = undefined;
  private readonly load = new AsyncState<OrgStayCounts>({ explain: orgErrorOf });

  constructor(private readonly deps: OrgStayCountsDeps) {
    makeObservable(this, { fiscalYear: observable, setFiscalYear: action });
  }

  get counts(): OrgStayCounts | null {
    return this.load.value;
  }

  get loading(): boolean {
    return this.load.loading;
  }

  get error(): ShownError | null {
    return this.load.shownError;
  }

  setFiscalYear(year: number | undefined): Promise<void> {
    this.fiscalYear = year;
    return this.refresh();
  }

  async refresh(): Promise<void> {
    const scope = this.deps.scope();
    if (!scope) return;
    const year = this.fiscalYear;
    await this.load.run((signal) => this.deps.api.orgStayCounts(scope.brandId, scope.orgId, year, signal), { keep: true });
  }

  /** Each month's stays, the running total, and where the even pace would have it. */
  get months(): MonthPace[] {
    const counts = this.counts;
    if (!counts) return [];
    const pace = counts.maximum === null ? null : evenPace(counts.maximum, counts.per_month.length);
    let cumulative = 0;
    return counts.per_month.map((m, i) => {
      cumulative += m.stays;
      return { month: m.month, stays: m.stays, cumulative, pace: pace ? pace[i] : null };
    });
  }

  /** Spend grouped by currency: one chart and one total per currency. */
  get spendByCurrency(): { currency: string; total: number; hotels: OrgMoneyTotal[] }[] {
    const groups = new Map<string, OrgMoneyTotal[]>();
    for (const row of this.counts?.spend_by_hotel ?? []) groups.set(row.currency, [...(groups.get(row.currency) ?? []), row]);
    return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([currency, hotels]) => ({ currency, hotels, total: hotels.reduce((sum, h) => sum + h.amount, 0) }));
  }

  /** used / maximum, 0 to 1 for the bar (a year over its maximum fills it). */
  get usedShare(): number | null {
    const counts = this.counts;
    if (!counts || counts.maximum === null || counts.maximum <= 0) return null;
    return Math.min(1, counts.used / counts.maximum);
  }
}
