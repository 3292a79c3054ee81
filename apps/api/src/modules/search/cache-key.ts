// What a cached search or calendar answer depends on besides the hotel's data_version (which
// covers every stored row it reads). Two requests with the same key get byte-identical answers:
//   - the criteria after defaults, so `adults=2` and no adults share an entry; code lists that
//     act as sets are sorted;
//   - the hotel's local date: defaults (check-in), plan sale windows, coupon validity and the
//     undated window all move at local midnight;
//   - the local hour, when a plan closes at an hour of its last booking day (booking_deadline_hour);
//   - the resolved language (names), the mcp currency and the exchange rate in force now (a rate
//     stored with a later effective_at takes over without any row changing);
//   - the viewer class: members see member rates and members-only plans. Prices depend on the
//     programme, rank and organisation, not on who the member is, so the member id is left out;
//   - matched_search_criteria's companions, which the answer repeats.
import type { PreparedCalendar } from './calendar.ts';
import type { SearchViewer } from './context.ts';
import type { PreparedSearch } from './service.ts';

export function viewerClass(viewer: SearchViewer): string {
  if (!viewer.signedIn) return 'guest';
  const programs = viewer.programIds.map(String).sort().join('+');
  return `member:${programs}:${viewer.rankId ?? ''}:${viewer.organizationId ?? ''}`;
}

const sorted = <T>(list: readonly T[]): T[] => [...list].sort();

export function searchCacheKey(p: PreparedSearch): string {
  const c = p.criteria;
  const criteria = {
    ...c,
    room_type_codes: sorted(c.room_type_codes),
    hotel_plan_codes: sorted(c.hotel_plan_codes),
    room_plan_codes: sorted(c.room_plan_codes),
    room_search_filters: sorted(c.room_search_filters),
  };
  return JSON.stringify([
    'rooms', p.ctx.today, p.catalogue.hasDeadlineHour ? p.ctx.hour : null, p.language, p.mcpCurrency, p.exchangeRate,
    viewerClass(p.viewer), p.matched.adults_with_companion, p.matched.children_with_kid_tier_A_companion, criteria,
  ]);
}

export function calendarCacheKey(p: PreparedCalendar): string {
  return JSON.stringify([
    p.perRoomType ? 'inventory' : 'availability', p.ctx.today, p.catalogue.hasDeadlineHour ? p.ctx.hour : null,
    p.mcpCurrency, p.exchangeRate, viewerClass(p.viewer), p.from, p.to, p.room.adults, p.room.kids_tiers, p.roomCount,
    sorted(p.roomTypeCodes), sorted(p.planCodes),
  ]);
}
