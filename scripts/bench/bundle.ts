// What a built Vite app makes a browser download before it can show a route: the entry script and
// the modules index.html preloads (the "initial" JavaScript), then, per route, the lazy chunk of its
// page and that chunk's own static imports that are not already loaded. Read from dist/index.html
// and the Vite manifest (build.manifest), measured as gzip at level 9 as a static server would send
// it. Pure file reading, so it is tested on a small fixture (bundle.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface RouteSize {
  route: string;
  /** Files this route needs beyond the initial ones. */
  extra: FileSize[];
  /** Initial plus extra, gzipped. */
  gzipBytes: number;
}

export interface BundleSizes {
  initial: FileSize[];
  initialGzipBytes: number;
  routes: RouteSize[];
}

/** A route and the source modules (manifest keys such as 'src/guest/GuestDetailPage.tsx') it loads lazily. */
export interface RouteSpec {
  route: string;
  lazy: string[];
}

/** The JavaScript files index.html loads at once: module scripts and module preloads, in order. */
export function initialScripts(html: string): string[] {
  const files: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /\btype=["']module["']/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel=["']modulepreload["']/.test(tag);
    const url = /\b(?:src|href)=["']([^"']+)["']/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url && !/^(?:[a-z]+:)?\/\//i.test(url)) files.push(url.replace(/^\.?\//, ''));
  }
  return [...new Set(files)];
}

/** A manifest entry's file and every file it imports statically, transitively. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) throw new Error(`the manifest has no entry ${k}`);
    files.push(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(key);
  return files;
}

export function sizeOf(distDir: string, file: string): FileSize {
  const content = readFileSync(join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

const sum = (sizes: readonly FileSize[]) => sizes.reduce((total, s) => total + s.gzipBytes, 0);

/**
 * The initial JavaScript of the app in `distDir` (base '/' assumed: URLs are taken relative to the
 * dist folder) and what each route adds. The entry's static imports must all be preloaded by
 * index.html, and each listed lazy module must be a dynamic entry of the build.
 */
export function measureBundle(distDir: string, routes: readonly RouteSpec[], base = '/'): BundleSizes {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const prefix = base.replace(/^\//, '');
  const initialFiles = initialScripts(html).map((f) => (prefix && f.startsWith(prefix) ? f.slice(prefix.length) : f));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const missing = staticClosure(manifest, entry).filter((f) => !initialFiles.includes(f));
  if (missing.length > 0) throw new Error(`index.html does not load ${missing.join(', ')}, which the entry imports`);
  const initial = initialFiles.map((f) => sizeOf(distDir, f));
  const loaded = new Set(initialFiles);
  const measured = routes.map(({ route, lazy }) => {
    const files = new Set<string>();
    for (const src of lazy) {
      if (!manifest[src]?.isDynamicEntry) throw new Error(`${route}: ${src} is not a lazy chunk of the build (list eager pages with no lazy modules)`);
      for (const f of staticClosure(manifest, src)) if (!loaded.has(f)) files.add(f);
    }
    const extra = [...files].map((f) => sizeOf(distDir, f));
    return { route, extra, gzipBytes: sum(initial) + sum(extra) };
  });
  return { initial, initialGzipBytes: sum(initial), routes: measured };
}
