// Pure checks behind locales.test.ts, kept apart so that the test can also prove each check fails
// on a bad file. English is the source: every other language must mirror its keys.
import { LANGUAGE_TAGS, type Language } from '../core/src/domain/i18n/languages.ts';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Flattens nested namespaces to dotted keys; a non-string leaf is reported, not flattened. */
export function flatten(tree: Json, problems: string[] = [], prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
    problems.push(`${prefix || '(root)'}: expected an object`);
    return out;
  }
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, problems, path)) out.set(k, v);
    } else problems.push(`${path}: expected a string or a nested object, got ${JSON.stringify(value)}`);
  }
  return out;
}

const PLACEHOLDER = /\{\{\s*-?\s*([^},\s]+)[^}]*\}\}/g;

/** The i18next placeholders of a text, `{{name}}` and `{{name, format}}`, sorted. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();
}

const PLURAL_SUFFIX = /^(.*?)_(ordinal_)?(zero|one|two|few|many|other)$/;

interface LogicalKey {
  /** The key without its plural suffix. */
  base: string;
  /** Plural forms present (with `ordinal_` kept), empty for a plain key. */
  forms: Set<string>;
  texts: string[];
}

/**
 * Groups plural keys (`nights_one`, `nights_other`) under their base so that languages with other
 * plural rules (ja has only `other`, ar has six forms) are compared by meaning, not by raw key.
 * A key counts as plural only when English has its `_other` form.
 */
export function logicalKeys(flat: Map<string, string>, englishPluralBases: ReadonlySet<string>): Map<string, LogicalKey> {
  const out = new Map<string, LogicalKey>();
  for (const [key, text] of flat) {
    const m = PLURAL_SUFFIX.exec(key);
    const base = m && englishPluralBases.has(`${m[1]}|${m[2] ?? ''}`) ? `${m[1]}|${m[2] ?? ''}` : key;
    const entry = out.get(base) ?? { base, forms: new Set<string>(), texts: [] };
    if (base !== key && m) entry.forms.add(m[3]);
    entry.texts.push(text);
    out.set(base, entry);
  }
  return out;
}

export function englishPluralBases(flat: Map<string, string>): Set<string> {
  const bases = new Set<string>();
  for (const key of flat.keys()) {
    const m = PLURAL_SUFFIX.exec(key);
    if (m && m[3] === 'other') bases.add(`${m[1]}|${m[2] ?? ''}`);
  }
  return bases;
}

function pluralCategories(language: Language, ordinal: boolean): Set<string> {
  const rules = new Intl.PluralRules(LANGUAGE_TAGS[language], { type: ordinal ? 'ordinal' : 'cardinal' });
  return new Set(rules.resolvedOptions().pluralCategories);
}

function display(base: string): string {
  const [key, ordinal] = base.split('|');
  return ordinal === undefined ? base : `${key}_${ordinal}{plural}`;
}

/** Compares one language's namespace file with the English one; returns readable problems. */
export function compareWithEnglish(
  file: string,
  language: Language,
  english: Map<string, string>,
  translated: Map<string, string>,
): string[] {
  const problems: string[] = [];
  const bases = englishPluralBases(english);
  const en = logicalKeys(english, bases);
  const other = logicalKeys(translated, bases);

  for (const [base, entry] of en) {
    const found = other.get(base);
    if (!found) {
      problems.push(`${file}: missing key ${display(base)}`);
      continue;
    }
    if (entry.forms.size > 0) {
      const ordinal = base.endsWith('|ordinal_');
      const required = pluralCategories(language, ordinal);
      for (const form of required) {
        if (!found.forms.has(form)) problems.push(`${file}: missing plural form ${display(base)} "${form}"`);
      }
      for (const form of found.forms) {
        // i18next also accepts an explicit `_zero` in every language.
        if (!required.has(form) && form !== 'zero') problems.push(`${file}: plural form "${form}" of ${display(base)} does not exist in ${language}`);
      }
    }
    const want = placeholders(entry.texts.join(' ')).join(', ');
    const got = placeholders(found.texts.join(' ')).join(', ');
    if (want !== got) problems.push(`${file}: ${display(base)} has placeholders [${got}], English has [${want}]`);
  }
  for (const base of other.keys()) {
    if (!en.has(base)) problems.push(`${file}: extra key ${display(base)} (not in English)`);
  }
  return problems;
}

export function emptyStrings(file: string, flat: Map<string, string>): string[] {
  return [...flat].filter(([, text]) => text.trim() === '').map(([key]) => `${file}: ${key} is empty`);
}

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Each non-Latin language's own script. Japanese may be kanji only, so it is Han or kana. */
const SCRIPTS: Partial<Record<Language, { pattern: RegExp; name: string }>> = {
  ja: { pattern: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u, name: 'Japanese' },
  ko: { pattern: /\p{Script=Hangul}/u, name: 'Hangul' },
  zh_Hans: { pattern: /\p{Script=Han}/u, name: 'Han' },
  zh_Hant: { pattern: /\p{Script=Han}/u, name: 'Han' },
  th: { pattern: /\p{Script=Thai}/u, name: 'Thai' },
  ar: { pattern: /\p{Script=Arabic}/u, name: 'Arabic' },
};

/**
 * Japanese text without any kana is most likely Chinese pasted in; short labels can be kanji only,
 * so only the share across the file is checked.
 */
export const KANA_SHARE = 0.3;

/** Share of texts that must be in the language's script; brand names and codes may stay Latin. */
export const SCRIPT_SHARE = 0.9;

function stripPlaceholders(text: string): string {
  return text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>/g, ' ');
}

/** Catches English (or another language) pasted in place of a translation. */
export function scriptProblems(
  file: string,
  language: Language,
  english: Map<string, string>,
  translated: Map<string, string>,
): string[] {
  if (language === 'en') return [];
  const problems: string[] = [];
  for (const [key, text] of translated) {
    const source = english.get(key);
    // Three or more lowercase English words copied verbatim is a sentence left untranslated;
    // brand names and lists of card brands are capitalised and pass.
    const words = stripPlaceholders(text).match(/\b[a-z]{2,}\b/g) ?? [];
    if (source !== undefined && source === text && words.length >= 3) {
      problems.push(`${file}: ${key} is identical to English ("${text}")`);
    }
    if ((language === 'zh_Hans' || language === 'zh_Hant') && KANA.test(text)) {
      problems.push(`${file}: ${key} contains Japanese kana`);
    }
  }
  const script = SCRIPTS[language];
  if (script) {
    const lettered = [...translated].filter(([, text]) => /\p{L}/u.test(stripPlaceholders(text)));
    const outside = lettered.filter(([, text]) => !script.pattern.test(text));
    if (lettered.length > 0 && (lettered.length - outside.length) / lettered.length < SCRIPT_SHARE) {
      const sample = outside.slice(0, 5).map(([key]) => key).join(', ');
      problems.push(`${file}: only ${lettered.length - outside.length} of ${lettered.length} texts use ${script.name} script (without it: ${sample})`);
    }
    const withKana = lettered.filter(([, text]) => KANA.test(text)).length;
    if (language === 'ja' && lettered.length > 0 && withKana / lettered.length < KANA_SHARE) {
      problems.push(`${file}: only ${withKana} of ${lettered.length} texts contain kana; is this Chinese?`);
    }
  }
  return problems;
}
