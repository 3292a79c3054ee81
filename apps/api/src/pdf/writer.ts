// The one PDF writer of every receipt Noren prints (a reservation's, a pay link's): an A4 page
// with embedded, subset fonts (pdf-lib with fontkit) and a ToUnicode map, so any viewer shows
// Japanese, Chinese, Thai or Arabic and pdftotext reads it back; lines laid out from the reading
// start (right in Arabic), amounts at the reading end; the heading, the addressee, the issuer and
// the page numbers every receipt has. What a receipt says is its owner's
// (modules/reservations/receipts/pdf.ts, modules/pay-links/receipt-pdf.ts); how it is drawn is
// here, once.
// A character no face can draw is an error (MissingGlyphError), never a box in a printed receipt.
import { LANGUAGE_TAGS, isRtl } from '@noren/core/domain';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { hasRtl, mirrorBrackets, reversed, visualRuns } from './bidi.ts';
import { documentFontkit } from './fonts/fontkit.ts';
import type { Face, ReceiptFonts } from './fonts/locator.ts';
import { drawable } from './format.ts';

/** Receipt texts by key (locales/<lang>/mail.json, section "receipt"; a pay link's own in payLinkReceipt.json), placeholders filled in. */
export type ReceiptLabels = (key: string, vars?: Record<string, string>) => string;

export class MissingGlyphError extends Error {
  constructor(readonly character: string, readonly text: string) {
    super(`no receipt font has a glyph for U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
    this.name = 'MissingGlyphError';
  }
}

export const PAGE: [number, number] = [595.28, 841.89]; // A4
export const MARGIN = 50;
export const INK = rgb(0.12, 0.12, 0.12);
export const MUTED = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.75, 0.75, 0.75);
export const SIZE = { title: 22, headline: 18, name: 14, body: 9.5, small: 8 } as const;

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

export class Writer {
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

/** A new document in `fonts` with its metadata, and its writer on the first page. */
export async function openReceipt(fonts: ReceiptFonts, meta: { title: string; issuedOn: string }): Promise<Writer> {
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
  const issued = new Date(`${meta.issuedOn}T00:00:00Z`);
  doc.setTitle(meta.title);
  doc.setLanguage(LANGUAGE_TAGS[fonts.language]);
  doc.setProducer('Noren');
  doc.setCreator('Noren');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  return new Writer(doc, fonts, embedded);
}

/** The title centred, then the receipt's number and issue date at the end of the line. */
export function drawHeading(w: Writer, t: ReceiptLabels, o: { receiptNumber: string; issued: string }): void {
  w.y -= SIZE.title;
  w.center(t('receipt.title'), SIZE.title, { bold: true });
  w.gap(SIZE.title);
  w.end(`${t('receipt.number')}: ${o.receiptNumber}`, SIZE.body);
  w.gap(SIZE.body * 1.6);
  w.end(`${t('receipt.issued')}: ${o.issued}`, SIZE.body);
  w.gap(SIZE.body * 2.2);
}

/** The addressee ("… 様"), underlined as receipts are. */
export function drawAddressee(w: Writer, t: ReceiptLabels, name: string): void {
  w.start(t('receipt.addressee', { name }), SIZE.name, { bold: true });
  w.gap(5);
  w.page.drawLine({
    start: { x: w.rtl ? MARGIN + w.width * 0.4 : MARGIN, y: w.y },
    end: { x: w.rtl ? PAGE[0] - MARGIN : MARGIN + w.width * 0.6, y: w.y },
    thickness: 0.8, color: INK,
  });
  w.gap(SIZE.body * 2);
}

/** The amount received, large between two rules, and the sentence that makes it a receipt. */
export function drawTotal(w: Writer, t: ReceiptLabels, amount: string): void {
  w.rule(1, INK);
  w.gap(SIZE.headline + 8);
  w.start(t('receipt.total'), SIZE.name, { bold: true });
  w.end(amount, SIZE.headline, { bold: true });
  w.gap(12);
  w.rule(1, INK);
  w.gap(SIZE.body * 1.8);
  w.start(t('receipt.statement'), SIZE.body);
  w.gap(SIZE.body * 2.6);
}

export interface Issuer {
  name: string;
  postCode: string;
  address: string;
  phone: string | null;
}

/** The issuer (the hotel): its name, address and phone, at the end of the receipt. */
export function drawIssuer(w: Writer, t: ReceiptLabels, hotel: Issuer): void {
  const address = [hotel.postCode, hotel.address].filter(Boolean).join(' ');
  const issuer = [hotel.name, address, hotel.phone ?? ''].filter(Boolean);
  w.need(SIZE.body * 1.6 * (issuer.length + 2));
  w.start(t('receipt.issuer'), SIZE.small, { colour: MUTED });
  w.gap(SIZE.body * 1.6);
  issuer.forEach((text, i) => {
    for (const line of w.wrap(text, i === 0 ? SIZE.name : SIZE.body, w.width, i === 0)) {
      w.start(line, i === 0 ? SIZE.name - 2 : SIZE.body, { bold: i === 0 });
      w.gap(i === 0 ? SIZE.name * 1.3 : SIZE.body * 1.5);
    }
  });
}

/** Numbers every page ("1 / 2") and answers the document's bytes. */
export async function closeReceipt(w: Writer, t: ReceiptLabels): Promise<Uint8Array> {
  const pages = w.pages.length;
  w.pages.forEach((page, i) => {
    w.page = page;
    w.y = MARGIN - 10;
    w.center(t('receipt.page', { page: String(i + 1), pages: String(pages) }), SIZE.small);
  });
  return w.doc.save();
}
