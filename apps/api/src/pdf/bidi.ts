// Enough of the Unicode bidirectional algorithm for one line of a receipt: Arabic (or Hebrew)
// words run right to left, numbers and Latin or CJK words left to right, and in an Arabic
// receipt the line itself reads from the right. fontkit shapes Arabic and reverses a run it
// recognises as Arabic, but it reverses digits with it and mirrors no brackets, and it knows
// nothing of the line's direction; those three are done here.
//
// Simplifications, fine for receipt lines: no explicit embeddings or isolates; a neutral between
// two runs of one direction takes it, otherwise the line's; numbers (with their separators,
// signs and percent) are one left-to-right run at the level above the line.

export interface VisualRun {
  /** In logical order; draw reversed when `rtl` (see `rtlText`). */
  text: string;
  rtl: boolean;
}

type Kind = 'R' | 'L' | 'N' | 'num';

const STRONG_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/;
const NUMBER_PART = /[.,\u066B\u066C%\u066A+\-\u2212]/;
const LETTER = /[\p{L}\p{M}]/u;

function kindOf(chars: readonly string[], i: number): Kind {
  const c = chars[i];
  if (DIGIT.test(c)) return 'num';
  if (/\p{M}/u.test(c) && i > 0) return kindOf(chars, i - 1);
  if (STRONG_RTL.test(c) && LETTER.test(c)) return 'R';
  if (LETTER.test(c)) return 'L';
  // A separator or sign touching a digit belongs to the number (1,200 / -¥300 / 10%).
  if (NUMBER_PART.test(c) && ((i > 0 && DIGIT.test(chars[i - 1])) || (i + 1 < chars.length && DIGIT.test(chars[i + 1])))) return 'num';
  return 'N';
}

export const hasRtl = (text: string): boolean => STRONG_RTL.test(text);

/** Levels per character (UBA: even = left to right), neutrals resolved. */
function levels(chars: readonly string[], baseRtl: boolean): number[] {
  const base = baseRtl ? 1 : 0;
  const kinds = chars.map((_, i) => kindOf(chars, i));
  // Numbers count as right-to-left for the neutrals around them (UBA N1), so "٣ ليال" stays whole.
  const side = (k: Kind): 'R' | 'L' | null => (k === 'R' || (k === 'num' && baseRtl) ? 'R' : k === 'L' || k === 'num' ? 'L' : null);
  const out = new Array<number>(chars.length);
  for (let i = 0; i < chars.length; i++) {
    const k = kinds[i];
    if (k === 'R') out[i] = 1;
    else if (k === 'L') out[i] = baseRtl ? 2 : 0;
    else if (k === 'num') out[i] = baseRtl ? 2 : hasRtlBefore(kinds, i) ? 2 : 0;
    else {
      let before: 'R' | 'L' | null = null;
      for (let j = i - 1; j >= 0 && before === null; j--) before = side(kinds[j]);
      let after: 'R' | 'L' | null = null;
      for (let j = i + 1; j < chars.length && after === null; j++) after = side(kinds[j]);
      const dir = before !== null && before === after ? before : baseRtl ? 'R' : 'L';
      out[i] = dir === 'R' ? 1 : baseRtl ? 2 : 0;
    }
  }
  return out.map((l) => Math.max(l, base));
}

/** In a left-to-right line a number right after Arabic reads inside the Arabic (UBA W2). */
function hasRtlBefore(kinds: readonly Kind[], i: number): boolean {
  for (let j = i - 1; j >= 0; j--) {
    if (kinds[j] === 'R') return true;
    if (kinds[j] === 'L') return false;
  }
  return false;
}

/** The runs of one line in the order they are drawn, left to right. */
export function visualRuns(text: string, baseRtl: boolean): VisualRun[] {
  const chars = [...text];
  if (chars.length === 0) return [];
  if (!baseRtl && !hasRtl(text)) return [{ text, rtl: false }];
  const lv = levels(chars, baseRtl);
  const runs: Array<{ text: string; level: number }> = [];
  chars.forEach((c, i) => {
    const last = runs[runs.length - 1];
    if (last && last.level === lv[i]) last.text += c;
    else runs.push({ text: c, level: lv[i] });
  });
  // UBA L2: from the highest level down to 1, reverse every stretch of runs at that level or above.
  const max = Math.max(...runs.map((r) => r.level));
  for (let level = max; level >= 1; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i].level < level) continue;
      let j = i;
      while (j + 1 < runs.length && runs[j + 1].level >= level) j++;
      const stretch = runs.slice(i, j + 1).reverse();
      runs.splice(i, stretch.length, ...stretch);
      i = j;
    }
  }
  return runs.map((r) => ({ text: r.text, rtl: r.level % 2 === 1 }));
}

const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<', '«': '»', '»': '«', '（': '）', '）': '（' };

/** Brackets of a right-to-left run, mirrored (UBA L4) before the run is reversed. */
export function mirrorBrackets(text: string): string {
  return [...text].map((c) => MIRRORED[c] ?? c).join('');
}

/** Characters in drawing order for a right-to-left run that fontkit will not reverse itself. */
export function reversed(text: string): string {
  return [...text].reverse().join('');
}
