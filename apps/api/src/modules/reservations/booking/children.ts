// The children of one booked room, as the booking and an update store them (reservation_rooms.children
// and kids_tiers): tiers as given, ages to the first tier covering them.

export interface KidsTier {
  code: string;
  age_from: number;
  age_to: number;
}

export interface ChildRow {
  tier: string;
  age: number | null;
  age_from: number | null;
  age_to: number | null;
}

export function childrenOf(room: { kids_tiers?: ReadonlyArray<{ code: string; children: number }>; kids_ages?: readonly number[] }, tiers: readonly KidsTier[]): ChildRow[] {
  const out: ChildRow[] = [];
  for (const t of room.kids_tiers ?? []) {
    const tier = tiers.find((x) => x.code === t.code);
    for (let i = 0; i < t.children; i++) out.push({ tier: t.code, age: null, age_from: tier?.age_from ?? null, age_to: tier?.age_to ?? null });
  }
  for (const age of room.kids_ages ?? []) {
    // The same rule as the search query: the first tier, in sort order, covering the age.
    const tier = tiers.find((x) => age >= x.age_from && age <= x.age_to);
    out.push({ tier: tier?.code ?? '', age, age_from: tier?.age_from ?? null, age_to: tier?.age_to ?? null });
  }
  return out;
}

/** Children per tier, in the order the tiers first appear. */
export function tierCounts(childTiers: readonly string[]): Array<{ code: string; children: number }> {
  const out: Array<{ code: string; children: number }> = [];
  for (const code of childTiers) {
    const found = out.find((t) => t.code === code);
    if (found) found.children += 1;
    else out.push({ code, children: 1 });
  }
  return out;
}
