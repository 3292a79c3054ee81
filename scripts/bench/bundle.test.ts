import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialScripts, measureBundle, staticClosure, type Manifest } from './bundle.ts';

// A build as Vite writes it: an entry that imports a vendor chunk, a lazy page that imports the
// vendor chunk and a chunk of its own, and a lazy chunk nobody lists.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true, imports: ['_vendor-b.js'], dynamicImports: ['src/Page.tsx'] },
  '_vendor-b.js': { file: 'assets/vendor-b.js' },
  '_form-c.js': { file: 'assets/form-c.js', imports: ['_vendor-b.js'] },
  'src/Page.tsx': { file: 'assets/Page-d.js', src: 'src/Page.tsx', isDynamicEntry: true, imports: ['_vendor-b.js', '_form-c.js'] },
  'src/Other.tsx': { file: 'assets/Other-e.js', src: 'src/Other.tsx', isDynamicEntry: true },
};

const html = (preloads: string[]) => `<!doctype html><html><head>
  <script type="module" crossorigin src="/assets/index-a.js"></script>
  ${preloads.map((p) => `<link rel="modulepreload" crossorigin href="/${p}">`).join('\n  ')}
  <link rel="stylesheet" crossorigin href="/assets/index-f.css">
  <script src="https://example.com/analytics.js"></script>
</head><body><div id="root"></div></body></html>`;

// Content that compresses differently, so a wrong file in a sum shows.
const contents: Record<string, string> = {
  'assets/index-a.js': 'console.log("entry");'.repeat(50),
  'assets/vendor-b.js': Array.from({ length: 400 }, (_, i) => `v${i * 7919 % 1000}`).join(';'),
  'assets/form-c.js': 'form'.repeat(10),
  'assets/Page-d.js': Array.from({ length: 100 }, (_, i) => `p${i * 104729 % 997}`).join(','),
  'assets/Other-e.js': 'other',
  'assets/index-f.css': 'body{}',
};
const gz = (file: string) => gzipSync(Buffer.from(contents[file]), { level: 9 }).length;

let dist: string;

function writeDist(preloads: string[]) {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  for (const [file, text] of Object.entries(contents)) writeFileSync(join(dist, file), text);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, 'index.html'), html(preloads));
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'noren-bundle-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('reading a build', () => {
  it('takes module scripts and module preloads of our own origin, not stylesheets or other sites', () => {
    expect(initialScripts(html(['assets/vendor-b.js']))).toEqual(['assets/index-a.js', 'assets/vendor-b.js']);
  });

  it('follows static imports transitively, once each, and not dynamic ones', () => {
    expect(staticClosure(manifest, 'src/Page.tsx')).toEqual(['assets/Page-d.js', 'assets/vendor-b.js', 'assets/form-c.js']);
    expect(staticClosure(manifest, 'index.html')).toEqual(['assets/index-a.js', 'assets/vendor-b.js']);
    expect(() => staticClosure(manifest, '_missing.js')).toThrow(/no entry _missing/);
  });
});

describe('measureBundle', () => {
  it('sums the initial files, then what each route adds beyond them', () => {
    writeDist(['assets/vendor-b.js']);
    const sizes = measureBundle(dist, [{ route: '/', lazy: [] }, { route: '/page', lazy: ['src/Page.tsx'] }]);
    const initial = gz('assets/index-a.js') + gz('assets/vendor-b.js');
    expect(sizes.initial.map((f) => f.file)).toEqual(['assets/index-a.js', 'assets/vendor-b.js']);
    expect(sizes.initialGzipBytes).toBe(initial);
    expect(sizes.routes[0]).toEqual({ route: '/', extra: [], gzipBytes: initial });
    // The vendor chunk is already loaded: the page adds only itself and its form chunk.
    expect(sizes.routes[1].extra.map((f) => f.file)).toEqual(['assets/Page-d.js', 'assets/form-c.js']);
    expect(sizes.routes[1].gzipBytes).toBe(initial + gz('assets/Page-d.js') + gz('assets/form-c.js'));
    expect(sizes.routes[1].extra[0].bytes).toBe(contents['assets/Page-d.js'].length);
  });

  it('refuses a build whose index.html does not preload what the entry imports', () => {
    writeDist([]);
    expect(() => measureBundle(dist, [])).toThrow(/does not load assets\/vendor-b\.js/);
  });

  it('refuses a route whose page is not a lazy chunk, so a page made eager is noticed', () => {
    writeDist(['assets/vendor-b.js']);
    expect(() => measureBundle(dist, [{ route: '/x', lazy: ['src/Eager.tsx'] }])).toThrow(/src\/Eager\.tsx is not a lazy chunk/);
  });
});
