// The receipt as a PDF: a pure function of the receipt's data, its labels and the fonts, so the
// guest's download and the staff console's print (which will call this with the same data) are
// the same document. No I/O and no clock: the issue date is in the data.
//
// Text is drawn with embedded, subset fonts (pdf-lib with fontkit) and a ToUnicode map, so any
// viewer shows Japanese, Chinese, Thai or Arabic and pdftotext reads it back. A character no
// face can draw is an error (MissingGlyphError), never a box in a printed receipt.
import { LANGUAGE_TAGS, isRtl, type Language } from '@noren/core/domain';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { hasRtl, mirrorBrackets, reversed, visualRuns } from './bidi.ts';
import type { ReceiptData } from './content.ts';
import { documentFontkit } from './fonts/fontkit.ts';
import type { Face, ReceiptFonts } from './fonts/locator.ts';
import { drawable, receiptDate, receiptMoney, taxRate } from './format.ts';

/** Receipt texts by key (locales/<lang>/mail.json, section "receipt"), placeholders filled in. */
export type ReceiptLabels = (key: string, vars?: Record<string, string>) => string;

export class MissingGlyphError extends Error {
  constructor(readonly character: string, readonly text: string) {
    super(`no receipt font has a glyph for U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
    this.name = 'MissingGlyphError';
  }
}

const PAGE: [number, number] = [595.28, 841.89]; // A4
const MARGIN = 50;
const INK = rgb(0.12, 0.12, 0.12);
const MUTED = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.75, 0.75, 0.75);
const SIZE = { title: 22, headline: 18, name: 14, body: 9.5, small: 8 } as const;

const isMark = (c: string) => /\p{M}/u.test(c);

/** The first face of the stack that has a glyph for `c`, by index; -1 when none has. */
function faceIndex(faces: readonly Face[], c: string): number {
  const cp = c.codePointAt(0)!;
  return faces.findIndex((f) => f.font.hasGlyphForCodePoint(cp));
}

/** The first character of `text` that no face of the stack can draw, or null. */
export function uncovered(text: string, faces: readonly Face[]): string | null {
  for (const c of drawable(text)) if (!isMark(c) && c !== ' ' && faceIndex(faces, c) < 0) return c;
  return null;
}

interface Segment {
  text: string;
  font: PDFFont;
}

class Writer {
  readonly doc: PDFDocument;
  readonly rtl: boolean;
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  readonly #faces: { regular: readonly Face[]; bold: readonly Face[] };
  readonly #embedded = new Map<string, PDFFont>();

  constructor(doc: PDFDocument, fonts: ReceiptFonts, embedded: Map<string, PDFFont>) {
    this.doc = doc;
    this.rtl = isRtl(fonts.language);
    this.#faces = { regular: fonts.regular, bold: fonts.bold };
    this.#embedded = embedded;
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(PAGE);
    this.pages.push(this.page);
    this.y = PAGE[1] - MARGIN;
  }

  get width(): number {
    return PAGE[0] - 2 * MARGIN;
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  need(height: number): void {
    if (this.y - height < MARGIN + 24) this.newPage();
  }

  /** Logical text split by the face that draws each character. */
  #byFace(text: string, bold: boolean): Segment[] {
    const faces = bold ? this.#faces.bold : this.#faces.regular;
    const out: Segment[] = [];
    let current = -1;
    for (const c of text) {
      let index = isMark(c) || c === ' ' ? current : faceIndex(faces, c);
      if (index < 0 && (isMark(c) || c === ' ')) index = faceIndex(faces, c);
      if (index < 0) throw new MissingGlyphError(c, text);
      if (index === current) out[out.length - 1].text += c;
      else out.push({ text: c, font: this.#embedded.get(faces[index].key)! });
      current = index;
    }
    return out;
  }

  /** Segments in drawing order, left to right, each ready for drawText. */
  segments(text: string, bold = false): Segment[] {
    const out: Segment[] = [];
    const clean = drawable(text);
    // A text with no right-to-left letters (a phone number, a Japanese address) stays one
    // left-to-right piece even in an Arabic receipt, as a field set apart from its label would.
    const runs = hasRtl(clean) ? visualRuns(clean, this.rtl) : [{ text: clean, rtl: false }];
    for (const run of runs) {
      if (!run.rtl) {
        out.push(...this.#byFace(run.text, bold));
        continue;
      }
      // fontkit reverses (and shapes) a piece with Arabic letters itself; others are reversed here.
      const pieces = this.#byFace(mirrorBrackets(run.text), bold).reverse();
      out.push(...pieces.map((p) => (hasRtl(p.text) ? p : { ...p, text: reversed(p.text) })));
    }
    return out;
  }

  measure(text: string, size: number, bold = false): number {
    return this.segments(text, bold).reduce((w, s) => w + s.font.widthOfTextAtSize(s.text, size), 0);
  }

  /** Draws at `x` (the left edge of the text). */
  drawAt(text: string, x: number, size: number, opts: { bold?: boolean; colour?: ReturnType<typeof rgb> } = {}): number {
    let at = x;
    for (const s of this.segments(text, opts.bold)) {
      this.page.drawText(s.text, { x: at, y: this.y, size, font: s.font, color: opts.colour ?? INK });
      at += s.font.widthOfTextAtSize(s.text, size);
    }
    return at - x;
  }

  /** At the reading start of the line (left, or right in Arabic), `indent` points in. */
  start(text: string, size: number, opts: { bold?: boolean; colour?: ReturnType<typeof rgb>; indent?: number } = {}): void {
    const indent = opts.indent ?? 0;
    const x = this.rtl ? PAGE[0] - MARGIN - indent - this.measure(text, size, opts.bold) : MARGIN + indent;
    this.drawAt(text, x, size, opts);
  }

  /** At the reading end of the line: the amount column. */
  end(text: string, size: number, opts: { bold?: boolean; colour?: ReturnType<typeof rgb> } = {}): void {
    const x = this.rtl ? MARGIN : PAGE[0] - MARGIN - this.measure(text, size, opts.bold);
    this.drawAt(text, x, size, opts);
  }

  center(text: string, size: number, opts: { bold?: boolean } = {}): void {
    this.drawAt(text, (PAGE[0] - this.measure(text, size, opts.bold)) / 2, size, opts);
  }

  rule(thickness = 0.5, colour = RULE): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE[0] - MARGIN, y: this.y }, thickness, color: colour });
  }

  /** Lines of at most `max` points, broken at spaces where there are any. */
  wrap(text: string, size: number, max: number, bold = false): string[] {
    const whole = drawable(text).trim();
    if (this.measure(whole, size, bold) <= max) return whole === '' ? [] : [whole];
    const lines: string[] = [];
    let line = '';
    let lastSpace = -1;
    for (const c of drawable(text)) {
      const next = line + c;
      if (line !== '' && this.measure(next, size, bold) > max) {
        if (lastSpace > 0 && c !== ' ') {
          lines.push(line.slice(0, lastSpace).trimEnd());
          line = line.slice(lastSpace + 1) + c;
        } else {
          lines.push(line.trimEnd());
          line = c === ' ' ? '' : c;
        }
        lastSpace = -1;
        continue;
      }
      line = next;
      if (c === ' ') lastSpace = line.length - 1;
    }
    if (line.trim() !== '') lines.push(line.trim());
    return lines;
  }

  /** A label at the start and an amount at the end; a long label wraps within its column. */
  row(label: string, amount: string, opts: { bold?: boolean; indent?: number; size?: number; colour?: ReturnType<typeof rgb> } = {}): void {
    const size = opts.size ?? SIZE.body;
    const room = this.width - (opts.indent ?? 0) - this.measure(amount, size, opts.bold) - 16;
    const lines = this.wrap(label, size, Math.max(room, 80), opts.bold);
    const step = size * 1.55;
    this.need(step * Math.max(lines.length, 1));
    lines.forEach((line, i) => {
      this.start(line, size, opts);
      if (i === 0 && amount) this.end(amount, size, opts);
      this.y -= step;
    });
    if (lines.length === 0) {
      if (amount) this.end(amount, size, opts);
      this.y -= step;
    }
  }

  gap(points: number): void {
    this.y -= points;
  }
}

/** Builds the receipt. Throws MissingGlyphError when a text has a character no face can draw. */
export async function renderReceiptPdf(data: ReceiptData, t: ReceiptLabels, fonts: ReceiptFonts): Promise<Uint8Array> {
  const language: Language = data.locale;
  const doc = await PDFDocument.create({ updateMetadata: false });
  const kit = documentFontkit();
  doc.registerFontkit(kit);
  const embedded = new Map<string, PDFFont>();
  for (const face of [...fonts.regular, ...fonts.bold]) {
    if (embedded.has(face.key)) continue;
    // A one-byte key per face: pdf-lib hands it to kit.create, which answers the parsed face.
    const key = new Uint8Array(1);
    kit.register(key, face.font);
    embedded.set(face.key, await doc.embedFont(key, { subset: true }));
  }

  const title = t('receipt.title');
  const issued = new Date(`${data.issuedOn}T00:00:00Z`);
  doc.setTitle(`${title} ${data.receiptNumber}`);
  doc.setLanguage(LANGUAGE_TAGS[language]);
  doc.setProducer('Noren');
  doc.setCreator('Noren');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);

  const w = new Writer(doc, fonts, embedded);
  const money = (amount: number, currency = data.currency) => receiptMoney(amount, currency, language);
  const date = (d: string) => receiptDate(d, language);

  // Heading: title, then the receipt's number and date at the end of the line.
  w.y -= SIZE.title;
  w.center(title, SIZE.title, { bold: true });
  w.gap(SIZE.title);
  w.end(`${t('receipt.number')}: ${data.receiptNumber}`, SIZE.body);
  w.gap(SIZE.body * 1.6);
  w.end(`${t('receipt.issued')}: ${date(data.issuedOn)}`, SIZE.body);
  w.gap(SIZE.body * 2.2);

  // The addressee, underlined as receipts are, and the Taiwan buyer fields.
  w.start(t('receipt.addressee', { name: data.addressee }), SIZE.name, { bold: true });
  w.gap(5);
  w.page.drawLine({
    start: { x: w.rtl ? MARGIN + w.width * 0.4 : MARGIN, y: w.y },
    end: { x: w.rtl ? PAGE[0] - MARGIN : MARGIN + w.width * 0.6, y: w.y },
    thickness: 0.8, color: INK,
  });
  w.gap(SIZE.body * 2);
  if (data.receiptTitle) w.row(t('receipt.receiptTitle'), data.receiptTitle);
  if (data.receiptUnicode) w.row(t('receipt.receiptUnicode'), data.receiptUnicode);
  w.gap(SIZE.body);

  // The amount received, large, and the sentence that makes it a receipt.
  w.rule(1, INK);
  w.gap(SIZE.headline + 8);
  w.start(t('receipt.total'), SIZE.name, { bold: true });
  w.end(money(data.total), SIZE.headline, { bold: true });
  w.gap(12);
  w.rule(1, INK);
  w.gap(SIZE.body * 1.8);
  w.start(t('receipt.statement'), SIZE.body);
  w.gap(SIZE.body * 2.6);

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

  // The issuer.
  const address = [data.hotel.postCode, data.hotel.address].filter(Boolean).join(' ');
  const issuer = [data.hotel.name, address, data.hotel.phone ?? ''].filter(Boolean);
  w.need(SIZE.body * 1.6 * (issuer.length + 2));
  w.start(t('receipt.issuer'), SIZE.small, { colour: MUTED });
  w.gap(SIZE.body * 1.6);
  issuer.forEach((text, i) => {
    for (const line of w.wrap(text, i === 0 ? SIZE.name : SIZE.body, w.width, i === 0)) {
      w.start(line, i === 0 ? SIZE.name - 2 : SIZE.body, { bold: i === 0 });
      w.gap(i === 0 ? SIZE.name * 1.3 : SIZE.body * 1.5);
    }
  });

  const pages = w.pages.length;
  w.pages.forEach((page, i) => {
    w.page = page;
    w.y = MARGIN - 10;
    w.center(t('receipt.page', { page: String(i + 1), pages: String(pages) }), SIZE.small);
  });

  return doc.save();
}
