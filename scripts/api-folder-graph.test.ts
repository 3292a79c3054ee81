// No loop between the API's folders (DESIGN.md "Inside the API"); see api-folder-graph.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { crossFolderCycles, folderGraph, folderLoops, runtimeImports } from './api-folder-graph.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiSrc = join(root, 'apps/api/src');

let fixture: string | undefined;
function sources(files: Record<string, string>): string {
  fixture = mkdtempSync(join(tmpdir(), 'noren-folder-graph-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  }
  return fixture;
}
afterEach(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
  fixture = undefined;
});

describe('API folder graph', () => {
  it('has no loop between folders of apps/api/src', async () => {
    expect(folderLoops(folderGraph(apiSrc))).toEqual([]);
  }, 60_000); // parses every file of the API

  it('finds a loop between two modules and names the imports that make it', () => {
    const src = sources({
      'modules/a/service.ts': "import { b } from '../b/index.ts';\nexport const a = b;\n",
      'modules/b/index.ts': "export { b } from './service.ts';\n",
      'modules/b/service.ts': "import { a } from '../a/service.ts';\nexport const b = () => a;\n",
    });
    expect(folderLoops(folderGraph(src))).toEqual([
      [
        'modules/a',
        '  (modules/a/service.ts imports modules/b/index.ts)',
        'modules/b',
        '  (modules/b/service.ts imports modules/a/service.ts)',
        'modules/a',
      ],
    ]);
  });

  it('finds a loop through a plugin, and one through a dynamic import or re-export', () => {
    const src = sources({
      'plugins/auth.ts': "export { verify } from '../modules/accounts/index.ts';\n",
      'modules/accounts/index.ts': "export const verify = () => import('../../plugins/auth.ts');\n",
    });
    expect(folderLoops(folderGraph(src))).toHaveLength(1);
  });

  it('lets type-only imports point back, and skips the folders it is told to', () => {
    const src = sources({
      'modules/a/service.ts': "import { b } from '../b/index.ts';\nexport type A = number;\nexport const a = b;\n",
      'modules/b/index.ts': "import type { A } from '../a/service.ts';\nimport { type A as A2 } from '../a/service.ts';\nexport const b: A | A2 = 1;\n",
      'mail/render.ts': "import { b } from '../modules/b/index.ts';\nexport const r = b;\n",
      'modules/b/mail.ts': "import { r } from '../../mail/render.ts';\nexport const m = r;\n",
    });
    expect(folderLoops(folderGraph(src, new Set(['modules/b'])))).toEqual([]);
    expect(folderLoops(folderGraph(src))).toHaveLength(1);
  });

  it('reads run-time imports only', () => {
    const text = [
      "import a from './a.ts';",
      "import type { B } from './b.ts';",
      "import { type C } from './c.ts';",
      "import { type D, e } from './d.ts';",
      "export * from './f.ts';",
      "export type { G } from './g.ts';",
      "import 'fastify';",
      "const h = () => import('./h.ts');",
    ].join('\n');
    expect(runtimeImports('x.ts', text)).toEqual(['./a.ts', './d.ts', './f.ts', './h.ts']);
    expect(runtimeImports('x.ts', text, true)).toEqual(['./a.ts', './b.ts', './c.ts', './d.ts', './f.ts', './g.ts', './h.ts']);
  });
});

describe('API file circles across folders, types included', () => {
  it('has none in apps/api/src', () => {
    expect(crossFolderCycles(apiSrc)).toEqual([]);
  }, 60_000); // parses every file of the API

  // The circle of issue 27 item 17: Principal lived in fastify.d.ts, which names a module's type.
  const decorations = {
    'fastify.d.ts': "import type { Hooks } from './modules/r/index.ts';\nexport type Principal = { id: number };\nexport type D = Hooks;\n",
    'modules/r/index.ts': "export type { Hooks } from './hooks.ts';\n",
    'modules/r/hooks.ts': "import type { Member } from '../../plugins/principal.ts';\nexport type Hooks = { m: Member };\n",
  };

  it('finds a circle of type imports through fastify.d.ts and names its files', () => {
    const src = sources({
      ...decorations,
      'plugins/principal.ts': "import type { Principal } from '../fastify.d.ts';\nexport type Member = Principal;\n",
    });
    expect(crossFolderCycles(src)).toEqual([['fastify.d.ts', 'modules/r/index.ts', 'modules/r/hooks.ts', 'plugins/principal.ts', 'fastify.d.ts']]);
  });

  it('finds none once Principal has a file of its own below the modules, and lets one folder loop', () => {
    const src = sources({
      ...decorations,
      'plugins/principal-types.ts': 'export type Principal = { id: number };\n',
      'plugins/principal.ts': "import type { Principal } from './principal-types.ts';\nexport type Member = Principal;\n",
      'modules/r/a.ts': "import type { B } from './b.ts';\nexport type A = B[];\n",
      'modules/r/b.ts': "import type { A } from './a.ts';\nexport type B = { a: A };\n",
    });
    expect(crossFolderCycles(src)).toEqual([]);
  });
});
