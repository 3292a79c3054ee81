// Finds the fonts a receipt in a given language needs, among the system's fonts or in the
// directories of config.receipts.fontDirs (NOREN_FONT_DIR, a list separated by ':', searched
// instead of the system's; config.ts reads it). The
// Debian packages: fonts-noto-cjk (Japanese, Chinese, Korean and Latin, one .ttc of all faces),
// fonts-noto-core (Thai, Arabic), fonts-dejavu-core (a fallback with Arabic, Greek, Cyrillic).
//
// Each language has a stack of faces: its own script's first, then CJK and the fallback for
// names and addresses in other scripts. Without the first, no receipt in that language can be
// printed: `fontsFor` answers which script is missing, and the route a 503.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Language } from '@noren/core/domain';
import { loadFace } from './fontkit.ts';

export type Script = 'cjk' | 'thai' | 'arabic' | 'fallback';


interface Candidate {
  file: string;
  /** The face's PostScript name inside a collection (.ttc). */
  face?: string;
}

/** The Noto CJK face whose glyph shapes the language's readers expect (Han differs by region). */
const CJK_VARIANT: Partial<Record<Language, string>> = { ja: 'jp', ko: 'kr', zh_Hans: 'sc', zh_Hant: 'tc' };

function candidates(script: Script, weight: 'Regular' | 'Bold', language: Language): Candidate[] {
  switch (script) {
    case 'cjk': {
      const v = CJK_VARIANT[language] ?? 'jp';
      return [
        { file: `NotoSansCJK-${weight}.ttc`, face: `NotoSansCJK${v}-${weight}` },
        { file: `NotoSansCJK${v}-${weight}.otf` },
        { file: `NotoSerifCJK-${weight}.ttc`, face: `NotoSerifCJK${v}-${weight}` },
      ];
    }
    case 'thai':
      return [{ file: `NotoSansThai-${weight}.ttf` }, { file: `NotoSansThaiLooped-${weight}.ttf` }, { file: `NotoSerifThai-${weight}.ttf` }];
    case 'arabic':
      return [
        { file: `NotoSansArabic-${weight}.ttf` }, { file: `NotoNaskhArabic-${weight}.ttf` }, { file: `NotoKufiArabic-${weight}.ttf` },
        { file: weight === 'Bold' ? 'DejaVuSans-Bold.ttf' : 'DejaVuSans.ttf' },
      ];
    case 'fallback':
      return [{ file: weight === 'Bold' ? 'DejaVuSans-Bold.ttf' : 'DejaVuSans.ttf' }];
  }
}

export function scriptsFor(language: Language): Script[] {
  const own: Script = language === 'th' ? 'thai' : language === 'ar' ? 'arabic' : 'cjk';
  return [...new Set<Script>([own, 'cjk', 'fallback'])];
}

type Font = ReturnType<typeof loadFace>;

export interface Face {
  /** path#face: one parsed font per key, shared by documents. */
  key: string;
  font: Font;
}

export interface ReceiptFonts {
  language: Language;
  /** Faces in the order a character looks for its glyph. */
  regular: Face[];
  /** The same for headings and the total; a missing bold face falls back to the regular one. */
  bold: Face[];
}

export type FontsAnswer = { ok: true; fonts: ReceiptFonts } | { ok: false; missing: Script };

export class FontLocator {
  readonly dirs: readonly string[];
  #index: Map<string, string> | null = null;

  constructor(dirs: readonly string[]) {
    this.dirs = dirs;
  }

  /** File name to path, the first directory listed winning; read once. */
  #files(): Map<string, string> {
    if (this.#index) return this.#index;
    const index = new Map<string, string>();
    const walk = (dir: string, depth: number) => {
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        return;
      }
      for (const name of names.sort()) {
        const path = join(dir, name);
        let isDir: boolean;
        try {
          isDir = statSync(path).isDirectory();
        } catch {
          continue;
        }
        if (isDir && depth < 4) walk(path, depth + 1);
        else if (!isDir && /\.(ttf|otf|ttc)$/i.test(name) && !index.has(name)) index.set(name, path);
      }
    };
    for (const dir of this.dirs) walk(dir, 0);
    this.#index = index;
    return index;
  }

  #face(script: Script, weight: 'Regular' | 'Bold', language: Language): Face | null {
    const files = this.#files();
    for (const c of candidates(script, weight, language)) {
      const path = files.get(c.file);
      if (!path) continue;
      try {
        return { key: `${path}#${c.face ?? ''}`, font: loadFace(path, () => readFileSync(path), c.face ?? null) };
      } catch {
        // A broken or unexpected file: try the next candidate.
      }
    }
    return null;
  }

  fontsFor(language: Language): FontsAnswer {
    const regular: Face[] = [];
    const bold: Face[] = [];
    for (const script of scriptsFor(language)) {
      const r = this.#face(script, 'Regular', language);
      if (!r) {
        if (regular.length === 0) return { ok: false, missing: script };
        continue;
      }
      if (!regular.some((f) => f.key === r.key)) regular.push(r);
      const b = this.#face(script, 'Bold', language) ?? r;
      if (!bold.some((f) => f.key === b.key)) bold.push(b);
    }
    return { ok: true, fonts: { language, regular, bold } };
  }
}

/** The face names in a stack, for logs and tests. */
export const faceNames = (faces: readonly Face[]): string[] => faces.map((f) => `${basename(f.key.split('#')[0])}${f.key.endsWith('#') ? '' : `#${f.key.split('#')[1]}`}`);
