// <link rel="modulepreload"> hints for a page whose HTML the API writes (static-apps.ts), read from
// the build's manifest (apps/booking/vite.config.ts `manifest: true`): the page's modules (its lazy
// chunk, the first screen's texts module) with the chunks they import, their CSS, and its texts' chunks in the language it will show. Without them
// the browser learns of these files only once the app's scripts have run and the router has picked
// the page: a second round of downloads after the first (README "Performance budget", the pay
// page). Files the app's entry already loads, or index.html names, are left out. A build without a manifest gets no hints.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PagePreloads {
  /** The modules' keys in the manifest, e.g. 'src/payLink/PayLinkPage.tsx', with what each imports. */
  modules: string[];
  /** Locale files (locales/{language}/{namespace}.json) the page shows first. */
  namespaces: string[];
  language: string;
}

/**
 * The booking app's first-screen texts ('common' and 'booking') in one language: one module per
 * language (apps/booking/src/startup/firstScreenTexts.ts), not the two locale files, which the app
 * never asks for.
 */
export const firstScreenTextsModule = (language: string) => `src/startup/texts/${language}.ts`;

/**
 * The build's manifest, read once per app folder: a build is fixed for the life of the process
 * (npm start builds before the server starts), and the pay page asks for it on every request.
 */
const manifests = new Map<string, Promise<Manifest | null>>();
function manifestOf(root: string): Promise<Manifest | null> {
  let manifest = manifests.get(root);
  if (!manifest) {
    manifest = readFile(resolve(root, '.vite', 'manifest.json'), 'utf8').then((text) => JSON.parse(text) as Manifest).catch(() => null);
    manifests.set(root, manifest);
  }
  return manifest;
}

/** The <link> tags to put in the page's head; '' when the build has no manifest or no such page. */
export async function pagePreloadTags(root: string, html: string, base: string, want: PagePreloads): Promise<string> {
  const manifest = await manifestOf(root);
  if (!manifest) return '';
  // A module the build does not have (a language without its texts' module) is left out.
  const modules = want.modules.map((key) => manifest[key]).filter((chunk): chunk is ManifestChunk => chunk !== undefined);
  if (modules.length === 0) return '';
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: ManifestChunk, into: Set<string>, css: Set<string>) => {
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const key of chunk.imports ?? []) if (manifest[key]) visit(manifest[key], into, css);
  };
  for (const chunk of modules) visit(chunk, scripts, styles);
  // What the app's entry imports statically, index.html already loads (and hints).
  const initial = new Set<string>();
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (entry) visit(entry, initial, initial);
  for (const namespace of want.namespaces) {
    // A language without the file shows English, which the i18n then asks for itself.
    const texts = manifest[`../../locales/${want.language}/${namespace}.json`];
    if (texts) scripts.add(texts.file);
  }
  const href = (file: string) => `${base}${file}`;
  const named = (file: string) => initial.has(file) || html.includes(`"${href(file)}"`);
  return [
    ...[...styles].filter((f) => !named(f)).map((f) => `<link rel="stylesheet" href="${href(f)}">`),
    ...[...scripts].filter((f) => !named(f)).map((f) => `<link rel="modulepreload" crossorigin href="${href(f)}">`),
  ].join('');
}
