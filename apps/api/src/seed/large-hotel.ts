// A generated large hotel for benchmarks and load tests: `bench-grand` with 30 room types and 12
// plans (360 room plans), rates, inventory and plan stock for a year, in the demo brand. Written
// through the demo's own insert and top-up code, so it is the same kind of data the demo has.
// Idempotent like the demo: a second run only tops up.
import type { Clock } from '@noren/core/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { hotelBrands, hotels } from '../db/schema/index.ts';
import { todayIn } from './calendar.ts';
import { insertHotel } from './insert-hotel.ts';
import { demoPhotosOf } from './photos/demo-photos.ts';
import { kyotoGion } from './kyoto-gion.ts';
import { topUpHotel, type TopUpCounts } from './top-up.ts';
import type { HotelSeed, PlanSeed, RoomTypeSeed, Text } from './types.ts';

export const LARGE_HOTEL_CODE = 'bench-grand';

function text<K extends string>(values: Record<K, string>): Text<K> {
  return { ja: values, en: values, ko: values, zh_Hans: values, zh_Hant: values };
}

export function largeHotelSeed(roomTypeCount = 30, planCount = 12): HotelSeed {
  const roomTypes: RoomTypeSeed[] = Array.from({ length: roomTypeCount }, (_, i) => ({
    code: `room-${String(i + 1).padStart(2, '0')}`,
    minAdults: 1, maxAdults: 2, maxChildren: 2, maxOccupancy: 4,
    sizeValue: 20 + i, sizeUnit: 'sqm', bedType: i % 2 === 0 ? 'twin' : 'double', bedCount: 2,
    rooms: 10 + (i % 7) * 5, baseRate: 12000 + i * 1500, extraAdultRate: 4000,
    photo: { from: '#eeeeee', to: '#cccccc', motif: i % 2 === 0 ? 'bed' : 'tatami' },
    text: text({ name: `Room type ${i + 1}`, description: `Generated room type ${i + 1} for load tests.`, bed: 'Two beds' }),
  }));
  const plans: PlanSeed[] = Array.from({ length: planCount }, (_, i) => ({
    code: `plan-${String(i + 1).padStart(2, '0')}`,
    mealType: i % 3 === 0 ? 'none' : i % 3 === 1 ? 'breakfast' : 'breakfast_dinner',
    paymentMethod: i % 2 === 0 ? 'on_site' : 'credit_card',
    perAdultAddon: (i % 3) * 2500,
    discountBp: (i % 4) * 500,
    memberDiscountBp: i % 5 === 0 ? 500 : 0,
    policyCode: 'standard',
    ...(i % 4 === 3 && { planStock: 40, saleLimit: 5 }),
    text: text({ name: `Plan ${i + 1}`, description: `Generated plan ${i + 1}.` }),
  }));
  const base = kyotoGion;
  return {
    hotel: {
      ...base.hotel,
      code: LARGE_HOTEL_CODE,
      name: 'Noren Bench Grand',
      text: text({ hotel_name: 'Noren Bench Grand', description: 'A generated hotel for benchmarks.', full_address: 'Kyoto' }),
      multiRoomsSearchEnabled: true,
      multiRoomsSearchLimit: 5,
    },
    pricing: base.pricing,
    roomTypes,
    plans,
    kidsTiers: base.kidsTiers,
    policies: base.policies.filter((p) => p.code === 'standard'),
    filters: [{ code: 'even', roomTypeCodes: roomTypes.filter((_, i) => i % 2 === 0).map((r) => r.code), text: text({ name: 'Even rooms' }) }],
  };
}

/** Writes the large hotel into the demo brand (which must exist) once, then tops it up. */
export async function seedLargeHotel(db: Database, clock: Clock): Promise<TopUpCounts> {
  const seed = largeHotelSeed();
  const now = clock.now();
  const photos = await demoPhotosOf([seed]);
  await db.transaction(async (tx) => {
    const [brand] = await tx.select({ id: hotelBrands.id }).from(hotelBrands).where(eq(hotelBrands.code, 'noren')).limit(1);
    if (!brand) throw new Error('seedLargeHotel needs the demo brand: run seedDemo first');
    const [existing] = await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.code, LARGE_HOTEL_CODE)).limit(1);
    if (!existing) await insertHotel(tx, brand.id, seed, todayIn(seed.hotel.timeZone, now), photos);
  });
  return topUpHotel(db, seed, now);
}
