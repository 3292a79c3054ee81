// The receipt of a paid link (issue #16), for the guest (by the payment number: the 144-bit
// secret is the credential, as for the page) and for staff of the link's hotel. A link that took
// no money (open, cancelled, expired) has none: 409 1000, reason receipt_not_available, and no
// word on the link. Refunded in part or in full, the receipt shows the refunds and what was kept.
//
// Printed in the link's language (the guest's, chosen by staff) unless `locale` asks another; the
// addressee is optional (blank, an underlined line to write on, as a hotel's paper receipt). The
// receipt number is "PL-" and the link's row id: unique, stable across downloads, and unlike the
// payment number no credential. Dates are the hotel's (its time zone).
import { ErrorCode, NorenError, normaliseLanguage, todayInTimeZone, type Clock, type Language, invalidField } from '@noren/core/domain';
import type { PayLinkReceiptQuery } from '@noren/core/contract';
import type { Executor } from '../../db/database.ts';
import { translator } from '../../i18n/mail-texts.ts';
import type { FontLocator } from '../../pdf/fonts/locator.ts';
import { checkReceiptText, RECEIPT_NAME_MAX } from '../../pdf/format.ts';
import { fontMissing, scriptOf } from '../../pdf/refusals.ts';
import { MissingGlyphError, uncovered } from '../../pdf/writer.ts';
import { findHotelById, translated } from '../hotels/index.ts';
import type { PayLinkRecord } from './repository.ts';
import { renderPayLinkReceiptPdf } from './receipt-pdf.ts';
import { statusOf } from './view.ts';

export interface PayLinkReceiptDeps {
  db: Executor;
  clock: Clock;
  fonts: FontLocator;
  localesDir: string;
}

export interface PayLinkReceiptFile {
  filename: string;
  bytes: Uint8Array;
}

export const RECEIPT_NAMESPACE = 'payLinkReceipt';

export const payLinkReceiptNumber = (r: Pick<PayLinkRecord, 'id'>): string => `PL-${String(r.id).padStart(8, '0')}`;

const notAvailable = () =>
  new NorenError(ErrorCode.invalid, {
    httpStatus: 409,
    payload: { field: 'status', reason: 'receipt_not_available' },
    message: 'There is no receipt for this payment.',
  });

/** The receipt of `r`, which the caller has already found and may see. Options are checked first. */
export async function buildPayLinkReceipt(deps: PayLinkReceiptDeps, r: PayLinkRecord, query: PayLinkReceiptQuery): Promise<PayLinkReceiptFile> {
  const name = checkReceiptText(query.name, RECEIPT_NAME_MAX);
  if (!name.ok) throw invalidField('name', name.reason, {}, 'The name cannot be printed on the receipt');
  const asked = query.locale?.trim() ? normaliseLanguage(query.locale) : null;
  if (query.locale?.trim() && !asked) throw invalidField('locale', 'unsupported', {}, 'This language is not supported');

  const now = deps.clock.now();
  const status = statusOf(r, now);
  if (!(status === 'paid' || status === 'partly_refunded' || status === 'refunded') || r.paidAmount <= 0 || !r.paidAt) throw notAvailable();
  const hotel = await findHotelById(deps.db, r.hotelId);
  if (!hotel) throw notAvailable();

  const language: Language = asked ?? r.language;
  const found = deps.fonts.fontsFor(language);
  if (!found.ok) throw fontMissing(language, found.missing);
  if (name.value && uncovered(name.value, found.fonts.regular)) throw invalidField('name', 'unsupported_characters', {}, 'The name cannot be printed on the receipt');

  const address = translated(hotel.translations, 'full_address', language, hotel.bookLanguages, hotel.fullAddress);
  const receiptNumber = payLinkReceiptNumber(r);
  try {
    const bytes = await renderPayLinkReceiptPdf(
      {
        locale: language,
        currency: r.currency,
        receiptNumber,
        issuedOn: todayInTimeZone(now, hotel.timeZone),
        hotel: {
          name: translated(hotel.translations, 'hotel_name', language, hotel.bookLanguages, hotel.name),
          // Some translated addresses carry the post code already.
          postCode: address.includes(hotel.postCode) ? '' : hotel.postCode,
          address,
          phone: hotel.phone,
        },
        addressee: name.value ?? '',
        subject: r.subject,
        paymentNumber: r.paymentNumber,
        reservationNumber: r.reservationNumber,
        paidOn: todayInTimeZone(r.paidAt, hotel.timeZone),
        paid: r.paidAmount,
        refunded: r.refundedAmount,
        refundedOn: r.refundedAt && r.refundedAmount > 0 ? todayInTimeZone(r.refundedAt, hotel.timeZone) : null,
      },
      translator(language, deps.localesDir),
      translator(language, deps.localesDir, RECEIPT_NAMESPACE),
      found.fonts,
    );
    return { filename: `receipt-${receiptNumber}.pdf`, bytes };
  } catch (error) {
    if (error instanceof MissingGlyphError) throw fontMissing(language, scriptOf(error.character));
    throw error;
  }
}
