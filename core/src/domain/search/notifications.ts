// Notification and additional-question visibility: display dates (part 1 §4) and labels (§6).
//
// Label semantics where the spec lists the labels but not how they combine (our decisions):
// - Audience: all_users shows to everyone. Otherwise a member audience is the program labels
//   (membership_program_{id}) narrowed by rank labels (membership_rank_{id}, membership_rank_all =
//   any rank); an organisation audience is membership_organization_{id} /
//   membership_organization_all. The item shows when the viewer is in any audience it names.
//   An item without audience labels shows to everyone: labels restrict, their absence does not.
// - Placement: place_booking_process, place_confirmation_screen and place_after_sign_in name
//   where the item appears; an item without one appears on the search results only.
//   place_after_sign_in also needs a signed-in viewer.
// - Brand items (owned by the brand, not one hotel) show at a hotel only with
//   target_all_facilities or target_facility_{hotel_id}; hotel items ignore target labels.
import { compareDates, type IsoDate } from './dates.ts';

export type Placement = 'search_results' | 'booking_process' | 'confirmation_screen' | 'after_sign_in';

const PLACEMENT_LABELS: Record<Exclude<Placement, 'search_results'>, string> = {
  booking_process: 'place_booking_process',
  confirmation_screen: 'place_confirmation_screen',
  after_sign_in: 'place_after_sign_in',
};

export interface Viewer {
  signedIn: boolean;
  programIds: readonly (number | string)[];
  rankId: number | string | null;
  organizationId: number | string | null;
}

export const GUEST_VIEWER: Viewer = { signedIn: false, programIds: [], rankId: null, organizationId: null };

export interface LabelledItem {
  labels?: readonly string[] | null;
  display_start_date?: IsoDate | null;
  display_end_date?: IsoDate | null;
  /** 'HotelBrand' for brand items; anything else is the hotel's own. */
  ownable_type?: string | null;
}

export interface VisibilityContext {
  viewer: Viewer;
  hotelId: number | string;
  /** Where the item would appear; omit for items that have no place (additional questions). */
  placement?: Placement;
}

/** The date the display window is checked against: check-in, or today for undated searches. */
export function displayDate(search: { search_type?: 'dated' | 'undated' | null; checkin?: IsoDate | null }, today: IsoDate): IsoDate {
  return search.search_type === 'undated' || !search.checkin ? today : search.checkin;
}

export function isWithinDisplayDates(item: LabelledItem, date: IsoDate): boolean {
  if (item.display_start_date && compareDates(date, item.display_start_date) < 0) return false;
  if (item.display_end_date && compareDates(date, item.display_end_date) > 0) return false;
  return true;
}

const idsOf = (labels: readonly string[], prefix: string) =>
  labels.filter((l) => l.startsWith(prefix)).map((l) => l.slice(prefix.length));

function audienceAllows(labels: readonly string[], viewer: Viewer): boolean {
  if (labels.includes('all_users')) return true;
  const programs = idsOf(labels, 'membership_program_');
  const ranks = idsOf(labels, 'membership_rank_');
  const orgs = idsOf(labels, 'membership_organization_');
  if (programs.length === 0 && ranks.length === 0 && orgs.length === 0) return true;
  if (!viewer.signedIn) return false;
  const memberAudience = programs.length > 0 || ranks.length > 0;
  const inPrograms = programs.length === 0 || viewer.programIds.some((id) => programs.includes(String(id)));
  const inRanks = ranks.length === 0 || (viewer.rankId !== null && (ranks.includes('all') || ranks.includes(String(viewer.rankId))));
  if (memberAudience && inPrograms && inRanks) return true;
  return viewer.organizationId !== null && (orgs.includes('all') || orgs.includes(String(viewer.organizationId)));
}

function placementAllows(labels: readonly string[], ctx: VisibilityContext): boolean {
  if (ctx.placement === undefined) return true;
  const named = (Object.values(PLACEMENT_LABELS) as string[]).filter((l) => labels.includes(l));
  if (ctx.placement === 'search_results') return named.length === 0;
  if (!labels.includes(PLACEMENT_LABELS[ctx.placement])) return false;
  return ctx.placement !== 'after_sign_in' || ctx.viewer.signedIn;
}

function targetAllows(item: LabelledItem, labels: readonly string[], hotelId: number | string): boolean {
  if (item.ownable_type !== 'HotelBrand') return true;
  return labels.includes('target_all_facilities') || labels.includes(`target_facility_${hotelId}`);
}

export function isVisibleByLabels(item: LabelledItem, ctx: VisibilityContext): boolean {
  const labels = item.labels ?? [];
  return targetAllows(item, labels, ctx.hotelId) && placementAllows(labels, ctx) && audienceAllows(labels, ctx.viewer);
}

/** Both filters: the display window on `date` and the labels for this viewer, hotel and place. */
export function filterVisible<T extends LabelledItem>(items: readonly T[], date: IsoDate, ctx: VisibilityContext): T[] {
  return items.filter((item) => isWithinDisplayDates(item, date) && isVisibleByLabels(item, ctx));
}
