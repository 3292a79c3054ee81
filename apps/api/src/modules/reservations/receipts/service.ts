// The receipt (spec part 1 §4 "Receipt download is available on or after the check-out date", §5
// Taiwan fields; part 2 §7.4). The guest opens it like GET of the reservation: the bypass token or
// the guest's e-mail, a wrong one being the same 404 as a number that does not exist. The staff
// console prints the very same receipt through buildReceiptFor, with its own door and date rule
// (modules/staff-console): one function makes both, so they cannot drift apart.
//
// When it is refused, and with which code (no code of §8.3/§8.4 means "not yet"; §8.5 only has
// the message "Operation not available yet", so these are 1000 with a reason, as the cancel
// module does for its refusals):
//  - before the rule's first date in the hotel's time zone (the guest: the check-out date): 1000,
//    422, reason receipt_not_available_yet;
//  - cancelled with nothing kept (no fee, or nothing paid by card): 1000, 409, reason
//    cancelled_nothing_paid. A cancelled reservation whose fee was paid by card gets a receipt
//    for the fee, on the same date rule;
//  - payment still pending: 3016 (being paid elsewhere; retry);
//  - no font for the receipt's language on the server: 9503, reason receipt_font_missing.
import {
  invalidField, ErrorCode, NorenError, compareDates, normaliseLanguage, todayInTimeZone, type Clock, type IsoDate, type Language,
} from '@noren/core/domain';
import type { Executor } from '../../../db/database.ts';
import { translator } from '../../../i18n/mail-texts.ts';
import { findHotel } from '../../hotels/index.ts';
import { translated } from '../../hotels/index.ts';
import { loadGraph, type ReservationRow } from '../repository/index.ts';
import { openReservation } from '../access/open.ts';
import { receiptAddsUp, receiptData } from './content.ts';
import type { FontLocator } from '../../../pdf/fonts/locator.ts';
import { checkReceiptText, checkReceiptUnicode, RECEIPT_NAME_MAX, RECEIPT_TITLE_MAX } from '../../../pdf/format.ts';
import { MissingGlyphError, renderReceiptPdf, uncovered, type ReceiptLabels } from './pdf.ts';
import { fontMissing, scriptOf } from '../../../pdf/refusals.ts';
import { findCancellation } from '../repository/index.ts';
import { accessOf } from '../access-of.ts';
import type { ReceiptQuery } from '@noren/core/contract';
import type { Principal } from '../../../plugins/principal-types.ts';

export interface ReceiptDeps {
  db: Executor;
  clock: Clock;
  fonts: FontLocator;
  /** config.localesDir: the receipt's labels are the mail texts' (locales/<lang>/mail.json). */
  localesDir: string;
}

export interface ReceiptFile {
  filename: string;
  bytes: Uint8Array;
}

/** The labels of one language, English where a key is missing. */
export function receiptLabels(language: Language, localesDir: string): ReceiptLabels {
  return translator(language, localesDir);
}

function checked<T>(check: { ok: true; value: T } | { ok: false; reason: string }, field: string): T {
  if (!check.ok) throw invalidField(field, check.reason);
  return check.value;
}

/** From which date (in the hotel's time zone) a receipt may be printed, and how a refusal reads. */
export interface ReceiptRule {
  availableFrom(reservation: Pick<ReservationRow, 'checkinDate' | 'checkoutDate'>): IsoDate;
  refusal(date: IsoDate): string;
}

/** The guest: from the check-out date (part 1 §4). */
export const GUEST_RECEIPT_RULE: ReceiptRule = {
  availableFrom: (r) => r.checkoutDate,
  refusal: (date) => `The receipt can be downloaded from the check-out date, ${date}.`,
};

/** The refusal before a receipt's first date: 1000, 422, reason receipt_not_available_yet, and the date. */
export function receiptNotAvailableYet(field: 'checkout_date' | 'checkin_date', from: IsoDate, message: string): NorenError {
  return new NorenError(ErrorCode.invalid, { httpStatus: 422, payload: { field, reason: 'receipt_not_available_yet', available_from: from }, message });
}

/**
 * When the guest's receipt of a stay becomes available (its check-out date, part 1 §4), and
 * whether it is today in the hotel's time zone. The kiosk shows the date and checks it before it
 * makes a link or a mail; buildReceiptFor checks it again when the PDF is made.
 */
export function guestReceiptAvailability(now: Date, stay: { checkin_date: IsoDate; checkout_date: IsoDate; hotel: { time_zone: string } }): { availableFrom: IsoDate; available: boolean } {
  const availableFrom = GUEST_RECEIPT_RULE.availableFrom({ checkinDate: stay.checkin_date, checkoutDate: stay.checkout_date });
  return { availableFrom, available: compareDates(todayInTimeZone(now, stay.hotel.time_zone), availableFrom) >= 0 };
}

/** guestReceiptAvailability's refusal, as the receipt route words it. */
export const guestReceiptNotAvailableYet = (from: IsoDate): NorenError => receiptNotAvailableYet('checkout_date', from, GUEST_RECEIPT_RULE.refusal(from));

/**
 * The guest's receipt of a stay a kiosk found (issue #16 §5): the kiosk module has proved the
 * look-up or checked its receipt link's signature, and opens the reservation through the door as
 * the kiosk-lookup token does (reading only; a cancelled stay is not found). In the reservation's
 * language, addressed to the guest, from the check-out date.
 */
export function kioskReceipt(deps: ReceiptDeps, hotelId: number, reservationId: number): Promise<ReceiptFile> {
  const open = () => openReservation(deps.db, String(hotelId), String(reservationId), { kioskLookupId: reservationId, viewer: null, purpose: 'read' });
  return buildReceiptFor(deps, {}, open, GUEST_RECEIPT_RULE);
}

/** What the caller may choose about a receipt: addressee, language, Taiwan fields. */
export type ReceiptOptions = Pick<ReceiptQuery, 'name' | 'locale' | 'receipt_title' | 'receipt_unicode'>;

export async function buildReceipt(deps: ReceiptDeps, hotelRef: string, number: string, query: ReceiptQuery, viewer: Principal | null): Promise<ReceiptFile> {
  return buildReceiptFor(deps, query, () => openReservation(deps.db, hotelRef, number, accessOf(query, viewer, 'read')), GUEST_RECEIPT_RULE);
}

/**
 * The receipt of the reservation `open` finds (it throws when the caller may not see it). The
 * options are checked first, so a bad field is a 400 whether or not the reservation exists.
 */
export async function buildReceiptFor(deps: ReceiptDeps, query: ReceiptOptions, open: () => Promise<ReservationRow>, rule: ReceiptRule): Promise<ReceiptFile> {
  const { db, clock } = deps;
  const name = checked(checkReceiptText(query.name, RECEIPT_NAME_MAX), 'name');
  const receiptTitle = checked(checkReceiptText(query.receipt_title, RECEIPT_TITLE_MAX), 'receipt_title');
  const receiptUnicode = checked(checkReceiptUnicode(query.receipt_unicode), 'receipt_unicode');
  const asked = query.locale?.trim() ? normaliseLanguage(query.locale) : null;
  if (query.locale?.trim() && !asked) throw invalidField('locale', 'unsupported');

  const row = await open();
  const g = await loadGraph(db, row);
  const hotel = (await findHotel(db, String(row.hotelId)))!;
  const r = g.reservation;

  if (r.status === 'payment_pending') throw new NorenError(ErrorCode.reservationBeingPaid, { payload: { reason: 'payment_pending' } });
  const captured = r.paymentStatus === 'captured' ? r.chargeAmount : 0;
  let cardPaid = captured;
  let cancellationFee: number | null = null;
  if (r.status === 'cancelled') {
    const c = await findCancellation(db, r.id);
    const refunded = c && (c.refundStatus === 'refunded' || c.refundStatus === 'pending') ? c.refundAmount : 0;
    cardPaid = Math.max(0, captured - refunded);
    cancellationFee = c?.fee ?? 0;
    if (cancellationFee <= 0 || cardPaid <= 0) {
      throw new NorenError(ErrorCode.invalid, {
        httpStatus: 409,
        payload: { field: 'status', reason: 'cancelled_nothing_paid' },
        message: 'This reservation was cancelled and nothing was paid for it, so there is no receipt.',
      });
    }
  }
  const today = todayInTimeZone(clock.now(), hotel.timeZone);
  const from = rule.availableFrom(r);
  if (compareDates(today, from) < 0) throw receiptNotAvailableYet(from === r.checkoutDate ? 'checkout_date' : 'checkin_date', from, rule.refusal(from));

  const language: Language = asked ?? r.language;
  const t = receiptLabels(language, deps.localesDir);
  const found = deps.fonts.fontsFor(language);
  if (!found.ok) throw fontMissing(language, found.missing);
  const faces = found.fonts.regular;
  for (const [field, value] of [['name', name], ['receipt_title', receiptTitle]] as const) {
    if (value && uncovered(value, faces)) throw invalidField(field, 'unsupported_characters');
  }

  const address = translated(hotel.translations, 'full_address', language, hotel.bookLanguages, hotel.fullAddress);
  const data = receiptData(g, {
    locale: language,
    issuedOn: today,
    hotel: {
      name: translated(hotel.translations, 'hotel_name', language, hotel.bookLanguages, hotel.name),
      // Some translated addresses carry the post code already.
      postCode: address.includes(hotel.postCode) ? '' : hotel.postCode,
      address,
      phone: hotel.phone,
    },
    addressee: name ?? t('receipt.guestName', { first: r.firstName, last: r.lastName }).trim(),
    receiptTitle,
    receiptUnicode,
    cardPaid,
    cancellationFee,
  });
  if (!receiptAddsUp(data)) throw new Error(`receipt of reservation ${r.id} does not add up`);
  try {
    const bytes = await renderReceiptPdf(data, t, found.fonts);
    return { filename: `receipt-${r.reservationNumber}.pdf`, bytes };
  } catch (error) {
    if (error instanceof MissingGlyphError) throw fontMissing(language, scriptOf(error.character));
    throw error;
  }
}
