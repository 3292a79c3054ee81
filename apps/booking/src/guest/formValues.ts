// The guest-detail form's values and how they become the booking (spec part 2 §7.4, the contract
// in core/domain/contract/reservations.ts). Pure, so the rules are tested without a browser.
import type {
  CreateReservationAnswer, CreateReservationExtra, CreateReservationRequest, CurrentUser, GuestInput, Language, PriceBreakdown,
  RoomGuestInput, SearchCriteria,
} from '@noren/core/domain';
import type { ExtraListing, FileAttachmentView, PricedExtra, QuestionListing } from '@noren/core/api';
import type { AssignedRoom } from '@noren/core/stores';

export interface GuestFormValues {
  guest: GuestInput;
  /** One per searched room; blank names mean the person booking stays there. */
  roomGuests: Array<Partial<RoomGuestInput>>;
  /** Quantity per extra line and room, keyed by extraQuantityKey. */
  extras: Record<string, string>;
  /** Per question id: the text, or the chosen option's value. */
  answers: Record<string, string>;
  /** Per question id: the images uploaded for the answer (text questions). */
  attachments?: Record<string, FileAttachmentView[]>;
  terms: boolean;
  /** The brand's e-mail consent box (news and offers), when the brand shows it. */
  emailConsent?: boolean;
}

export function emptyGuest(): GuestInput {
  return {
    first_name: '', last_name: '', first_name_kana: '', last_name_kana: '', email: '', email_confirmation: '', phone: '',
    notes: '', booking_for_someone_else: false, postal_code: '', prefecture_or_state: '', street_address: '', building_name_and_number: '',
  };
}

/**
 * A signed-in member books as themselves unless they say otherwise: the name and e-mail of the
 * account fill the guest (part 1 §3 "Member"). The name parts when the API gives them, else a
 * two-word name read as first and last; anything the guest typed already wins.
 */
export function memberGuest(user: CurrentUser | null, typed: Partial<GuestInput> = {}): Partial<GuestInput> {
  if (!user || user.organization) return {};
  let first = user.first_name?.trim() ?? '';
  let last = user.last_name?.trim() ?? '';
  if (!first && !last) {
    const words = (user.name ?? '').trim().split(/\s+/).filter(Boolean);
    if (words.length === 2) [first, last] = words;
  }
  const email = user.email?.trim() ?? '';
  const out: Partial<GuestInput> = {};
  if (first && !typed.first_name) out.first_name = first;
  if (last && !typed.last_name) out.last_name = last;
  if (email && !typed.email) {
    out.email = email;
    out.email_confirmation = email;
  }
  return out;
}

/** One line of the extras list: a generic extra, or a date-bound extra on one stay date. */
export interface ExtraLine {
  key: string;
  extra: ExtraListing;
  date: string | null;
  /** Tax-included unit price. */
  unitPrice: number;
}

/** Field names never start with a digit: final-form would make the object an array. */
export const answerKey = (questionId: number) => `q${questionId}`;

export const extraLineKey = (extraId: number, date: string | null) => `x${extraId}${date ? `_${date}` : ''}`;

/** The form field of one extra line for one room (index into the booked rooms). */
export const extraQuantityKey = (line: ExtraLine, room: number) => `${line.key}_r${room}`;

/** Part 1 §5 "Extras quantity within min to max", and never more than is left. */
export function extraQuantities(extra: ExtraListing): number[] {
  const max = extra.stock === null ? extra.max_quantity : Math.min(extra.max_quantity, extra.stock);
  const out: number[] = [];
  for (let n = Math.max(1, extra.min_quantity); n <= max; n++) out.push(n);
  return out;
}

/**
 * Part 1 §5: generic extras are always listed; a date-bound extra only on the stay dates that are
 * open for booking and have a price. Extras a selected plan already includes, or that cannot be
 * bought (maximum 0), are left out.
 */
export function extraLines(extras: readonly ExtraListing[], stayDates: readonly string[], includedIds: ReadonlySet<number>): ExtraLine[] {
  const lines: ExtraLine[] = [];
  for (const extra of extras) {
    if (extra.max_quantity < 1 || includedIds.has(extra.extra_id)) continue;
    if (extra.extra_type === 'generic') {
      lines.push({ key: extraLineKey(extra.extra_id, null), extra, date: null, unitPrice: extra.price_with_tax ?? extra.price ?? 0 });
      continue;
    }
    for (const date of stayDates) {
      const price = extra.prices.find((p) => p.date === date);
      if (price && extra.booking_available_dates.includes(date)) lines.push({ key: extraLineKey(extra.extra_id, date), extra, date, unitPrice: price.price_with_tax });
    }
  }
  return lines;
}

/**
 * Lines with a quantity above zero, each with the room it is for (the price call and the booking
 * take extras per room: part 2 §7.4 extras[].room); zero-quantity lines are left out of the price,
 * the summary and the booking.
 */
export function chosenExtras(lines: readonly ExtraLine[], quantities: Record<string, string>, rooms = 1): PricedExtra[] {
  const out: PricedExtra[] = [];
  for (const line of lines) {
    for (let room = 0; room < rooms; room++) {
      const quantity = Number(quantities[extraQuantityKey(line, room)] ?? 0);
      if (Number.isInteger(quantity) && quantity > 0) out.push({ extraId: line.extra.extra_id, quantity, room, ...(line.date ? { date: line.date } : {}) });
    }
  }
  return out;
}

export function answersOf(questions: readonly QuestionListing[], values: Record<string, string>, attachments: Record<string, readonly FileAttachmentView[]> = {}): CreateReservationAnswer[] {
  const out: CreateReservationAnswer[] = [];
  for (const q of questions) {
    const value = values[answerKey(q.id)]?.trim() ?? '';
    const ids = q.answer_type === 'text' ? (attachments[answerKey(q.id)] ?? []).map((a) => a.id) : [];
    if (value === '' && ids.length === 0) continue;
    if (q.answer_type === 'options') out.push({ question_id: q.id, options: [value] });
    else out.push({ question_id: q.id, answer: value === '' ? null : value, ...(ids.length > 0 ? { attachment_ids: ids } : {}) });
  }
  return out;
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/** A room's guest when any of its names was given; the person booking otherwise. */
export function roomGuestOf(value: Partial<RoomGuestInput> | undefined): RoomGuestInput | null {
  if (!value || (blank(value.first_name) && blank(value.last_name) && blank(value.first_name_kana) && blank(value.last_name_kana))) return null;
  const clean = (v: string | null | undefined) => (blank(v) ? null : v!.trim());
  return { first_name: value.first_name?.trim() ?? '', last_name: value.last_name?.trim() ?? '', first_name_kana: clean(value.first_name_kana), last_name_kana: clean(value.last_name_kana) };
}

/** The guest as the API takes it: trimmed, the address only when the hotel asks for it (part 2 §7.4). */
export function guestOf(value: GuestInput, addressRequired: boolean, withReading: boolean): GuestInput {
  const trim = (v: string | null | undefined) => (v ?? '').trim();
  const optional = (v: string | null | undefined) => (blank(v) ? null : trim(v));
  const guest: GuestInput = {
    first_name: trim(value.first_name),
    last_name: trim(value.last_name),
    first_name_kana: withReading ? optional(value.first_name_kana) : null,
    last_name_kana: withReading ? optional(value.last_name_kana) : null,
    email: trim(value.email),
    email_confirmation: trim(value.email_confirmation),
    phone: trim(value.phone).replace(/[\s-]/g, ''),
    notes: optional(value.notes),
    booking_for_someone_else: value.booking_for_someone_else === true,
  };
  if (addressRequired) {
    guest.postal_code = trim(value.postal_code);
    guest.prefecture_or_state = trim(value.prefecture_or_state);
    guest.street_address = trim(value.street_address);
    guest.building_name_and_number = optional(value.building_name_and_number);
  }
  return guest;
}

export interface BookingInput {
  criteria: SearchCriteria;
  assigned: readonly AssignedRoom[];
  values: GuestFormValues;
  extras: readonly PricedExtra[];
  questions: readonly QuestionListing[];
  quote: PriceBreakdown;
  couponCode: string | null;
  mcpCurrency: string | null;
  language: Language;
  addressRequired: boolean;
  withReading: boolean;
  paymentType: CreateReservationRequest['payment']['type'];
  /** The brand's email_consent_setting.enabled: the box was shown, so its answer is sent. */
  emailConsentShown?: boolean;
}

/** expected_total_price is the total the summary showed: a different price at booking is refused, never charged silently. */
export function bookingRequest(b: BookingInput): CreateReservationRequest {
  const mcp = b.mcpCurrency && b.quote.mcp_currency === b.mcpCurrency ? b.quote.prices.mcp_total_price?.cents ?? null : null;
  return {
    checkin_date: b.criteria.checkin!,
    checkout_date: b.criteria.checkout!,
    is_day_use: b.criteria.is_day_use,
    rooms: b.assigned.map((a) => {
      const kids = [...a.room.kids_tiers, ...a.room.kids_age_range.map((r) => ({ code: r.code, children: r.count }))].filter((k) => k.children > 0);
      const guest = roomGuestOf(b.values.roomGuests[a.index]);
      return { room_plan_code: a.line.roomPlanCode, adults: a.room.adults, ...(kids.length > 0 ? { kids_tiers: kids } : {}), ...(guest ? { guest } : {}) };
    }),
    guest: guestOf(b.values.guest, b.addressRequired, b.withReading),
    ...(b.emailConsentShown ? { email_consent: b.values.emailConsent === true } : {}),
    payment: { type: b.paymentType },
    extras: b.extras.map((e): CreateReservationExtra => ({ extra_id: e.extraId, quantity: e.quantity, room: e.room, ...(e.date ? { date: e.date } : {}) })),
    answers: answersOf(b.questions, b.values.answers, b.values.attachments),
    coupon_code: b.couponCode,
    promo_code: b.criteria.promo_code,
    mcp_currency: mcp !== null ? b.mcpCurrency : null,
    expected_total_price: b.quote.prices.total_price,
    expected_mcp_total_price: mcp,
    language: b.language,
  };
}
