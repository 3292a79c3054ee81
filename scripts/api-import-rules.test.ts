// The import rules inside the API (DESIGN.md "Inside the API"), run with the repo's own ESLint
// config: module-boundary, floors-no-modules, mail-templates-above and no-decorations-import
// (scripts/eslint/api-boundaries.js) on snippets
// placed (virtually) in each folder, and import-x/no-cycle on files written to a scratch copy of
// the API's layout (a cycle needs both files on disk).
import { ESLint } from 'eslint';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeImports } from './api-folder-graph.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function apiRuleMessages(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { x } from '${specifier}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.filter((m) => m.ruleId?.startsWith('noren-api/')).map((m) => m.message);
}

type Case = [file: string, specifier: string];

const forbidden: Case[] = [
  // Another module's internals, from a module, at any depth, and from the folders beside modules/.
  ['apps/api/src/modules/search/schema.ts', '../hotels/schema.ts'],
  ['apps/api/src/modules/search/deep/er/x.ts', '../../../hotels/service.ts'],
  ['apps/api/src/modules/members/service.ts', '../../modules/accounts/sessions.ts'],
  ['apps/api/src/modules/members/service.ts', '../accounts/nested/index.ts'],
  ['apps/api/src/app.ts', './modules/hotels/routes.ts'],
  ['apps/api/src/mail-templates/renderer.ts', '../modules/hotels/repository.ts'],
  ['apps/api/src/payments/registry.ts', '../modules/sandbox-gateway/service.ts'],
  ['apps/api/src/jobs/purge-unlinked-uploads.ts', '../modules/file-attachments/storage.ts'],
  ['apps/api/src/seed/accounts.ts', '../modules/accounts/password.ts'],
  // A unit test beside one module may not reach into another.
  ['apps/api/src/modules/search/query.test.ts', '../hotels/translate.ts'],
  // plugins/ imports no module at all, not even its index.
  ['apps/api/src/plugins/principal.ts', '../modules/accounts/index.ts'],
  ['apps/api/src/plugins/principal.ts', '../modules/accounts/sessions.ts'],
  ['apps/api/src/plugins/sub/x.ts', '../../modules/client-sessions/index.ts'],
  // Nor does any other folder below the modules, and a type import counts as much as any.
  ['apps/api/src/live/event-hub.ts', '../modules/kiosk/index.ts'],
  ['apps/api/src/cache/response-cache.ts', '../modules/search/index.ts'],
  ['apps/api/src/storage/local-folder.ts', '../modules/file-attachments/index.ts'],
  ['apps/api/src/db/client.ts', '../modules/settings/index.ts'],
  // The mail outbox is a floor too (issue 29 §8): any module queues in it, so it reads none.
  ['apps/api/src/mail/outbox.ts', '../modules/reservations/index.ts'],
  ['apps/api/src/mail/hooks.ts', '../modules/hotels/index.ts'],
  // The mail renderer is above the modules: neither a module nor a floor below imports it.
  ['apps/api/src/modules/staff-console/service.ts', '../../mail-templates/renderer.ts'],
  ['apps/api/src/modules/reservations/mail-queue.ts', '../../mail-templates/templates.ts'],
  ['apps/api/src/modules/kiosk/deep/x.ts', '../../../mail-templates/index.ts'],
  ['apps/api/src/mail/outbox.ts', '../mail-templates/renderer.ts'],
  ['apps/api/src/plugins/clock.ts', '../mail-templates/templates.ts'],
  // Nothing imports fastify.d.ts: it names module types (ReservationHooks), so an import of it
  // closed a circle of type imports through 45 files (issue 27 item 17).
  ['apps/api/src/plugins/principal.ts', '../fastify.d.ts'],
  ['apps/api/src/modules/members/service.ts', '../../fastify.d.ts'],
  ['apps/api/src/seed/demo-bookings/book.ts', '../../fastify.d.ts'],
  ['apps/api/src/app.ts', './fastify.d'],
];

/** A type-only import: floors-no-modules and no-decorations-import count these as much as any. */
async function typeImportMessages(filePath: string, specifier: string): Promise<string[]> {
  const code = `import type { X } from '${specifier}';\nexport type Y = X;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.filter((m) => m.ruleId?.startsWith('noren-api/')).map((m) => m.message);
}

const allowed: Case[] = [
  ['apps/api/src/modules/search/service.ts', '../hotels/index.ts'],
  ['apps/api/src/modules/search/service.ts', './context.ts'],
  ['apps/api/src/modules/search/deep/x.ts', '../context.ts'],
  ['apps/api/src/modules/search/query.test.ts', './query.ts'],
  ['apps/api/src/app.ts', './modules/hotels/index.ts'],
  ['apps/api/src/mail-templates/renderer.ts', '../modules/hotels/index.ts'],
  ['apps/api/src/mail-templates/renderer.ts', '../mail/rendered.ts'],
  ['apps/api/src/modules/members/sign-up.ts', '../../mail/outbox.ts'],
  ['apps/api/src/modules/reservations/mail-queue.ts', '../../mail/outbox.ts'],
  ['apps/api/src/app.ts', './mail-templates/renderer.ts'],
  ['apps/api/src/mail/outbox.ts', './rendered.ts'],
  ['apps/api/src/modules/members/routes.ts', '../../plugins/principal.ts'],
  ['apps/api/src/plugins/principal.ts', './principal-types.ts'],
  ['apps/api/src/modules/members/service.ts', '../../plugins/principal-types.ts'],
  ['apps/api/src/fastify.d.ts', './modules/reservations/index.ts'],
  ['apps/api/src/plugins/principal.ts', './errors.ts'],
  // tests/ is not checked (see eslint.config.js).
  ['tests/accounts/members.test.ts', '../../apps/api/src/modules/accounts/rate-limit.ts'],
];

// Loading the config (typescript-eslint, import-x) takes seconds on a busy machine: once, up front.
const LOAD_MS = 60_000;

describe('API import rules', () => {
  beforeAll(() => eslint.calculateConfigForFile(`${root}apps/api/src/app.ts`), LOAD_MS);

  // A real target is walked by import-x/no-cycle on first sight (much of the API): hence LOAD_MS.
  it.each(forbidden)('%s may not import %s', async (file, specifier) => {
    expect(await apiRuleMessages(file, specifier)).not.toEqual([]);
  }, LOAD_MS);

  it.each(allowed)('%s may import %s', async (file, specifier) => {
    expect(await apiRuleMessages(file, specifier)).toEqual([]);
  }, LOAD_MS);

  it.each<Case>([
    ['apps/api/src/plugins/principal.ts', '../fastify.d.ts'],
    ['apps/api/src/modules/audit/record.ts', '../../fastify.d.ts'],
    ['apps/api/src/live/events.ts', '../modules/reservations/index.ts'],
    ['apps/api/src/mail/outbox.ts', '../modules/reservations/index.ts'],
    ['apps/api/src/modules/staff-console/service.ts', '../../mail-templates/unsubscribe.ts'],
  ])('%s may not import %s even as a type', async (file, specifier) => {
    expect(await typeImportMessages(file, specifier)).not.toEqual([]);
  }, LOAD_MS);
});

describe('API import cycles', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'noren-no-cycle-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  async function cycleMessages(files: Record<string, string>): Promise<string[]> {
    // Each case is its own lint root, laid out like the repo, linted with the repo's config.
    const dir = mkdtempSync(join(scratch, 'case-'));
    const scratchLint = new ESLint({ cwd: dir, overrideConfigFile: join(root, 'eslint.config.js') });
    const paths = Object.entries(files).map(([path, text]) => {
      const full = join(dir, 'apps/api/src', path);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
      return full;
    });
    const results = await scratchLint.lintFiles(paths);
    return results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message));
  }

  it('fails on a run-time import cycle between files', async () => {
    const messages = await cycleMessages({
      'modules/hotels/a.ts': "import { b } from './b.ts';\nexport const a = (): number => b();\n",
      'modules/hotels/b.ts': "import { a } from './a.ts';\nexport const b = (): number => a();\n",
    });
    expect(messages).not.toEqual([]);
  }, LOAD_MS);

  it('lets a cycle through type-only imports stay', async () => {
    const messages = await cycleMessages({
      'modules/hotels/a.ts': "import { b } from './b.ts';\nexport interface A { n: number }\nexport const a = (): number => b().n;\n",
      'modules/hotels/b.ts': "import type { A } from './a.ts';\nexport const b = (): A => ({ n: 1 });\n",
    });
    expect(messages).toEqual([]);
  }, LOAD_MS);
});

describe('Mail in its place (issue 29 §8), in the real tree', () => {
  const apiSrc = join(root, 'apps/api/src');
  const sourcesUnder = (folder: string): string[] =>
    readdirSync(join(apiSrc, folder), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.ts$/.test(e.name))
      .map((e) => relative(apiSrc, join(e.parentPath, e.name)).split('\\').join('/'));
  /** Every import of `file` (types included) that lands under one of `targets`, as "file -> target". */
  const importsInto = (file: string, targets: string[]): string[] =>
    runtimeImports(file, readFileSync(join(apiSrc, file), 'utf8'), true)
      .map((specifier) => relative(apiSrc, resolve(dirname(join(apiSrc, file)), specifier)).split('\\').join('/'))
      .filter((target) => targets.some((t) => target.startsWith(`${t}/`)))
      .map((target) => `${file} -> ${target}`);

  it('has an outbox (mail/) that imports no module and not the renderer', () => {
    const files = sourcesUnder('mail');
    expect(files).toContain('mail/outbox.ts');
    expect(files.flatMap((f) => importsInto(f, ['modules', 'mail-templates']))).toEqual([]);
  });

  it('has a renderer (mail-templates/) that reads the modules and that no module imports', () => {
    expect(sourcesUnder('mail-templates').flatMap((f) => importsInto(f, ['modules']))).not.toEqual([]);
    expect(sourcesUnder('modules').flatMap((f) => importsInto(f, ['mail-templates']))).toEqual([]);
  });
});
