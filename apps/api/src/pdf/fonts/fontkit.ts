// The fontkit that pdf-lib is given for receipts. pdf-lib calls `fontkit.create(bytes)` with no
// face name and then `font.createSubset()`; this wrapper adds what the receipt fonts need:
//
// - A face out of a collection: NotoSansCJK-Regular.ttc holds the jp, kr, sc, tc and hk faces,
//   and create(bytes) alone returns the collection, which pdf-lib cannot lay out. Each document
//   says which face it wants for which bytes (`faceFor`).
// - Parsed faces are cached per file and face: parsing the CJK face's CFF costs about a second,
//   and a font object is read-only apart from its glyph cache, so documents can share it.
// - Four bugs of @pdf-lib/fontkit 1.1.1's subsetter (fixed upstream in fontkit 1.8/1.9, which the
//   fork predates; pdf-lib issue #1232), without which the embedded fonts are invalid and
//   viewers render blank or wrong glyphs while pdftotext still reads the text:
//   1. CFF: the header's offSize byte is written as the CFF table's length (mod 256); it must be
//      1..4, so FreeType and poppler reject the whole font ("Embedded font file may be invalid").
//   2. CFF: fdForGlyph's range search returns the previous range's Font DICT for a glyph that
//      starts a range (`>` where `>=` is meant), so such glyphs are drawn with the wrong subrs.
//   3. CFF: the subset's FDSelect gives every glyph the index of the last Font DICT added,
//      not of its own.
//   4. TrueType: the subset's loca is written in the short format with odd offsets halved,
//      shifting every later glyph; the long format is always correct.
import fontkitModule from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

type AnyFont = ReturnType<Fontkit['create']>;

interface FdRange { first: number; fd: number }
interface FdSelect { version: number; fds?: number[]; ranges?: FdRange[] }
interface CffTable {
  length: number;
  isCIDFont: boolean;
  topDict: { FDSelect?: FdSelect; FDArray?: Array<Record<string, unknown> & { Private?: { Subrs?: unknown[] } | null }> };
  fdForGlyph(gid: number): number | null;
}
interface GlyphInternals { path: unknown; _usedSubrs?: Record<string, boolean> }
interface SubsetInternals {
  font: { getGlyph(gid: number): GlyphInternals };
  glyphs: number[];
  cff?: CffTable;
  loca?: { offsets: number[]; version?: number };
  subsetSubrs(subrs: unknown[], used: Record<string, boolean>): unknown[];
  subsetFontdict?(topDict: Record<string, unknown>): void;
  _addGlyph?(gid: number): number;
}
interface Collection { fonts: AnyFont[]; getFont(name: string): AnyFont | null }

const create = (fontkitModule as unknown as { create(buffer: Buffer, postscriptName?: string): AnyFont | Collection }).create;

/** The Font DICT of a glyph, by FDSelect (bug 2 fixed). */
export function fdOf(select: FdSelect | undefined, gid: number): number | null {
  if (!select) return null;
  if (select.version === 0) return select.fds?.[gid] ?? null;
  const ranges = select.ranges ?? [];
  let low = 0;
  let high = ranges.length - 1;
  let found: number | null = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (ranges[mid].first <= gid) {
      found = ranges[mid].fd;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}

function fixCff(font: AnyFont): void {
  const cff = (font as unknown as { 'CFF '?: CffTable })['CFF '];
  if (!cff || !cff.isCIDFont) return;
  cff.fdForGlyph = (gid: number) => fdOf(cff.topDict.FDSelect, gid);
}

/** Bug 3: each glyph gets its own Font DICT's new index; subrs are kept per Font DICT. */
function subsetFontdict(this: SubsetInternals, topDict: Record<string, unknown>): void {
  const cff = this.cff!;
  const fdArray: Array<Record<string, unknown>> = [];
  const fds: number[] = [];
  const newIndex = new Map<number, number>();
  const usedSubrs: Array<Record<string, boolean>> = [];
  for (const gid of this.glyphs) {
    const fd = cff.fdForGlyph(gid);
    if (fd == null) continue;
    let index = newIndex.get(fd);
    if (index === undefined) {
      index = fdArray.length;
      newIndex.set(fd, index);
      fdArray.push({ ...cff.topDict.FDArray![fd] });
      usedSubrs.push({});
    }
    fds.push(index);
    const glyph = this.font.getGlyph(gid);
    void glyph.path; // parsing the glyph records the subrs it calls
    for (const subr in glyph._usedSubrs) usedSubrs[index][subr] = true;
  }
  fdArray.forEach((dict, i) => {
    delete dict.FontName;
    const priv = dict.Private as { Subrs?: unknown[] } | null | undefined;
    if (priv?.Subrs) dict.Private = { ...priv, Subrs: this.subsetSubrs(priv.Subrs, usedSubrs[i]) };
  });
  topDict.FDArray = fdArray;
  topDict.FDSelect = { version: 0, fds };
}

function fixSubset(subset: SubsetInternals): void {
  if (subset.cff) {
    // Bug 1: encode reads `offSize: this.cff.length`; a view of the table with a valid length.
    subset.cff = Object.create(subset.cff, { length: { value: 4 } }) as CffTable;
    if (subset.cff.isCIDFont) subset.subsetFontdict = subsetFontdict;
  } else if (subset._addGlyph) {
    // Bug 4: encode makes a fresh loca, then adds the glyphs; set the long format on the first.
    const addGlyph = subset._addGlyph;
    subset._addGlyph = function (this: SubsetInternals, gid: number) {
      if (this.loca && this.loca.version === undefined) this.loca.version = 1;
      return addGlyph.call(this, gid);
    };
  }
}

function withFixedSubsets(font: AnyFont): AnyFont {
  fixCff(font);
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    fixSubset(subset as unknown as SubsetInternals);
    return subset;
  };
  return font;
}

const parsed = new Map<string, AnyFont>();

/**
 * Parses the file `read` gives (a font or a collection) and returns the face named `face`, or the font itself
 * when `face` is null. `key` identifies the file for the cache (its path).
 */
export function loadFace(key: string, read: () => Buffer, face: string | null): AnyFont {
  const cacheKey = `${key}#${face ?? ''}`;
  let font = parsed.get(cacheKey);
  if (!font) {
    const made = create(read());
    const picked = 'fonts' in made && Array.isArray(made.fonts) ? (face ? made.getFont(face) : made.fonts[0]) : (made as AnyFont);
    if (!picked) throw new Error(`${key} has no face named ${face}`);
    font = withFixedSubsets(picked);
    parsed.set(cacheKey, font);
  }
  return font;
}

/**
 * The fontkit for one document: create(bytes) answers the face registered for those very bytes
 * (pdf-lib hands embedFont's argument through unchanged).
 */
export function documentFontkit(): Fontkit & { register(bytes: Uint8Array, font: AnyFont): void } {
  const faces = new WeakMap<Uint8Array, AnyFont>();
  return {
    register(bytes: Uint8Array, font: AnyFont) {
      faces.set(bytes, font);
    },
    create(bytes: Uint8Array) {
      const font = faces.get(bytes);
      if (!font) throw new Error('receipt fonts: bytes embedded without a registered face');
      return font;
    },
  };
}
