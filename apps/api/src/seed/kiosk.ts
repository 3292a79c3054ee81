// The demo's paired kiosk device (issue #16): kyoto-gion's "Lobby kiosk (demo)", so `npm start`
// shows a working kiosk at /kiosk/?code=kyoto-gion. It has no credential yet: the demo call
// (modules/kiosk/demo.ts) derives it from the server's signing key and stores its hash. Written
// once; a manager who revokes it keeps it revoked (the row stays, so it is not written again).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { hotels, kioskDevices } from '../db/schema/index.ts';

export const DEMO_KIOSK_HOTEL = 'kyoto-gion';
export const DEMO_KIOSK_NAME = 'Lobby kiosk (demo)';

export async function seedDemoKiosk(db: Database, now: Date): Promise<void> {
  const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.code, DEMO_KIOSK_HOTEL)).limit(1);
  if (!hotel) return;
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: kioskDevices.id }).from(kioskDevices).where(and(eq(kioskDevices.hotelId, hotel.id), eq(kioskDevices.isDemo, true))).limit(1);
    if (existing) return;
    await tx.insert(kioskDevices).values({ hotelId: hotel.id, name: DEMO_KIOSK_NAME, status: 'paired', isDemo: true, createdAt: now, pairedAt: now });
  });
}
