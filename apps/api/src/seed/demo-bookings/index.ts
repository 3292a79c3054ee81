// The demo's bookings (issues #15 and #16): `npm start` (config.demo) runs this once, after
// buildApp, so that a newcomer meets every app with data in it: the corporate console's two fiscal
// years and contracts, the staff lists, the kiosk's reservations to find. Everything goes through
// the modules' own operations (the reservation module's book and cancel, never a raw insert), each
// booking at its own instant in the past (book.ts). Runs once: when ACME has bookings it is done.
// Tests never run it unless they ask (tests/seed/demo-bookings.test.ts does). Several processes
// starting at once on an empty PostgreSQL take turns (db/exclusive.ts): the second finds it done.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NorenError } from '@noren/core/domain';
import { runExclusive } from '../../db/exclusive.ts';
import { hotelBrands, organisationUsers, organisations } from '../../db/schema/index.ts';
import { kickSender } from '../../mail/hooks.ts';
import type { Principal } from '../../plugins/principal-types.ts';
import { organisationStays } from '../../modules/reservations/index.ts';
import { todayIn } from '../calendar.ts';
import { DEMO_BRAND_CODE, DEMO_HOTELS } from '../index.ts';
import { topUpHotel } from '../top-up.ts';
import { bookOne, cancelOne, instantOf, requiredAnswers, type Booked } from './book.ts';
import { seedContracts } from './contracts.ts';
import { demoStart, kioskBookings, organisationBookings, type PlannedBooking } from './plan.ts';

export interface DemoBookingsResult {
  skipped: boolean;
  booked: number;
  cancelled: number;
  /** Planned bookings refused (a night sold out); the demo goes on without them. */
  refused: number;
  /** The kiosk demo's guest bookings: their numbers and e-mails, hotels and check-in dates. */
  kiosk: KioskStay[];
  ms: number;
}

export type KioskStay = Booked & { hotel: string; checkin: string };

/**
 * The `demo bookings written` log line's fields. Each kiosk stay by its number, hotel and check-in,
 * which match it to its row of the README's table (where its guest and e-mail are): never the
 * e-mail or the name themselves, since logs carry no personal data.
 */
export function demoBookingsLog(r: DemoBookingsResult): Record<string, unknown> {
  return {
    booked: r.booked, cancelled: r.cancelled, refused: r.refused,
    kiosk: r.kiosk.map((k) => ({ number: k.number, hotel: k.hotel, checkin: k.checkin })),
    seconds: Math.round(r.ms / 100) / 10,
  };
}

const DAY_MS = 86_400_000;
/** The advisory lock key of this step (second half; db/exclusive.ts has the first). */
const DEMO_BOOKINGS_LOCK = 1;

export function seedDemoBookings(app: FastifyInstance): Promise<DemoBookingsResult> {
  return runExclusive(app.db, app.dbKind, DEMO_BOOKINGS_LOCK, () => seedOnce(app));
}

async function seedOnce(app: FastifyInstance): Promise<DemoBookingsResult> {
  const started = performance.now();
  const result: DemoBookingsResult = { skipped: true, booked: 0, cancelled: 0, refused: 0, kiosk: [], ms: 0 };
  const users = await organisationPrincipals(app);
  const acme = users.get('acme-booker');
  const globex = users.get('globex-booker');
  if (!acme || !globex || acme.kind !== 'organisation' || globex.kind !== 'organisation') return result;
  if ((await organisationStays(app.db, acme.organisationId)).length > 0) return { ...result, ms: performance.now() - started };
  result.skipped = false;

  const now = app.clock.now();
  // Both demo hotels keep the same zone's date closely enough (Kyoto, Taipei): one "today".
  const today = todayIn(DEMO_HOTELS[0].hotel.timeZone, now);
  // The past nights the bookings stayed in need their rates and rooms.
  for (const seed of DEMO_HOTELS) await topUpHotel(app.db, seed, now, demoStart(today));
  const answers = new Map<string, Awaited<ReturnType<typeof requiredAnswers>>>();
  for (const seed of DEMO_HOTELS) answers.set(seed.hotel.code, await requiredAnswers(app, seed.hotel.code));

  const book = async (plan: PlannedBooking): Promise<Booked | null> => {
    const viewer = plan.booker ? users.get(plan.booker) ?? null : null;
    // Booked `leadDays` before check-in, and never later than an hour ago.
    const bookedAt = new Date(Math.min(instantOf(plan.checkin, -plan.leadDays).getTime(), now.getTime() - 3_600_000));
    try {
      const booked = await bookOne(app, plan, bookedAt, viewer, answers.get(plan.hotel) ?? []);
      result.booked++;
      const cancelAt = new Date(bookedAt.getTime() + DAY_MS);
      if (plan.cancel && cancelAt < now && cancelAt < instantOf(plan.checkin)) {
        await cancelOne(app, plan, booked, cancelAt, viewer);
        result.cancelled++;
      }
      return booked;
    } catch (error) {
      if (!(error instanceof NorenError)) throw error;
      app.log.warn({ plan: { hotel: plan.hotel, checkin: plan.checkin }, code: error.code, field: error.payload?.field, reason: error.payload?.reason }, 'demo booking refused');
      result.refused++;
      return null;
    }
  };
  for (const plan of organisationBookings(today)) await book(plan);
  for (const plan of kioskBookings(today)) {
    const booked = await book(plan);
    if (booked) result.kiosk.push({ ...booked, hotel: plan.hotel, checkin: plan.checkin });
  }
  await seedContracts(app.db, { acme: acme.organisationId, globex: globex.organisationId }, today, now);
  kickSender(app);
  result.ms = performance.now() - started;
  return result;
}

/** The demo organisation users as the principal a signed-in booker would be. */
async function organisationPrincipals(app: FastifyInstance): Promise<Map<string, Principal>> {
  const rows = await app.db
    .select({ id: organisationUsers.id, accountId: organisationUsers.accountId, role: organisationUsers.role, organisationId: organisations.id, brandId: organisations.brandId })
    .from(organisationUsers)
    .innerJoin(organisations, eq(organisations.id, organisationUsers.organisationId))
    .innerJoin(hotelBrands, eq(hotelBrands.id, organisations.brandId))
    .where(and(eq(hotelBrands.code, DEMO_BRAND_CODE), inArray(organisations.code, ['acme', 'globex'])));
  return new Map(
    rows.map((r) => [r.accountId, { kind: 'organisation', sessionId: 0, organisationUserId: r.id, organisationId: r.organisationId, brandId: r.brandId, role: r.role }]),
  );
}
