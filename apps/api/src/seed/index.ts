// Demo data: the brand "Noren Hotels" with kyoto-gion and taipei-daan. Safe to run on every start:
// the first run writes everything; later runs only top up rates and inventory to 365 nights ahead.
import type { Clock } from '@noren/core/domain';
import type { Argon2Params } from '../argon2.ts';
import type { Database } from '../db/database.ts';
import { exchangeRates, hotelBrands } from '../db/schema/index.ts';
import { seedAccounts } from './accounts.ts';
import { norenBrand } from './brand.ts';
import { todayIn } from './calendar.ts';
import { demoExchangeRates } from './exchange-rates.ts';
import { insertHotel } from './insert-hotel.ts';
import { demoPhotosOf } from './photos/demo-photos.ts';
import { seedDemoKiosk } from './kiosk.ts';
import { insertDemoPayLinks } from './pay-links.ts';
import { kyotoGion } from './kyoto-gion.ts';
import { insertSearchContent, kyotoGionContent, taipeiDaanContent, type SearchContentSeed } from './search-content.ts';
import { taipeiDaan } from './taipei-daan.ts';
import { topUpHotel, type TopUpCounts } from './top-up.ts';
import type { HotelSeed } from './types.ts';

export const DEMO_HOTELS: readonly HotelSeed[] = [kyotoGion, taipeiDaan];
export const DEMO_BRAND_CODE = norenBrand.code;
/** Extras, questions, coupons and promotions of each demo hotel, by hotel code. */
export const DEMO_CONTENT: Readonly<Record<string, SearchContentSeed>> = { 'kyoto-gion': kyotoGionContent, 'taipei-daan': taipeiDaanContent };

export interface SeedResult {
  created: boolean;
  toppedUp: Record<string, TopUpCounts>;
}

/** `argon2` (config.argon2): the cost of the demo accounts' password hashes. */
export async function seedDemo(db: Database, clock: Clock, argon2: Argon2Params): Promise<SeedResult> {
  const now = clock.now();
  // Before the transaction: rendering (or reading the disk cache) is no work to hold a lock over.
  const photos = await demoPhotosOf(DEMO_HOTELS);
  const created = await db.transaction(async (tx) => {
    // The brand row is the "already seeded" marker; on conflict another process got there first.
    const [brand] = await tx.insert(hotelBrands).values(norenBrand).onConflictDoNothing({ target: hotelBrands.code }).returning({ id: hotelBrands.id });
    if (!brand) return false;
    for (const seed of DEMO_HOTELS) {
      const today = todayIn(seed.hotel.timeZone, now);
      const hotelId = await insertHotel(tx, brand.id, seed, today, photos);
      const content = DEMO_CONTENT[seed.hotel.code];
      if (content) await insertSearchContent(tx, { hotelId, brandId: brand.id }, content, today);
      await insertDemoPayLinks(tx, { id: hotelId, code: seed.hotel.code, currency: seed.hotel.currency ?? 'JPY' }, now);
    }
    const effectiveAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    await tx
      .insert(exchangeRates)
      .values(demoExchangeRates().map((r) => ({ ...r, effectiveAt })))
      .onConflictDoNothing();
    return true;
  });
  await seedAccounts(db, clock, norenBrand.code, argon2);
  await seedDemoKiosk(db, now);
  const toppedUp: Record<string, TopUpCounts> = {};
  for (const seed of DEMO_HOTELS) toppedUp[seed.hotel.code] = await topUpHotel(db, seed, now);
  return { created, toppedUp };
}
