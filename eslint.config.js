// Lint settings, and the import direction of DESIGN.md as rules:
//   apps → core/ui → core/stores → core/api → core/domain; the API imports only core/domain.
// Each layer lists what it may not import, both by package name ('@noren/core/ui') and by relative
// path ('../../ui/x'). Relative bans are generated per folder depth, so a pattern is the exact path
// from that depth to the forbidden folder and never catches a same-named folder of one's own.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import apiBoundaries from './scripts/eslint/api-boundaries.js';

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
    folder: 'core/src/contract',
    dirs: ['core/src/api', 'core/src/stores', 'core/src/ui', 'apps'],
    packages: [...core('api'), ...core('stores'), ...core('ui'), ...APP_PACKAGES, ...REACT, ...MOBX, ...HTTP_CLIENT, ...DOM_ONLY],
    why: 'core/contract holds the wire shapes beside core/domain: no core/api, stores, ui, apps, React, MobX, axios or DOM packages.',
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

const API_ENV_MESSAGE = 'Read settings from the typed config (app.config, or an option), never process.env: config.ts checks every variable once at start-up.';

/**
 * The wire shapes (core/src/contract) are TypeBox values: the API validates with them, and every
 * browser-side layer reads only their types, so the validator never reaches a bundle (the guest's
 * first screen has no room for it). Relative spellings too, from any depth of core/src.
 */
const CONTRACT_TYPE_ONLY = {
  folders: ['apps/booking', 'apps/admin', 'apps/kiosk', 'core/src/stores', 'core/src/api', 'core/src/ui', 'core/src/domain'],
  message: 'Wire shapes reach the browser as types only: write `import type` (TypeBox stays in the API).',
};

/** Inside the reservation module: side effects go through its hooks (hooks.ts), which app.ts wires. */
const RESERVATION_HOOKS_ONLY = {
  regex: '(^|/)(file-attachments|marketing-emails)/',
  message: 'The reservation module reaches uploads and marketing only through its hooks (hooks.ts), which app.ts wires.',
};
/** Integration tests reach the reservation module only through its index.ts (or HTTP). */
const RESERVATIONS_INTERNALS = '(^|/)modules/reservations/(?!index\\.ts$)';
const RESERVATIONS_INDEX_ONLY = 'The reservation module is reached only through modules/reservations/index.ts: add an operation there rather than importing its internals.';

const NODE_BUILTINS = `^(?:node:.*|(?:${builtinModules.filter((m) => !m.startsWith('_')).map(escapeRegex).join('|')})(?:/.*)?)$`;

/**
 * `import type` only from the contract, per folder depth like the layer rules. The
 * @typescript-eslint variant of the rule knows type imports; its own rule name keeps these options
 * apart from the layer rules' no-restricted-imports. core/domain's blocks also carry its ban on
 * Node built-ins (it runs in browsers too; its tests may use them), since a later block with the
 * same rule would replace the earlier one's options.
 */
function contractBlocks(folder) {
  const isDomain = folder === 'core/src/domain';
  return Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => {
    const spellings = relativeSpellings(folder, depth, 'core/src/contract').flatMap((p) => [p, `${p}/**`]);
    const message = CONTRACT_TYPE_ONLY.message;
    return {
      name: `noren/contract-type-only/${folder}/depth-${depth}`,
      files: [`${folder}/${'*/'.repeat(depth)}*.${SOURCE}`],
      ...(isDomain && { ignores: ['**/*.test.*'] }),
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            paths: [{ name: '@noren/core/contract', allowTypeImports: true, message }],
            patterns: [
              { group: spellings, allowTypeImports: true, message },
              ...(isDomain ? [{ regex: NODE_BUILTINS, message: 'core/domain runs in browsers too: no Node built-ins.' }] : []),
            ],
          },
        ],
      },
    };
  });
}

export default defineConfig([
  globalIgnores([
    '**/dist/**',
    // The booking app's server build (apps/booking/vite.config.ts).
    '**/dist-server/**',
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
  {
    // Integration tests build the app and call inject; when they drive the reservation module
    // directly they go through its index.ts, like any other folder of the API.
    name: 'noren/reservation-module-from-tests',
    files: [`tests/**/*.${SOURCE}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: RESERVATIONS_INTERNALS, message: RESERVATIONS_INDEX_ONLY }] }],
    },
  },
  {
    // Inside the API (DESIGN.md): a module is reached only through its index.ts; plugins/ and the
    // other folders below the modules (mail/ among them) never import modules/, types included;
    // neither they nor a module imports mail-templates/, the renderer above; and nothing imports
    // fastify.d.ts (it names module types, so an import of it would loop through the modules).
    // Unit tests beside a module are in that module, so they may import its internals. tests/ is
    // not checked: its integration tests build the app and call inject,
    // and the few that drive one unit directly (a token, a rate limiter) import it by path.
    name: 'noren/api-import-rules',
    files: [`apps/api/src/**/*.${SOURCE}`],
    plugins: { 'noren-api': apiBoundaries },
    rules: {
      'noren-api/module-boundary': 'error',
      'noren-api/floors-no-modules': 'error',
      'noren-api/mail-templates-above': 'error',
      'noren-api/no-decorations-import': 'error',
    },
  },
  {
    // No run-time import cycle between files of the API. Type-only imports (`import type`, or
    // every specifier `type`) are erased at build time and may loop. Folder loops are checked by
    // scripts/api-folder-graph.test.ts.
    name: 'noren/api-no-cycle',
    files: [`apps/api/src/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // DESIGN.md: configuration is read once, in config.ts, and handed to modules typed. main.ts
    // passes process.env to loadConfig on its one line (with a disable comment); tests may build
    // any environment they like.
    name: 'noren/api-config-read-once',
    files: [`apps/api/src/**/*.${SOURCE}`],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: API_ENV_MESSAGE }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: ['process', 'node:process'].map((name) => ({ name, importNames: ['env'], message: API_ENV_MESSAGE })) },
      ],
    },
  },
  {
    // DESIGN.md "side effects go through hooks": inside the reservation module, nothing of uploads
    // or marketing (each imports the reservation module; mail's outbox is below the modules, and its
    // renderer above them is kept out by noren-api/mail-templates-above). The same rule as the block above (a later block replaces a rule's
    // options), so this one repeats the process.env paths.
    name: 'noren/reservation-module-hooks',
    files: [`apps/api/src/modules/reservations/**/*.${SOURCE}`],
    ignores: ['**/*.test.*'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['process', 'node:process'].map((name) => ({ name, importNames: ['env'], message: API_ENV_MESSAGE })),
          patterns: [RESERVATION_HOOKS_ONLY],
        },
      ],
    },
  },
  ...CONTRACT_TYPE_ONLY.folders.flatMap(contractBlocks),
]);
