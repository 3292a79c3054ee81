// The reservation's receipt as a PDF: a pure function of the receipt's data, its labels and the
// fonts, so the guest's download and the staff console's print are the same document. No I/O and
// no clock: the issue date is in the data. Drawn by the shared receipt writer (apps/api/src/pdf).
import type { Language } from '@noren/core/domain';
import type { ReceiptData } from './content.ts';
import type { ReceiptFonts } from '../../../pdf/fonts/locator.ts';
import { receiptDate, receiptMoney, taxRate } from '../../../pdf/format.ts';
import { closeReceipt, drawAddressee, drawHeading, drawIssuer, drawTotal, INK, MUTED, openReceipt, SIZE, type ReceiptLabels } from '../../../pdf/writer.ts';

export { MissingGlyphError, uncovered, type ReceiptLabels } from '../../../pdf/writer.ts';

/** Builds the receipt. Throws MissingGlyphError when a text has a character no face can draw. */
export async function renderReceiptPdf(data: ReceiptData, t: ReceiptLabels, fonts: ReceiptFonts): Promise<Uint8Array> {
  const language: Language = data.locale;
  const w = await openReceipt(fonts, { title: `${t('receipt.title')} ${data.receiptNumber}`, issuedOn: data.issuedOn });
  const money = (amount: number, currency = data.currency) => receiptMoney(amount, currency, language);
  const date = (d: string) => receiptDate(d, language);

  drawHeading(w, t, { receiptNumber: data.receiptNumber, issued: date(data.issuedOn) });
  // The addressee, and the Taiwan buyer fields.
  drawAddressee(w, t, data.addressee);
  if (data.receiptTitle) w.row(t('receipt.receiptTitle'), data.receiptTitle);
  if (data.receiptUnicode) w.row(t('receipt.receiptUnicode'), data.receiptUnicode);
  w.gap(SIZE.body);
  drawTotal(w, t, money(data.total));

  // The stay.
  w.row(t('receipt.reservationNumber'), data.reservationNumber);
  w.row(t('receipt.stay'), t('receipt.stayDates', { checkin: date(data.checkin), checkout: date(data.checkout) }));
  if (data.nights > 0) w.row(t('receipt.nights'), String(data.nights));
  w.gap(SIZE.body);

  // The lines, tax excluded.
  w.need(SIZE.body * 3);
  w.row(t('receipt.description'), t('receipt.amount'), { bold: true, size: SIZE.small, colour: MUTED });
  w.gap(-SIZE.small * 0.6);
  w.rule();
  w.gap(SIZE.body * 1.5);
  if (data.cancellationFee !== null) w.row(t('receipt.cancellationFee'), money(data.cancellationFee));
  for (const room of data.rooms) {
    w.row(t('receipt.room', { index: String(room.index + 1), roomType: room.roomTypeName, plan: room.planName }), '', { bold: true });
    w.row(t('receipt.guests', { adults: String(room.adults), children: String(room.children) }), '', { indent: 12, colour: MUTED, size: SIZE.small });
    for (const night of room.nights) w.row(date(night.date), money(night.amount), { indent: 12 });
  }
  for (const extra of data.extras) {
    const label = t('receipt.extra', { name: extra.name, quantity: String(extra.quantity) });
    w.row(extra.date ? `${label} (${date(extra.date)})` : label, money(extra.amount));
  }
  for (const discount of data.discounts) w.row(t(`receipt.discounts.${discount.kind}`, { code: discount.code ?? '' }).trim(), money(-discount.amount));
  w.gap(2);
  w.rule();
  w.gap(SIZE.body * 1.5);
  w.row(t('receipt.subtotal'), money(data.subtotal));
  for (const b of data.taxes) w.row(t('receipt.consumptionTax', { rate: taxRate(b.rateBp, language) }), money(b.tax));
  if (data.accommodationTax > 0) w.row(t('receipt.accommodationTax'), money(data.accommodationTax));
  if (data.roundingDiscount > 0) w.row(t('receipt.rounding'), money(-data.roundingDiscount));
  if (data.pointsUsed > 0) w.row(t('receipt.points'), money(-data.pointsUsed));
  w.gap(2);
  w.rule(0.8, INK);
  w.gap(SIZE.body * 1.6);
  w.row(t('receipt.total'), money(data.total), { bold: true, size: SIZE.body + 1 });
  w.gap(SIZE.body);

  // Tax by rate, as invoices in Japan must show it: the amount at each rate and its tax.
  if (data.taxes.length > 0) {
    w.row(t('receipt.taxSummary'), '', { bold: true });
    for (const b of data.taxes) {
      w.row(t('receipt.taxableAt', { rate: taxRate(b.rateBp, language) }), t('receipt.taxIncluded', { amount: money(b.base + b.tax), tax: money(b.tax) }), { indent: 12 });
    }
    w.gap(SIZE.body);
  }

  // How it was paid.
  w.row(t('receipt.paymentMethod'), t(`receipt.methods.${data.paymentType}`), { bold: true });
  for (const p of data.payments) w.row(t(`receipt.paid.${p.by}`), money(p.amount, p.currency), { indent: 12 });
  w.gap(SIZE.body * 2);

  drawIssuer(w, t, data.hotel);
  return closeReceipt(w, t);
}
