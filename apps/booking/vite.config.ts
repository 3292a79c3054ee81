// The booking app, served by the API at '/'. Client credentials are baked in at build time.
// `vite build --ssr` (the second step of this app's build) makes the server build: the results
// page's and the pay page's first screens as a Node module for the API (src/server/entry.ts), in
// dist-server/, outside dist/ so it is never served.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appConfig, compileHints } from '../../vite.config.ts';

// The first screen's libraries in two long-lived chunks, so a release of our own code leaves them
// cached: React itself, and the rest of what the shell needs at start-up. Everything else (yup and
// final-form for guest details, DOMPurify for the hotel's header) stays with the lazy chunk that
// uses it. Names, not a /node_modules/ catch-all, for that reason.
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ENTRY = /[\\/]apps[\\/]booking[\\/](index\.html|src[\\/]main\.tsx)/;
const FRAMEWORK = /[\\/]node_modules[\\/](mobx|mobx-react-lite|react-router|cookie|set-cookie-parser|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/;

/**
 * The chunks whose code nearly all runs before the first screen, compiled whole by V8 while they
 * download (compileHints in ../../vite.config.ts). Not the lazy chunks: most of their functions
 * wait for a guest's action, and compiling them early would be work for nothing.
 */
const COMPILED_WHOLE = ['react', 'framework', 'app'];

const define = {
  'import.meta.env.VITE_NOREN_CLIENT_KEY': JSON.stringify(process.env.NOREN_BOOKING_CLIENT_KEY ?? 'demo-booking'),
  'import.meta.env.VITE_NOREN_CLIENT_SECRET': JSON.stringify(process.env.NOREN_BOOKING_CLIENT_SECRET ?? 'demo-booking-secret'),
  'import.meta.env.VITE_NOREN_APP_VERSION': JSON.stringify(`booking/${process.env.npm_package_version ?? '0.0.0'}`),
};

/**
 * The server build: one entry, with its packages inside it, so React is its production build (the
 * API does not set NODE_ENV) and the one instance mobx-react-lite and react-i18next see.
 */
const serverBuild = defineConfig({
  base: '/',
  plugins: [react()],
  define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  // widget.js and the demo page are the browser build's.
  publicDir: false,
  build: { outDir: 'dist-server', emptyOutDir: true, target: 'node20', sourcemap: false, minify: false },
});

const browserBuild = appConfig('/', {
  define,
  plugins: [compileHints(COMPILED_WHOLE)],
  build: {
    // scripts/bench/bundle.ts reads it to sum each route's JavaScript.
    manifest: true,
    // Browsers without <link rel="modulepreload"> (Safari before 17) still load every module, just
    // without the early hint; the polyfill would cost every guest half a kilobyte for that.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT, priority: 2 },
            { name: 'framework', test: FRAMEWORK, priority: 1 },
            // Everything else the entry imports statically, in one file: what lazy pages share with
            // the first screen would otherwise split into half a dozen sub-kilobyte chunks, each
            // paying its own gzip header and import glue.
            // The entry itself stays out: index.html must still name it.
            { name: 'app', tags: ['$initial'], test: (id: string) => !ENTRY.test(id), priority: 0 },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
