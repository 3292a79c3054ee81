// The booking app's server build (apps/booking/src/server/entry.ts), made as `npm run build` makes
// it, for the tests of the first screens the API draws into pages' HTML. Once per test file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Builds it into a new temporary folder; returns the module's path. */
export function buildServerEntry(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'noren-server-build-'));
  execFileSync('npx', ['vite', 'build', '--ssr', 'src/server/entry.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: join(repoRoot, 'apps/booking'),
    stdio: ['ignore', 'ignore', 'inherit'],
    // As `npm run build` runs it: Vitest's NODE_ENV=test would make the JSX the development runtime's.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return join(outDir, 'entry.js');
}
