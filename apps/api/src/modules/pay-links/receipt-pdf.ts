// A pay link's receipt as a PDF (issue #16: "a paid link has a receipt PDF, from the same
// machinery as reservations"): a pure function of its data, labels and fonts, drawn by the
// shared receipt writer (apps/api/src/pdf), so it looks like a reservation's receipt. A link has
// no price breakdown, only its subject and amount; refunds are shown under what was paid, so a
// refunded link's receipt says what the hotel kept.
import type { IsoDate, Language } from '@noren/core/domain';
import type { ReceiptFonts } from '../../pdf/fonts/locator.ts';
import { receiptDate, receiptMoney } from '../../pdf/format.ts';
import { closeReceipt, drawAddressee, drawHeading, drawIssuer, drawTotal, INK, MUTED, openReceipt, SIZE, type Issuer, type ReceiptLabels } from '../../pdf/writer.ts';

export interface PayLinkReceiptData {
  locale: Language;
  currency: string;
  receiptNumber: string;
  issuedOn: IsoDate;
  hotel: Issuer;
  /** Blank: an underlined line to write the name on, as Japanese receipts (上様) allow. */
  addressee: string;
  subject: string;
  paymentNumber: string;
  reservationNumber: string | null;
  paidOn: IsoDate;
  paid: number;
  refunded: number;
  refundedOn: IsoDate | null;
}

/**
 * `t` reads the shared receipt labels (mail.json "receipt.*"); `own` the pay link's own
 * (payLinkReceipt.json "pdf.*").
 */
export async function renderPayLinkReceiptPdf(data: PayLinkReceiptData, t: ReceiptLabels, own: ReceiptLabels, fonts: ReceiptFonts): Promise<Uint8Array> {
  const language = data.locale;
  const w = await openReceipt(fonts, { title: `${t('receipt.title')} ${data.receiptNumber}`, issuedOn: data.issuedOn });
  const money = (amount: number) => receiptMoney(amount, data.currency, language);
  const date = (d: string) => receiptDate(d, language);

  drawHeading(w, t, { receiptNumber: data.receiptNumber, issued: date(data.issuedOn) });
  drawAddressee(w, t, data.addressee);
  w.gap(SIZE.body);
  drawTotal(w, t, money(data.paid - data.refunded));

  // What was paid for, and when.
  w.row(own('pdf.subject'), data.subject);
  w.row(own('pdf.paymentNumber'), data.paymentNumber);
  if (data.reservationNumber) w.row(t('receipt.reservationNumber'), data.reservationNumber);
  w.row(own('pdf.paidOn'), date(data.paidOn));
  w.gap(SIZE.body);

  // The payment and its refunds.
  w.need(SIZE.body * 3);
  w.row(t('receipt.description'), own('pdf.amount'), { bold: true, size: SIZE.small, colour: MUTED });
  w.gap(-SIZE.small * 0.6);
  w.rule();
  w.gap(SIZE.body * 1.5);
  w.row(t('receipt.paid.card'), money(data.paid));
  if (data.refunded > 0) {
    w.row(data.refundedOn ? own('pdf.refundedOn', { date: date(data.refundedOn) }) : own('pdf.refunded'), money(-data.refunded));
  }
  w.gap(2);
  w.rule(0.8, INK);
  w.gap(SIZE.body * 1.6);
  w.row(own('pdf.received'), money(data.paid - data.refunded), { bold: true, size: SIZE.body + 1 });
  w.gap(SIZE.body * 2);

  drawIssuer(w, t, data.hotel);
  return closeReceipt(w, t);
}
