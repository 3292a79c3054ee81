// Reservations (spec part 1 §3 "Reservation", "Guest"; part 2 §7.4) and the idempotency keys of
// the calls that create them. A reservation keeps a snapshot of everything the guest agreed to:
// the price breakdown as booked, names in the booking language, the cancellation policy of each
// room, the exchange rate. Later changes to rates, plans or policies never alter it.
// The bypass token is stored only as a SHA-256 hash: it is shown once, in the booking's answer.
import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language, PaymentStatus, PaymentType, PriceBreakdown, PriceFieldsWire, ReservationAnswerRoom, ReservationCancellationPolicy, ReservationStatus } from '@noren/core/domain';
import { hotels } from './hotels.ts';
import { clientApps } from './auth.ts';
import { members, organisationUsers, organisations } from './accounts.ts';

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    reservationNumber: text('reservation_number').notNull(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    status: text('status').$type<ReservationStatus>().notNull(),
    language: text('language').$type<Language>().notNull(),
    currency: text('currency').notNull(),
    mcpCurrency: text('mcp_currency'),
    /** Units of mcp_currency per unit of currency when booked, as a decimal string. */
    exchangeRate: text('exchange_rate'),
    checkinDate: date('checkin_date', { mode: 'string' }).notNull(),
    checkoutDate: date('checkout_date', { mode: 'string' }).notNull(),
    isDayUse: boolean('is_day_use').notNull().default(false),
    nights: smallint('nights').notNull(),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull(),

    // The guest (part 1 §3 "Guest"); the address only when the hotel asks for it.
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    firstNameKana: text('first_name_kana'),
    lastNameKana: text('last_name_kana'),
    email: text('email').notNull(),
    /** lower(trim(email)), for finding a reservation by number and e-mail. */
    emailNormalised: text('email_normalised').notNull(),
    phone: text('phone').notNull(),
    postalCode: text('postal_code'),
    prefectureOrState: text('prefecture_or_state'),
    streetAddress: text('street_address'),
    buildingNameAndNumber: text('building_name_and_number'),
    notes: text('notes'),
    bookingForSomeoneElse: boolean('booking_for_someone_else').notNull().default(false),

    // Payment. The card step fills payment_status and gateway_payment_id (statuses of part 1 §3).
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>(),
    gatewayPaymentId: text('gateway_payment_id'),
    /** What was (or is to be) charged at booking, minor units of charge_currency. */
    chargeAmount: bigint('charge_amount', { mode: 'number' }).notNull().default(0),
    chargeCurrency: text('charge_currency').notNull(),
    /** The plan's deposit share for credit_card_deposit, basis points; null otherwise. */
    depositBp: integer('deposit_bp'),
    /** A payment_pending reservation is cancelled and its rooms released after this moment. */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),

    couponCode: text('coupon_code'),
    promoCode: text('promo_code'),
    lotteryEntryNumber: text('lottery_entry_number'),

    // The price as booked: the whole breakdown, and the totals as columns for lists and reports.
    price: jsonb('price').$type<PriceBreakdown>().notNull(),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    totalPriceWithoutTax: bigint('total_price_without_tax', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    accommodationTax: bigint('accommodation_tax', { mode: 'number' }).notNull(),
    discountTotal: bigint('discount_total', { mode: 'number' }).notNull(),
    depositAmount: bigint('deposit_amount', { mode: 'number' }).notNull(),
    remainAmount: bigint('remain_amount', { mode: 'number' }).notNull(),
    mcpTotalPrice: bigint('mcp_total_price', { mode: 'number' }),
    /** What the guest paid through pay links (modules/pay-links), minor units of currency: lowers the balance. */
    linkPaidAmount: bigint('link_paid_amount', { mode: 'number' }).notNull().default(0),
    /** How many reservation_rooms rows it has: kept by the trigger of migration 0015, for the organisation's list. */
    roomCount: integer('room_count').notNull().default(0),

    /** SHA-256 (hex) of the bypass token; the token itself is never stored. */
    bypassTokenHash: text('bypass_token_hash').notNull(),
    /** Who booked, when signed in; a guest booking has none. Deleting the account keeps the booking. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    organisationUserId: integer('organisation_user_id').references(() => organisationUsers.id, { onDelete: 'set null' }),
    /** How it was booked: booking_widget, or widget_to_agency for the agency handoff. */
    bookingMethod: text('booking_method').notNull().default('booking_widget'),
    /** Which front end sent it: booking, admin or kiosk (the client app). */
    channel: text('channel').notNull(),
    clientAppId: integer('client_app_id').references(() => clientApps.id),
    /** The idempotency key row that created it, when the call carried one. */
    idempotencyKeyId: integer('idempotency_key_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reservations_number_uq').on(t.reservationNumber),
    index('reservations_hotel_checkin_idx').on(t.hotelId, t.checkinDate),
    index('reservations_email_idx').on(t.emailNormalised),
    index('reservations_member_idx').on(t.memberId),
    index('reservations_organisation_idx').on(t.organisationId),
    index('reservations_organisation_user_idx').on(t.organisationUserId),
    index('reservations_pending_idx').on(t.paymentExpiresAt).where(sql`${t.status} = 'payment_pending'`),
    // The organisation's list (issue #15, migration 0015): one index per sort, trigram indexes for the search.
    ...organisationListIndexes(t),
    check('reservations_status_ck', sql`${t.status} in ('done', 'cancelled', 'payment_pending')`),
    check('reservations_dates_ck', sql`${t.checkoutDate} >= ${t.checkinDate}`),
    check('reservations_amounts_ck', sql`${t.totalPrice} >= 0 and ${t.chargeAmount} >= 0 and ${t.remainAmount} >= 0`),
  ],
);

export const reservationRooms = pgTable(
  'reservation_rooms',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** 0-based position in the booking, as in the request. */
    roomIndex: smallint('room_index').notNull(),
    roomTypeId: integer('room_type_id').notNull(),
    roomPlanId: integer('room_plan_id').notNull(),
    planId: integer('plan_id').notNull(),
    roomTypeCode: text('room_type_code').notNull(),
    roomPlanCode: text('room_plan_code').notNull(),
    hotelPlanCode: text('hotel_plan_code').notNull(),
    /** Names in the reservation's language when booked. */
    roomTypeName: text('room_type_name').notNull(),
    planName: text('plan_name').notNull(),
    adults: smallint('adults').notNull(),
    /** One entry per child: its tier, and its age when the guest gave ages. */
    children: jsonb('children').$type<Array<{ tier: string; age: number | null; age_from: number | null; age_to: number | null }>>().notNull().default([]),
    kidsTiers: jsonb('kids_tiers').$type<Array<{ code: string; children: number }>>().notNull().default([]),
    guestFirstName: text('guest_first_name').notNull(),
    guestLastName: text('guest_last_name').notNull(),
    guestFirstNameKana: text('guest_first_name_kana'),
    guestLastNameKana: text('guest_last_name_kana'),
    /** The room's price fields as booked. */
    prices: jsonb('prices').$type<PriceFieldsWire>().notNull(),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    cancellationPolicy: jsonb('cancellation_policy').$type<ReservationCancellationPolicy | null>(),
  },
  (t) => [uniqueIndex('reservation_rooms_reservation_index_uq').on(t.reservationId, t.roomIndex), index('reservation_rooms_room_type_idx').on(t.roomTypeId)],
);

/** One row per room and night: what inventory the reservation holds, and each night's price. */
export const reservationNights = pgTable(
  'reservation_nights',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    reservationRoomId: integer('reservation_room_id')
      .notNull()
      .references(() => reservationRooms.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id').notNull(),
    planId: integer('plan_id').notNull(),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    prices: jsonb('prices').$type<PriceFieldsWire>().notNull(),
  },
  (t) => [
    index('reservation_nights_reservation_idx').on(t.reservationId),
    index('reservation_nights_room_type_date_idx').on(t.roomTypeId, t.stayDate),
  ],
);

export const reservationExtras = pgTable(
  'reservation_extras',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    extraId: integer('extra_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    roomIndex: smallint('room_index').notNull(),
    stayDate: date('stay_date', { mode: 'string' }),
    quantity: smallint('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    priceWithoutTax: bigint('price_without_tax', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [index('reservation_extras_reservation_idx').on(t.reservationId), check('reservation_extras_quantity_ck', sql`${t.quantity} > 0`)],
);

/** One room's answer to a per-room question, as the wire contract sends it (core/domain/contract/questions.ts). */
export type { ReservationAnswerRoom };

export const reservationAnswers = pgTable(
  'reservation_answers',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    /** The question's title in the reservation's language when answered. */
    question: text('question').notNull(),
    answerText: text('answer_text'),
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    /** Per-room answers of checkin, checkout and people_per_room questions (part 1 §3), as on the wire. */
    rooms: jsonb('rooms').$type<ReservationAnswerRoom[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reservation_answers_reservation_question_uq').on(t.reservationId, t.questionId),
    check('reservation_answers_length_ck', sql`${t.answerText} is null or char_length(${t.answerText}) <= 255`),
  ],
);

/**
 * The first answer to a create call with an Idempotency-Key, per hotel, client app and account. The key is
 * stored hashed; the answer's bypass token is stored encrypted with a key derived from the
 * Idempotency-Key itself, so only the caller who holds the key can have the answer replayed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** The client app the key belongs to (0 when the call had none, which /api/v1 never allows). */
    clientAppId: integer('client_app_id').notNull(),
    /** What the key is for, e.g. 'reservations.create'. */
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    /** SHA-256 of the request body, so a key reused for a different request is refused. */
    requestHash: text('request_hash').notNull(),
    /** 0 while the call that inserted the key is still running (inside its transaction). */
    responseStatus: smallint('response_status').notNull().default(0),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>().notNull().default({}),
    /** AES-256-GCM of the secret part of the answer (the bypass token), base64url iv.tag.data. */
    sealed: text('sealed'),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_uq').on(t.hotelId, t.clientAppId, t.scope, t.keyHash), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Migration 0015's indexes, written as its SQL writes them (the list's query matches the expressions). */
function organisationListIndexes(t: {
  organisationId: AnyPgColumn; organisationUserId: AnyPgColumn; id: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn; hotelId: AnyPgColumn;
  checkinDate: AnyPgColumn; checkoutDate: AnyPgColumn; nights: AnyPgColumn; roomCount: AnyPgColumn; status: AnyPgColumn; createdAt: AnyPgColumn;
  reservationNumber: AnyPgColumn; currency: AnyPgColumn; totalPrice: AnyPgColumn;
}) {
  const inOrganisation = sql`${t.organisationId} is not null`;
  const sortIndex = (name: string, ...keys: Array<AnyPgColumn | SQL>) => index(`reservations_org_${name}_idx`).on(t.organisationId, ...(keys as [AnyPgColumn]), t.id).where(inOrganisation);
  return [
    sortIndex('guest', sql`(${t.firstName} || ' ' || ${t.lastName})`),
    sortIndex('masked_guest', sql`(left(${t.firstName}, 1) || ' ' || left(${t.lastName}, 1))`),
    sortIndex('hotel', t.hotelId),
    sortIndex('checkin', t.checkinDate),
    sortIndex('checkout', t.checkoutDate),
    sortIndex('nights', t.nights),
    sortIndex('rooms', t.roomCount),
    sortIndex('room_nights', sql`(case when ${t.status} = 'done' then ${t.roomCount} * greatest(${t.nights}, 1) else 0 end)`),
    sortIndex('created', t.createdAt),
    sortIndex('number', t.reservationNumber),
    sortIndex('booker', sql`coalesce(${t.organisationUserId}, 0)`),
    sortIndex('status', t.status),
    sortIndex('price', t.currency, t.totalPrice),
    sortIndex('currency', t.currency),
    index('reservations_org_guest_trgm_idx')
      .using('gin', sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.firstName} || ' ' || ${t.lastName} || ${t.firstName}) gin_trgm_ops`)
      .with({ fastupdate: 'off' })
      .where(inOrganisation),
    index('reservations_org_number_trgm_idx').using('gin', sql`${t.reservationNumber} gin_trgm_ops`).with({ fastupdate: 'off' }).where(inOrganisation),
  ];
}
