// Business constants of spec part 2 §9 that the search, money and pricing rules read. Each value is
// the spec's; where the spec gives none ("not shown") the comment says what we chose and why.

/** Search defaults (part 1 §4, part 2 §9). */
export const DEFAULT_ADULTS = 2;
export const DEFAULT_CHECKIN_OFFSET_DAYS = 0;
export const DEFAULT_UNDATED_NIGHTS = 1;
export const DEFAULT_SEARCH_ORDER = 'price_low_to_high' as const;
export const DEFAULT_RESULT_TYPE = 'rooms' as const;
export const DEFAULT_MAX_GUESTS_PER_ROOM = 20;

/** Stay plus flight allows at most 5 rooms, whatever multi_rooms_search_limit says. */
export const STAY_PLUS_FLIGHT_MAX_ROOMS = 5;

/** A room shows the "few rooms left" label when fewer than this many remain. */
export const FEW_ROOMS_LEFT_THRESHOLD = 10;

/** Card payments above this many yen cannot use visa or master. */
export const CARD_BRAND_LIMIT_JPY = 1_000_000;

/** YYYY-MM-DD, the only date format on the wire. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Consumption tax in basis points (1% = 100): the standard 10% and the reduced 8% the spec names. */
export const CONSUMPTION_TAX_STANDARD_BP = 1000;
export const CONSUMPTION_TAX_REDUCED_BP = 800;

/** The hotel currency when none is configured. */
export const DEFAULT_CURRENCY = 'JPY' as const;
