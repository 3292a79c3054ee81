// Translated texts for base[0].error, read once at start from locales/<lang>/errors.json (the same
// files the apps use), so a guest reads the server's message in their own language.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, catalogueEntry, type Language } from '@noren/core/domain';

export interface ErrorMessages {
  /** The catalogue message for `code` in `language`, else in English; undefined when neither has it. */
  translate(code: number, language: Language | null, payload?: Record<string, unknown>): string | undefined;
  /** Whether `language` has its own text for `code` (not the English fallback). */
  has(code: number, language: Language): boolean;
}

type Tree = { [key: string]: string | Tree };

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills {{name}} from the payload as i18next would; an unknown name stays visible rather than vanish. */
export function interpolate(text: string, payload?: Record<string, unknown>): string {
  if (!payload) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(payload, name) ? payload[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

export function loadErrorMessages(localesDir: string): ErrorMessages {
  const files = new Map<Language, Tree>();
  for (const language of LANGUAGES) {
    const path = join(localesDir, language, 'errors.json');
    if (!existsSync(path)) continue;
    try {
      files.set(language, JSON.parse(readFileSync(path, 'utf8')) as Tree);
    } catch (error) {
      // A broken locale file must not stop the API; the English catalogue titles still answer.
      process.emitWarning(`Ignoring unreadable ${path}: ${(error as Error).message}`);
    }
  }
  return fromTrees(files);
}

export function fromTrees(files: ReadonlyMap<Language, Tree>): ErrorMessages {
  const lookup = (code: number, language: Language): string | undefined => {
    const entry = catalogueEntry(code);
    const tree = files.get(language);
    if (!entry || !tree) return undefined;
    let node: string | Tree | undefined = tree;
    for (const part of entry.messageKey.split('.')) {
      if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
      node = node[part];
    }
    return typeof node === 'string' && node.trim() !== '' ? node : undefined;
  };
  return {
    translate(code, language, payload) {
      const text = (language && lookup(code, language)) ?? lookup(code, 'en');
      return text === undefined ? undefined : interpolate(text, payload);
    },
    has: (code, language) => lookup(code, language) !== undefined,
  };
}
