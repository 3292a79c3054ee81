// The import direction of DESIGN.md is only as good as the lint rules that enforce it; these run
// ESLint with the repo's own config on snippets placed (virtually) in each folder.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Each case runs ESLint with the whole config: about 0.3 s alone, several seconds on a loaded 2-core
// machine (both Vitest workers busy), so the default 5 s bound failed runs that were right.
vi.setConfig({ testTimeout: 60_000 });
afterAll(() => vi.resetConfig());

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restrictedImports(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { x } from '${specifier}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

type Case = [file: string, specifier: string];

const forbidden: Case[] = [
  ['core/src/contract/shapes.ts', '@noren/core/stores'],
  ['core/src/contract/shapes.ts', 'react'],
  ['core/src/domain/money/money.ts', '@noren/core/ui'],
  ['core/src/domain/money/money.ts', '@noren/core/stores'],
  ['core/src/domain/money/money.ts', '@noren/core/api'],
  ['core/src/domain/money/money.ts', '../../ui/Button.tsx'],
  ['core/src/domain/index.ts', '../stores/index.ts'],
  ['core/src/domain/a/b/c.ts', '../../../api/createApiClient.ts'],
  ['core/src/domain/a/b/c.ts', '../../../../../apps/booking/src/main.tsx'],
  ['core/src/domain/money/money.ts', 'react'],
  ['core/src/domain/money/money.ts', 'react-dom/client'],
  ['core/src/domain/money/money.ts', 'mobx'],
  ['core/src/domain/money/money.ts', 'axios'],
  ['core/src/domain/money/money.ts', 'dompurify'],
  ['core/src/domain/money/money.ts', 'node:fs'],
  ['core/src/api/createApiClient.ts', '@noren/core/stores'],
  ['core/src/api/createApiClient.ts', '../ui/index.ts'],
  ['core/src/api/createApiClient.ts', 'mobx'],
  ['core/src/api/createApiClient.ts', 'react'],
  ['core/src/stores/SearchStore.ts', '@noren/core/ui'],
  ['core/src/stores/sub/SearchStore.ts', '../../ui/hooks/useStores.ts'],
  ['core/src/stores/SearchStore.ts', 'react'],
  ['core/src/stores/SearchStore.ts', 'mobx-react-lite'],
  ['core/src/ui/App.tsx', '../../../apps/booking/src/main.tsx'],
  ['core/src/ui/App.tsx', '@noren/booking'],
  ['apps/api/src/app.ts', '@noren/core/ui'],
  ['apps/api/src/app.ts', '@noren/core/stores'],
  ['apps/api/src/modules/settings/routes.ts', '@noren/core/api'],
  ['apps/api/src/modules/settings/routes.ts', '../../../../../core/src/ui/index.ts'],
  ['apps/api/src/app.ts', 'react'],
  ['apps/api/src/app.ts', '../../booking/src/main.tsx'],
  ['apps/booking/src/main.tsx', '../../api/src/app.ts'],
  ['apps/booking/src/pages/Home.tsx', '../../../admin/src/App.tsx'],
  ['apps/booking/src/main.tsx', '@noren/api'],
  ['apps/admin/src/main.tsx', '../../kiosk/src/App.tsx'],
  ['apps/kiosk/src/main.tsx', '../../../apps/booking/src/App.tsx'],
];

const allowed: Case[] = [
  ['core/src/contract/shapes.ts', '../domain/reservations/guest.ts'],
  ['core/src/domain/money/money.ts', '../errors/index.ts'],
  ['core/src/domain/money/money.ts', 'yup'],
  ['core/src/domain/money/money.test.ts', 'node:fs'],
  // A folder of one's own that shares a layer's name is not that layer.
  ['core/src/domain/contract/settings.ts', './ui/labels.ts'],
  ['core/src/domain/a/b.ts', './react/x.ts'],
  ['core/src/api/createApiClient.ts', '@noren/core/domain'],
  ['core/src/api/createApiClient.ts', 'axios'],
  ['core/src/stores/SearchStore.ts', '@noren/core/api'],
  ['core/src/stores/SearchStore.ts', 'mobx'],
  ['core/src/ui/App.tsx', '@noren/core/stores'],
  ['core/src/ui/App.tsx', 'react'],
  ['apps/api/src/app.ts', '@noren/core/domain'],
  ['apps/api/src/app.ts', 'fastify'],
  ['apps/api/src/app.ts', 'node:fs'],
  ['apps/api/src/modules/settings/routes.ts', '../../../../../core/src/domain/index.ts'],
  ['apps/booking/src/main.tsx', '@noren/core/ui'],
  ['apps/booking/src/main.tsx', '@noren/core/api'],
  ['apps/booking/src/pages/Home.tsx', '../api/hooks.ts'],
  ['apps/admin/src/main.tsx', 'react-dom/client'],
  ['tests/api/settings.test.ts', '../../apps/api/src/app.ts'],
];

/** The wire shapes are TypeBox values: browser-side code may read their types, never the values. */
const contractValueImports: Case[] = [
  ['apps/booking/src/main.tsx', '@noren/core/contract'],
  ['apps/admin/src/pages/a/Page.tsx', '@noren/core/contract'],
  ['apps/kiosk/src/main.tsx', '../../../core/src/contract/index.ts'],
  ['core/src/stores/SearchStore.ts', '../contract/shapes.ts'],
  ['core/src/api/sub/client.ts', '../../contract/index.ts'],
  ['core/src/ui/App.tsx', '@noren/core/contract'],
  ['core/src/domain/contract/settings.ts', '../../contract/settings.ts'],
  ['core/src/domain/index.ts', '@noren/core/contract'],
];

const typeOnly = async (filePath: string, specifier: string) => {
  const code = `import type { X } from '${specifier}';\nexport type Y = X;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.filter((m) => m.ruleId?.endsWith('no-restricted-imports')).map((m) => m.message);
};

describe('wire shapes reach the browser as types only', () => {
  it.each(contractValueImports)('%s may not import values from %s', async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([expect.stringContaining('import type')]);
  });

  it.each(contractValueImports)('%s may import types from %s', async (file, specifier) => {
    expect(await typeOnly(file, specifier)).toEqual([]);
  });

  it.each<Case>([
    ['apps/api/src/modules/health/routes.ts', '@noren/core/contract'],
    ['core/src/domain/index.ts', './contract/settings.ts'],
    ['core/src/domain/a/b.ts', '../contract/settings.ts'],
    ['core/src/domain/money/money.test.ts', '../../contract/index.ts'],
  ])('%s may import values from %s', async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([]);
  });
});

describe('import direction lint rules', () => {
  it.each(forbidden)('%s may not import %s', async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).not.toEqual([]);
  });

  it.each(allowed)('%s may import %s', async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([]);
  });
});
