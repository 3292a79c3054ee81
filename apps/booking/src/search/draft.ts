// The search bar's working copy of the criteria: what the guest is editing before pressing Search.
// Children are kept as the hotel's kids setting asks (part 1 §3): counts per tier, or one age per
// child that maps to the tier whose age range covers it.
import {
  addDays, compareDates, type InitSettings, type IsoDate, type KidsTier, type SearchCriteria, type SearchInput, type SearchRoom,
} from '@noren/core/domain';

export interface DraftRoom {
  adults: number;
  /** tiers mode: children per tier code. */
  tiers: Record<string, number>;
  /** ages mode: one entry per child; null until the guest picks the age. */
  ages: Array<number | null>;
}

export interface Draft {
  undated: boolean;
  checkin: IsoDate | null;
  checkout: IsoDate | null;
  nights: number;
  dayUse: boolean;
  rooms: DraftRoom[];
}

export type KidsMode = 'none' | 'tiers' | 'ages';

export function kidsMode(s: InitSettings | null): KidsMode {
  if (!s || s.kids_setting.accept_type === 'not_accept' || s.kids_tiers.length === 0) return 'none';
  return s.kids_setting.kids_type === 'ages' ? 'ages' : 'tiers';
}

/** The tier covering `age`, first by the hotel's order. */
export function tierForAge(tiers: readonly KidsTier[], age: number): KidsTier | undefined {
  return tiers.find((t) => age >= t.age_from && age <= t.age_to);
}

export function draftFromCriteria(c: SearchCriteria | null, tiers: readonly KidsTier[]): Draft {
  const rooms: DraftRoom[] = (c?.rooms ?? [{ adults: 2, kids_tiers: [], kids_age_range: [] }]).map((r) => ({
    adults: r.adults,
    tiers: Object.fromEntries(r.kids_tiers.map((k) => [k.code, k.children])),
    // The address keeps age ranges, not ages: each child starts at its range's youngest age.
    ages: r.kids_age_range.flatMap((a) => Array.from({ length: a.count }, () => tiers.find((t) => t.code === a.code)?.age_from ?? null)),
  }));
  return {
    undated: c?.search_type === 'undated',
    checkin: c?.checkin ?? null,
    checkout: c?.checkout ?? null,
    nights: c?.nights ?? 1,
    dayUse: c?.is_day_use ?? false,
    rooms,
  };
}

export function draftRoomToSearch(room: DraftRoom, mode: KidsMode, tiers: readonly KidsTier[]): SearchRoom {
  if (mode === 'tiers') {
    return { adults: room.adults, kids_tiers: Object.entries(room.tiers).filter(([, n]) => n > 0).map(([code, children]) => ({ code, children })), kids_age_range: [] };
  }
  if (mode === 'ages') {
    const counts = new Map<string, number>();
    for (const age of room.ages) {
      const tier = age === null ? undefined : tierForAge(tiers, age);
      if (tier) counts.set(tier.code, (counts.get(tier.code) ?? 0) + 1);
    }
    return { adults: room.adults, kids_tiers: [], kids_age_range: [...counts].map(([code, count]) => ({ code, count })) };
  }
  return { adults: room.adults, kids_tiers: [], kids_age_range: [] };
}

export function draftChildren(room: DraftRoom, mode: KidsMode): number {
  if (mode === 'tiers') return Object.values(room.tiers).reduce((n, c) => n + c, 0);
  if (mode === 'ages') return room.ages.length;
  return 0;
}

/** The search input of a draft; fields the bar does not edit (order, type, filters) come from `base`. */
export function draftToInput(d: Draft, base: SearchCriteria | null, mode: KidsMode, tiers: readonly KidsTier[]): SearchInput {
  const rooms = d.rooms.map((r) => draftRoomToSearch(r, mode, tiers));
  const input: SearchInput = { ...(base ?? {}), rooms, room_count: rooms.length };
  if (d.undated) {
    input.search_type = 'undated';
    input.nights = d.nights;
    input.checkin = null;
    input.checkout = null;
    input.is_day_use = false;
  } else {
    input.search_type = 'dated';
    input.nights = null;
    input.checkin = d.checkin;
    input.checkout = d.dayUse ? d.checkin : d.checkout;
    input.is_day_use = d.dayUse;
  }
  delete (input as { adults?: number }).adults;
  return input;
}

/** Turning day use off again needs a check-out after the check-in. */
export function withDayUse(d: Draft, dayUse: boolean): Draft {
  if (dayUse) return { ...d, dayUse, checkout: d.checkin };
  const checkout = d.checkin && (!d.checkout || compareDates(d.checkout, d.checkin) <= 0) ? addDays(d.checkin, 1) : d.checkout;
  return { ...d, dayUse, checkout };
}
