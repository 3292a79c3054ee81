// The texts of guest documents (mail and receipts), from locales/<lang>/mail.json, English where
// a key is missing. Shared by mail/ and the reservation module's receipts, which prints the same
// labels, so it belongs to neither.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@noren/core/domain';

type Texts = { [key: string]: string | Texts };

const cache = new Map<string, Texts>();

/** `dir` is config.localesDir (NOREN_LOCALES_DIR); `namespace` a file of locales/<lang>/ (mail.json by default). */
function texts(language: string, dir: string, namespace = 'mail'): Texts {
  const key = `${dir}:${language}:${namespace}`;
  let found = cache.get(key);
  if (!found) {
    try {
      found = JSON.parse(readFileSync(join(dir, language, `${namespace}.json`), 'utf8')) as Texts;
    } catch {
      found = {};
    }
    cache.set(key, found);
  }
  return found;
}

function lookup(t: Texts, path: string): string | undefined {
  let node: string | Texts | undefined = t;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** `namespace`: the locales file, mail.json unless a document has its own (payLinkMail.json). */
export function translator(language: Language | string, localesDir: string, namespace = 'mail') {
  const own = texts(language, localesDir, namespace);
  const en = texts('en', localesDir, namespace);
  return (path: string, vars: Record<string, string> = {}) =>
    (lookup(own, path) ?? lookup(en, path) ?? path).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => vars[name] ?? '');
}
