// Lint settings, and the import direction of DESIGN.md as rules:
//   apps → core/ui → core/stores → core/api → core/domain; the API imports only core/domain.
// Each layer lists what it may not import, both by package name ('@noren/core/ui') and by relative
// path ('../../ui/x'). Relative bans are generated per folder depth, so a pattern is the exact path
// from that depth to the forbidden folder and never catches a same-named folder of one's own.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE = '{ts,tsx,js,jsx,mjs,cjs}';
/** Deepest folder nesting inside a layer that the relative-path bans cover. */
const MAX_DEPTH = 12;

const REACT = ['react', 'react-dom', 'react-i18next', 'react-router', 'react-final-form', 'mobx-react-lite'];
const MOBX = ['mobx', 'mobx-react-lite'];
const HTTP_CLIENT = ['axios', 'axios-retry'];
const DOM_ONLY = ['dompurify', 'jsdom'];
const APP_PACKAGES = ['@noren/booking', '@noren/admin', '@noren/kiosk', '@noren/api'];
const core = (part) => [`@noren/core/${part}`];

/**
 * Each layer: its folder, the folders it may not reach by relative path, and the package
 * names it may not import. `why` becomes the lint message.
 */
const LAYERS = [
  {
    folder: 'core/src/domain',
    dirs: ['core/src/api', 'core/src/stores', 'core/src/ui', 'apps'],
    packages: [...core('api'), ...core('stores'), ...core('ui'), ...APP_PACKAGES, ...REACT, ...MOBX, ...HTTP_CLIENT, ...DOM_ONLY],
    why: 'core/domain is pure TypeScript shared by the API and the apps: no core/api, stores, ui, apps, React, MobX, axios or DOM packages.',
  },
  {
    folder: 'core/src/api',
    dirs: ['core/src/stores', 'core/src/ui', 'apps'],
    packages: [...core('stores'), ...core('ui'), ...APP_PACKAGES, ...REACT, ...MOBX],
    why: 'core/api sits below the stores: it may import core/domain, never core/stores, core/ui, apps, React or MobX.',
  },
  {
    folder: 'core/src/stores',
    dirs: ['core/src/ui', 'apps'],
    packages: [...core('ui'), ...APP_PACKAGES, ...REACT],
    why: 'core/stores must stay testable without React: no core/ui, apps or React imports.',
  },
  {
    folder: 'core/src/ui',
    dirs: ['apps'],
    packages: [...APP_PACKAGES],
    why: 'core/ui is shared by every app and may not import from an app.',
  },
  {
    folder: 'apps/api',
    dirs: ['core/src/api', 'core/src/stores', 'core/src/ui', 'apps/booking', 'apps/admin', 'apps/kiosk'],
    packages: [...core('api'), ...core('stores'), ...core('ui'), '@noren/booking', '@noren/admin', '@noren/kiosk', ...REACT, ...MOBX],
    why: 'The API imports only @noren/core/domain of core, and nothing of the front ends or React.',
  },
  ...['booking', 'admin', 'kiosk'].map((app) => {
    const others = ['api', 'booking', 'admin', 'kiosk'].filter((a) => a !== app);
    return {
      folder: `apps/${app}`,
      dirs: others.map((a) => `apps/${a}`),
      packages: others.map((a) => `@noren/${a}`),
      why: `apps/${app} may not import the API or another app; share code through core.`,
    };
  }),
];

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches the named packages and their sub-paths, and nothing else: a bare glob such as 'react'
 * would, gitignore-style, also catch a local './react/x'.
 */
const packageRegex = (names) => `^(?:${[...new Set(names)].map(escapeRegex).join('|')})(?:/.*)?$`;

const segments = (path) => (path === '' ? [] : path.split('/'));

/** Every relative spelling of `target` from a file `depth` folders below `folder`. */
function relativeSpellings(folder, depth, target) {
  const from = segments(folder);
  const to = segments(target);
  let common = 0;
  while (common < from.length && common < to.length && from[common] === to[common]) common++;
  const spellings = [];
  // Through the nearest common ancestor, and through each ancestor above it up to the repo root.
  for (let ancestor = common; ancestor >= 0; ancestor--) {
    const ups = depth + from.length - ancestor;
    spellings.push('../'.repeat(ups) + to.slice(ancestor).join('/'));
  }
  return spellings;
}

function layerBlocks({ folder, dirs, packages, why }) {
  return Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => {
    const relative = dirs.flatMap((dir) => relativeSpellings(folder, depth, dir)).flatMap((p) => [p, `${p}/**`]);
    return {
      name: `noren/import-direction/${folder}/depth-${depth}`,
      files: [`${folder}/${'*/'.repeat(depth)}*.${SOURCE}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ regex: packageRegex(packages), message: why }, { group: relative, message: why }] },
        ],
      },
    };
  });
}

/** Any file of modules/reservations but its index.ts, by any relative path (and from a sibling module). */
const RESERVATIONS_INTERNALS = '(^|/)modules/reservations/(?!index\\.ts$)';
const RESERVATIONS_INTERNALS_FROM_MODULES = `${RESERVATIONS_INTERNALS}|^\\.\\./reservations/(?!index\\.ts$)`;
const RESERVATIONS_INDEX_ONLY = 'The reservation module is reached only through modules/reservations/index.ts: add an operation there rather than importing its internals.';

const NODE_BUILTINS = `^(?:node:.*|(?:${builtinModules.filter((m) => !m.startsWith('_')).map(escapeRegex).join('|')})(?:/.*)?)$`;

export default defineConfig([
  globalIgnores([
    '**/dist/**',
    '**/node_modules/**',
    'data/**',
    'bench/results/**',
    'apps/api/drizzle/**',
    'test-results/**',
    'playwright-report/**',
    '.tmp/**',
  ]),
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    name: 'noren/base',
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['warn', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    name: 'noren/browser',
    files: [`core/src/**/*.${SOURCE}`, `apps/{booking,admin,kiosk}/**/*.${SOURCE}`],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The classic hook rules only: the React Compiler rules of `recommended` assume immutable
    // props and state, which MobX observables deliberately are not.
    name: 'noren/react-hooks',
    files: [`core/src/ui/**/*.${SOURCE}`, `apps/{booking,admin,kiosk}/**/*.${SOURCE}`],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...LAYERS.flatMap(layerBlocks),
  // DESIGN "A module is reached only through its index.ts" and "side effects go through hooks",
  // for the reservation module: elsewhere in the API (and in tests) only its index.ts is imported;
  // inside it, nothing of mail, uploads or marketing (app.ts wires them as hooks). A second rule
  // name keeps these options from replacing the layer's no-restricted-imports.
  {
    name: 'noren/reservation-module-from-modules',
    files: [`apps/api/src/modules/**/*.${SOURCE}`],
    ignores: ['apps/api/src/modules/reservations/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: RESERVATIONS_INTERNALS_FROM_MODULES, message: RESERVATIONS_INDEX_ONLY }] }],
    },
  },
  {
    name: 'noren/reservation-module-from-elsewhere',
    files: [`apps/api/src/*.${SOURCE}`, `apps/api/src/!(modules)/**/*.${SOURCE}`, `tests/**/*.${SOURCE}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: RESERVATIONS_INTERNALS, message: RESERVATIONS_INDEX_ONLY }] }],
    },
  },
  {
    name: 'noren/reservation-module-hooks',
    files: [`apps/api/src/modules/reservations/**/*.${SOURCE}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(mail|file-attachments|marketing-emails)/', message: 'The reservation module reaches mail, uploads and marketing only through its hooks (hooks.ts), which app.ts wires.' }] },
      ],
    },
  },
  {
    // core/domain also runs in the browser, so Node's built-ins are out (its tests may use them).
    // A second rule name keeps these options from replacing the layer's no-restricted-imports.
    name: 'noren/domain-runs-in-browsers',
    files: [`core/src/domain/**/*.${SOURCE}`],
    ignores: ['**/*.test.*'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: NODE_BUILTINS, message: 'core/domain runs in browsers too: no Node built-ins.' }] },
      ],
    },
  },
]);
