// The price call for what is selected (GET /rooms/price): each searched room that has a plan, in
// search order, with the extras and coupon of the guest-detail page.
import { priceParams, type PricedExtra, type QueryParams } from '@noren/core/api';
import type { SearchCriteria } from '@noren/core/domain';
import { assignRooms, type SelectedRoom } from '@noren/core/stores';

export function selectionQuoteParams(
  criteria: SearchCriteria | null,
  lines: readonly SelectedRoom[],
  opts: { mcpCurrency?: string | null; extras?: readonly PricedExtra[]; couponCode?: string | null } = {},
): QueryParams | null {
  if (!criteria || criteria.search_type === 'undated') return null;
  const assigned = assignRooms(criteria.rooms, lines).filter((a) => a !== null);
  if (assigned.length === 0) return null;
  return priceParams(criteria, assigned.map((a) => ({ room: a.room, roomPlanCode: a.line.roomPlanCode })), opts.extras ?? [], {
    couponCode: opts.couponCode,
    mcpCurrency: opts.mcpCurrency,
  });
}
