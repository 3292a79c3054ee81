// The staff console's organisation contracts (issue #15 part 2): the brand's organisations with
// their contract and this fiscal year's use, and a brand manager's change of one contract. The
// API refuses anyone but a brand manager (403); the console shows its screen to managers only.
import type { ContractInput, OrgAdminApi, StaffOrganisation } from '@noren/core/api';
import { AsyncState, type ShownError } from '@noren/core/stores';
import { staffErrorOf } from './StaffStore.ts';

export class StaffContractsStore {
  private readonly listLoad = new AsyncState<StaffOrganisation[]>({ explain: staffErrorOf });
  private readonly save = new AsyncState<StaffOrganisation>({ explain: staffErrorOf });

  constructor(private readonly api: Pick<OrgAdminApi, 'staffOrganisations' | 'updateContract'>) {}

  get organisations(): StaffOrganisation[] | null {
    return this.listLoad.value;
  }

  get loading(): boolean {
    return this.listLoad.loading;
  }

  get error(): ShownError | null {
    return this.listLoad.shownError;
  }

  get saving(): boolean {
    return this.save.loading;
  }

  get saveError(): ShownError | null {
    return this.save.shownError;
  }

  async load(): Promise<void> {
    await this.listLoad.run((signal) => this.api.staffOrganisations(signal), { keep: true });
  }

  /** Saves one contract; the list shows the answer in its place. */
  async update(orgId: number, contract: ContractInput): Promise<boolean> {
    const outcome = await this.save.run(() => this.api.updateContract(orgId, contract));
    if (!outcome?.ok) return false;
    const saved = outcome.value;
    this.listLoad.set((this.organisations ?? []).map((o) => (o.organization.id === saved.organization.id ? saved : o)));
    return true;
  }

  clearSaveError(): void {
    this.save.clearError();
  }
}
