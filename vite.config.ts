// Shared Vite and Vitest settings. Each app's vite.config.ts calls appConfig(); Vitest reads the
// default export, whose projects split fast unit tests from the database-backed integration suite.
import { defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';
import { defineConfig as defineTestConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const root = fileURLToPath(new URL('.', import.meta.url));

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; source maps are only fetched by developer tools. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, at the strongest settings (once per
 * build, not per request), so the API sends a guest's phone a third of the bytes without
 * compressing anything while serving (apps/api/src/plugins/static-apps.ts, preCompressed).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'noren-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).map(String).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(files.map(async (file) => {
        const path = join(outDir, file);
        if ((await stat(path)).size < 1024) return;
        const bytes = await readFile(path);
        const [br, gz] = await Promise.all([
          brotliAsync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          gzipAsync(bytes, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }));
    },
  };
}

/** V8's explicit compile hint: the whole file is compiled eagerly (Chrome 136+). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the named chunks with V8's compile hint, as their first line. V8 then compiles every
 * function of the file on the streaming thread while it downloads, instead of preparsing them
 * there and parsing each one again on the main thread the first time it is called. Issue 14 §4:
 * in Chromium traces of the booking results page at 4x CPU slowdown (6 loads each way, the builds
 * alternated), the main thread's lazy compiles (V8.ParseFunction + V8.CompileCode, thread time)
 * fell from 840-1,440 ms to 240-350 ms a load (README "Performance budget"). Other browsers
 * read a comment. Written into the files once they are on disk: Vite puts its preload helper at
 * the top of a chunk after every plugin's renderChunk and generateBundle, and a hint only counts
 * as the file's first line. The source map gains the line it added.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  const names = new Set(chunkNames);
  return {
    name: 'noren-compile-hints',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(Object.values(bundle).map(async (output) => {
        if (output.type !== 'chunk' || !names.has(output.name)) return;
        const path = join(dir, output.fileName);
        const code = await readFile(path, 'utf8');
        if (code.startsWith(COMPILE_HINT)) return;
        await writeFile(path, `${COMPILE_HINT}\n${code}`);
        const mapPath = `${path}.map`;
        const map = await readFile(mapPath, 'utf8').catch(() => null);
        if (map) {
          const parsed = JSON.parse(map) as { mappings: string };
          await writeFile(mapPath, JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` }));
        }
      }));
    },
  };
}

/**
 * axios and axios-retry change nothing outside their own objects when loaded, but rolldown cannot
 * tell, and it counts a module as side-effectful when anything it imports is. Every module that
 * imports @noren/core/api would then be kept where it is merely re-exported: the screen stores
 * (payment, manage, account) landed in the booking app's first download (+10.6 kB gz).
 * undefined leaves every other module to rolldown's own analysis.
 */
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/](axios|axios-retry|is-retry-allowed)[\\/]/;
const sideEffectFreePackages = (id: string): false | undefined => (SIDE_EFFECT_FREE.test(id) ? false : undefined);

/** The build settings every app shares; `base` is where the API serves it ('/', '/admin/', '/kiosk/'). */
export function appConfig(base: string, overrides: UserConfig = {}): UserConfig {
  return mergeConfig(
    defineConfig({
      base,
      plugins: [react(), precompress()],
      envDir: root,
      server: {
        fs: { allow: [root] },
        proxy: { '/api': `http://127.0.0.1:${process.env.NOREN_API_PORT ?? 8080}` },
      },
      build: {
        outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022',
        rolldownOptions: { treeshake: { moduleSideEffects: sideEffectFreePackages } },
      },
    }),
    overrides,
  );
}

export default defineTestConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Unit first, in a group of its own, then the database-backed integration suite: the
          // fast files fail first.
          sequence: { groupOrder: 0 },
          include: ['core/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}', 'locales/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Both cores, and the files of a worker share its module cache (isolate: false): the
          // unit files import React, jsdom and the stores again in a fresh context otherwise, which
          // was two thirds of the project's time on this 2-core machine (155 s -> 69 s). Each file
          // makes its own stores and app; one that leaves state in a module resets it itself.
          maxWorkers: availableParallelism(),
          isolate: false,
          // One fast-check seed per run, printed once (FC_SEED, or the commit in CI): README "Tests".
          globalSetup: ['tests/setup/fast-check-seed.ts'],
          setupFiles: ['tests/setup/fast-check-global.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-postgres.ts', 'tests/setup/seed-cache.ts'],
          // One file per core: the suites run on PGlite in the worker's own thread (README "Tests"),
          // so Vitest's default of one worker fewer than the cores left one of two cores idle.
          maxWorkers: availableParallelism(),
          // A worker's files share its module cache: each file builds its own app and database
          // (tests/support/app.ts), and importing the API again for each of 78 files cost about
          // 240 s of the run's 680 s on this machine.
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
