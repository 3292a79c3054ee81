// One demo booking through the reservation module's one door, "in the past": the clock is fixed at
// the booking's own instant, so the booking, its price and its cancellation fee are what they would
// have been that day. Priced the way the widget prices (search's priceSelection of the same query),
// paid on site (no card); cancelled, where planned, a day later through the cancel operation.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock, CreateReservationRequest } from '@noren/core/domain';
import { additionalQuestions, hotels } from '../../db/schema/index.ts';
import type { Principal } from '../../plugins/principal-types.ts';
import { cancelReservation, createReservation, previewCancel, priceQuery } from '../../modules/reservations/index.ts';
import { GUEST, priceSelection, searchViewerOf } from '../../modules/search/index.ts';
import type { PlannedBooking } from './plan.ts';

export const fixedClock = (at: Date): Clock => ({ now: () => at });

/** 03:00 UTC of a date: the morning in Kyoto and Taipei. */
export const instantOf = (date: string, days = 0): Date => new Date(Date.parse(`${date}T03:00:00Z`) + days * 86_400_000);

/** The hotel's required check-in question (Kyoto asks the arrival time): its id and first option. */
export async function requiredAnswers(app: FastifyInstance, hotelCode: string): Promise<CreateReservationRequest['answers']> {
  const rows = await app.db
    .select({ id: additionalQuestions.id, options: additionalQuestions.options })
    .from(additionalQuestions)
    .innerJoin(hotels, eq(hotels.id, additionalQuestions.hotelId))
    .where(and(eq(hotels.code, hotelCode), eq(additionalQuestions.requirement, 'required'), eq(additionalQuestions.questionType, 'checkin')));
  return rows.map((q) => ({ question_id: q.id, options: [q.options[0]?.value ?? '17:00'] }));
}

export interface Booked {
  number: string;
  email: string;
}

export async function bookOne(
  app: FastifyInstance, plan: PlannedBooking, bookedAt: Date, viewer: Principal | null, answers: CreateReservationRequest['answers'],
): Promise<Booked> {
  const clock = fixedClock(bookedAt);
  const body: CreateReservationRequest = {
    checkin_date: plan.checkin,
    checkout_date: plan.checkout,
    rooms: [{ room_plan_code: `room-only_${plan.roomType}`, adults: plan.adults }],
    guest: {
      first_name: plan.guest.firstName, last_name: plan.guest.lastName, email: plan.guest.email, email_confirmation: plan.guest.email, phone: '+81751234567',
      postal_code: '6050074', prefecture_or_state: 'Kyoto', street_address: '570 Gionmachi Minamigawa',
    },
    payment: { type: 'on_site' },
    answers,
    language: 'en',
    expected_total_price: 0,
  };
  const price = await priceSelection(app.db, clock, plan.hotel, priceQuery(body), viewer ? searchViewerOf(viewer) : GUEST);
  const result = await createReservation(app.db, clock, {
    hotelRef: plan.hotel, body: { ...body, expected_total_price: price.prices.total_price }, requestedLanguage: 'en', clientAppId: 0,
    channel: 'booking', idempotencyKey: null, gateway: app.payments, viewer, hooks: app.reservationHooks,
  });
  if (!('data' in result.body)) throw new Error(`demo booking refused: ${JSON.stringify(result.body)}`);
  return { number: result.body.data.reservation.reservation_number, email: plan.guest.email };
}

/** Cancels as the booker would, at `at`, accepting the fee the preview shows then. */
export async function cancelOne(app: FastifyInstance, plan: PlannedBooking, booked: Booked, at: Date, viewer: Principal | null): Promise<void> {
  const clock = fixedClock(at);
  const access = { viewer, email: booked.email, purpose: 'change' as const };
  const preview = await previewCancel(app.db, clock, plan.hotel, booked.number, access);
  await cancelReservation({ db: app.db, clock, payments: app.payments, hooks: app.reservationHooks }, plan.hotel, booked.number, access, {
    reason: 'other', details: 'Demo data: plans changed', cancellation_fee_displayed: preview.cancellation_fee,
  });
}
