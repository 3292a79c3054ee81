// Reads behind the settings routes: a hotel with its brand, and the lists the widget needs.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { hotelBrands, hotels, kidsTiers, roomSearchFilters } from '../../db/schema/index.ts';

export type HotelRow = typeof hotels.$inferSelect;
export type BrandRow = typeof hotelBrands.$inferSelect;
export type KidsTierRow = typeof kidsTiers.$inferSelect;
export type RoomSearchFilterRow = typeof roomSearchFilters.$inferSelect;

export async function findHotelWithBrand(db: Executor, code: string): Promise<{ hotel: HotelRow; brand: BrandRow } | undefined> {
  const [row] = await db
    .select({ hotel: hotels, brand: hotelBrands })
    .from(hotels)
    .innerJoin(hotelBrands, eq(hotelBrands.id, hotels.brandId))
    .where(eq(hotels.code, code))
    .limit(1);
  return row;
}

export async function listKidsTiers(db: Executor, hotelId: number): Promise<KidsTierRow[]> {
  return db.select().from(kidsTiers).where(eq(kidsTiers.hotelId, hotelId)).orderBy(asc(kidsTiers.sortOrder), asc(kidsTiers.id));
}

export async function listRoomSearchFilters(db: Executor, hotelId: number): Promise<RoomSearchFilterRow[]> {
  return db
    .select()
    .from(roomSearchFilters)
    .where(eq(roomSearchFilters.hotelId, hotelId))
    .orderBy(asc(roomSearchFilters.sortOrder), asc(roomSearchFilters.id));
}

export async function findSignInButtonSetting(db: Executor, code: string): Promise<HotelRow['signInButtonSetting'] | undefined> {
  const [row] = await db.select({ setting: hotels.signInButtonSetting }).from(hotels).where(eq(hotels.code, code)).limit(1);
  return row?.setting;
}
