// The stay counts of one fiscal year (issue #15 part 4). The server counts the contract's maximum,
// the stays used, remaining and over, and each month (GET …/organizations/{orgId}). The spend per
// hotel and the stays per booker are summed here from that year's confirmed reservations, read page
// by page, with core/domain's stayBreakdown: each night in its own fiscal year, the rule that gives
// Used, so a stay across the boundary is split, not counted in both years. Amounts stay in their
// own currency: one total per currency, never added across.
import { action, makeObservable, observable } from 'mobx';
import type { FiscalYearUsage, OrgAdminApi, OrganisationContract, OrganisationOverview, OrgReservationRow } from '@noren/core/api';
import { stayBreakdown, type StayBreakdown } from '@noren/core/domain';
import { AsyncState, type ShownError } from '@noren/core/stores';
import { evenPace } from './pace.ts';
import { orgErrorOf } from './orgErrors.ts';
import { ORG_PAGE_SIZE } from './OrgReservationsStore.ts';

export interface OrgStaysDeps {
  api: Pick<OrgAdminApi, 'orgOverview' | 'orgReservations'>;
  scope: () => { brandId: number; orgId: number } | null;
}

export interface MonthPace { period: number; month: string; stays: number; cumulative: number; pace: number | null }
export type Breakdown = StayBreakdown;

export class OrgStaysStore {
  /** undefined: the fiscal year the server says is current. */
  fiscalYear: number | undefined = undefined;
  private readonly overviewLoad = new AsyncState<OrganisationOverview>({ explain: orgErrorOf });
  private readonly breakdownLoad = new AsyncState<Breakdown>({ explain: orgErrorOf });

  constructor(private readonly deps: OrgStaysDeps) {
    makeObservable(this, { fiscalYear: observable, setFiscalYear: action });
  }

  get overview(): OrganisationOverview | null {
    return this.overviewLoad.value;
  }

  get loading(): boolean {
    return this.overviewLoad.loading;
  }

  get error(): ShownError | null {
    return this.overviewLoad.shownError;
  }

  get breakdown(): Breakdown | null {
    return this.breakdownLoad.value;
  }

  get breakdownLoading(): boolean {
    return this.breakdownLoad.loading;
  }

  get breakdownError(): ShownError | null {
    return this.breakdownLoad.shownError;
  }

  /** The fiscal year shown: the one asked for, else the current one. */
  get year(): FiscalYearUsage | null {
    const overview = this.overview;
    if (!overview) return null;
    const wanted = this.fiscalYear ?? overview.current_fiscal_year;
    return overview.fiscal_years.find((fy) => fy.fiscal_year === wanted) ?? null;
  }

  /** The years the filter offers, newest first. */
  get years(): number[] {
    return [...new Set(this.overview?.fiscal_years.map((fy) => fy.fiscal_year) ?? [])].sort((a, b) => b - a);
  }

  setFiscalYear(year: number | undefined): Promise<void> {
    this.fiscalYear = year;
    return this.refresh();
  }

  async refresh(): Promise<void> {
    const scope = this.deps.scope();
    if (!scope) return;
    const asked = this.fiscalYear;
    const outcome = await this.overviewLoad.run((signal) => this.deps.api.orgOverview(scope.brandId, scope.orgId, asked, signal), { keep: true });
    if (outcome?.ok) await this.loadBreakdown(asked ?? outcome.value.current_fiscal_year, outcome.value.contract);
  }

  private async loadBreakdown(fiscalYear: number, contract: OrganisationContract): Promise<void> {
    const scope = this.deps.scope();
    if (!scope) return;
    // The last year's charts stay while the next year's load (keep), under the page's spinner and
    // marked busy: a chart a reader opened as a table stays open rather than vanishing and coming
    // back closed, and the page does not jump.
    await this.breakdownLoad.run(async (signal) => {
      const rows: OrgReservationRow[] = [];
      let cursor: string | undefined;
      do {
        const page = await this.deps.api.orgReservations(scope.brandId, scope.orgId, { fiscal_year: fiscalYear, status: 'done', cursor, limit: ORG_PAGE_SIZE }, signal);
        rows.push(...page.data);
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      return breakdownOf(rows, contract, fiscalYear);
    }, { keep: true, clearOnError: true });
  }

  /** Each period's stays, the running total, and where the even pace would have it. */
  get months(): MonthPace[] {
    const year = this.year;
    if (!year) return [];
    const pace = year.maximum === null ? null : evenPace(year.maximum, year.months.length);
    let cumulative = 0;
    return year.months.map((m, i) => {
      cumulative += m.used;
      return { period: m.period, month: m.starts_on.slice(0, 7), stays: m.used, cumulative, pace: pace ? pace[i] : null };
    });
  }

  /** used / maximum, 0 to 1 for the bar (a year over its maximum fills it). */
  get usedShare(): number | null {
    const year = this.year;
    if (!year || year.maximum === null || year.maximum <= 0) return year && year.maximum === 0 && year.used > 0 ? 1 : null;
    return Math.min(1, year.used / year.maximum);
  }
}

/** Spend per hotel within each currency, and room-nights per booker, of the nights in `fiscalYear`. */
export function breakdownOf(rows: OrgReservationRow[], contract: Pick<OrganisationContract, 'fiscal_year_start_month' | 'fiscal_year_start_day'>, fiscalYear: number): Breakdown {
  const calendar = { startMonth: contract.fiscal_year_start_month, startDay: contract.fiscal_year_start_day };
  return stayBreakdown(
    rows.map((row) => ({
      status: row.status, checkinDate: row.checkin_date, checkoutDate: row.checkout_date, isDayUse: row.is_day_use, rooms: row.rooms,
      hotel: row.hotel, booker: row.booker?.name ?? '', totalPrice: row.total_price, currency: row.currency,
    })),
    calendar,
    fiscalYear,
  );
}
