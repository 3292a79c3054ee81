// Who a search-side call is for (the viewer), and the hotel's rules as the pricing engine reads
// them. The hotel itself and its context (row, kids tiers, today) are the hotels module's
// (hotels/context.ts): every catalogue read starts there.
import {
  GUEST_VIEWER,
  type AccommodationTaxTable, type KidsTierPricing, type Translations, type Viewer,
} from '@noren/core/domain';
import type { Principal } from '../../plugins/principal-types.ts';
import type { AccommodationTaxBracket } from '../../db/schema/index.ts';
import type { KidsTierRow } from '../hotels/index.ts';

/**
 * Who is asking (request.principal): a signed-in member or organisation user sees members-only
 * plans and member rates at the hotels of their brand (part 1 §6 "signed in means an id or an
 * organisation"); everyone else, staff included, searches as a guest.
 */
export interface SearchViewer extends Viewer {
  memberId: number | null;
  /** The brand the sign-in belongs to; null (or left out) for any brand, as for a guest. */
  brandId?: number | null;
}

export const GUEST: SearchViewer = { ...GUEST_VIEWER, memberId: null, brandId: null };

export function searchViewerOf(principal: Principal | null): SearchViewer {
  if (principal?.kind === 'member') return { signedIn: true, programIds: [], rankId: null, organizationId: null, memberId: principal.memberId, brandId: principal.brandId };
  if (principal?.kind === 'organisation') {
    return { signedIn: true, programIds: [], rankId: null, organizationId: principal.organisationId, memberId: null, brandId: principal.brandId };
  }
  return GUEST;
}

/** The viewer at a hotel: a sign-in of another brand counts for nothing there. */
export const viewerAt = (viewer: SearchViewer, hotel: { brandId: number }): SearchViewer =>
  viewer.brandId == null || viewer.brandId === hotel.brandId ? viewer : GUEST;

/** Kids tiers as the engine prices them: rate_value is a percent of an adult's share or an amount. */
export function tierPricing(tiers: readonly KidsTierRow[]): KidsTierPricing[] {
  return tiers.map((t) => ({
    code: t.code,
    ageFrom: t.age_from,
    ageTo: t.age_to,
    price: t.rate_type === 'percent' ? { kind: 'percent', basisPoints: t.rate_value * 100 } : { kind: 'amount', amount: t.rate_type === 'fixed' ? t.rate_value : 0 },
  }));
}

/**
 * The hotel's stored brackets ({ up_to exclusive, amount }) as the engine's table ({ from
 * inclusive, tax }); null when the hotel charges none.
 */
export function accommodationTaxTable(brackets: readonly AccommodationTaxBracket[], code: string): AccommodationTaxTable | null {
  if (brackets.length === 0) return null;
  let from = 0;
  const out = brackets.map((b) => {
    const bracket = { from, tax: b.amount };
    from = b.up_to ?? Number.MAX_SAFE_INTEGER;
    return bracket;
  });
  return { name: code, brackets: out };
}

export type { Translations };
