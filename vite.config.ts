// Shared Vite and Vitest settings. Each app's vite.config.ts calls appConfig(); Vitest reads the
// default export, whose projects split fast unit tests from the database-backed integration suite.
import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import { defineConfig as defineTestConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The build settings every app shares; `base` is where the API serves it ('/', '/admin/', '/kiosk/'). */
export function appConfig(base: string, overrides: UserConfig = {}): UserConfig {
  return mergeConfig(
    defineConfig({
      base,
      plugins: [react()],
      envDir: root,
      server: {
        fs: { allow: [root] },
        proxy: { '/api': `http://127.0.0.1:${process.env.NOREN_API_PORT ?? 8080}` },
      },
      build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
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
          include: ['core/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}', 'locales/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-postgres.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
