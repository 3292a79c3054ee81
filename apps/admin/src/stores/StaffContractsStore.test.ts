import { describe, expect, it } from 'vitest';
import { ApiError, type AuditEntry, type ContractInput, type StaffOrganisation } from '@noren/core/api';
import { StaffContractsStore } from './StaffContractsStore.ts';
import { StaffAuditStore } from './StaffAuditStore.ts';

const org = (id: number, max: number | null): StaffOrganisation => ({
  organization: { id, code: `o${id}`, name: `O${id}`, display_name: `Org ${id}` },
  contract: { configured: max !== null, fiscal_year_start_month: 4, fiscal_year_start_day: 1, max_stays_per_year: max, time_zone: 'Asia/Tokyo', time_zone_is_brand_default: true, mask_guest_names: false, updated_at: null },
  current: { fiscal_year: 2026, starts_on: '2026-04-01', ends_on: '2027-03-31', maximum: max, used: 3, remaining: max === null ? null : max - 3, over_by: 0 },
});

describe('StaffContractsStore', () => {
  it('lists the organisations and puts a saved contract in its place; a refusal is kept for the form', async () => {
    const sent: Array<[number, ContractInput]> = [];
    const store = new StaffContractsStore({
      staffOrganisations: async () => [org(1, null), org(2, 50)],
      updateContract: async (id, contract) => {
        sent.push([id, contract]);
        if (contract.max_stays_per_year > 1000) throw new ApiError({ status: 400, code: 1000, message: 'is too large', payload: { field: 'max_stays_per_year' } });
        return org(id, contract.max_stays_per_year);
      },
    });
    await store.load();
    const body: ContractInput = { fiscal_year_start_month: 4, fiscal_year_start_day: 1, max_stays_per_year: 120, time_zone: null, mask_guest_names: true };
    expect(await store.update(1, body)).toBe(true);
    expect(store.organisations?.map((o) => o.contract.max_stays_per_year)).toEqual([120, 50]);
    expect(await store.update(2, { ...body, max_stays_per_year: 5000 })).toBe(false);
    expect(store.saveError?.code).toBe(1000);
    expect(store.organisations?.map((o) => o.contract.max_stays_per_year)).toEqual([120, 50]);
    expect(sent.map(([id]) => id)).toEqual([1, 2]);
  });
});

describe('StaffAuditStore', () => {
  it('pages the log by its cursor under the filter, and starts again when the filter changes', async () => {
    const entry = (id: number): AuditEntry => ({
      id, occurred_at: '2026-11-25T00:00:00Z', actor: { kind: 'staff', id: 1, display: 'Manager', role: 'manager' }, organisation_id: 1,
      action: 'organisation_contract.update', target: { type: 'organisation', id: '1' }, parameters: {}, row_count: null, client_address: null,
    });
    const queries: unknown[] = [];
    const store = new StaffAuditStore({
      auditEntries: async (query) => (queries.push(query), query.cursor ? { data: [entry(1)], next_cursor: null } : { data: [entry(3), entry(2)], next_cursor: 'c' }),
    });
    await store.setFilter({ action: 'organisation_contract.update', actor_kind: undefined });
    await store.loadMore();
    expect(store.entries.map((e) => e.id)).toEqual([3, 2, 1]);
    expect(store.nextCursor).toBeNull();
    await store.setFilter({});
    expect(store.entries.map((e) => e.id)).toEqual([3, 2]);
    expect(queries).toEqual([
      { action: 'organisation_contract.update', cursor: undefined },
      { action: 'organisation_contract.update', cursor: 'c' },
      { cursor: undefined },
    ]);
  });
});
