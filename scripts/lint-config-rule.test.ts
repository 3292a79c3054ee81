// DESIGN.md: configuration is read once, in config.ts. These run ESLint with the repo's own config on
// snippets placed (virtually) in the API, as lint-rules.test.ts does for the import direction.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function envReads(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-properties' || m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

const READS: Array<[what: string, code: string]> = [
  ['process.env.X', 'export const x = process.env.SMTP_URL;\n'],
  ["process['env']", "export const x = process['env'];\n"],
  ['destructuring', 'const { env } = process;\nexport const x = env.PORT;\n'],
  ["import { env } from 'node:process'", "import { env } from 'node:process';\nexport const x = env.PORT;\n"],
  ["import { env } from 'process'", "import { env } from 'process';\nexport const x = env.PORT;\n"],
];

describe('the API reads process.env only through config.ts', () => {
  // The first lint loads the config and its plugins: seconds on a busy machine, so not in a test's time.
  beforeAll(() => envReads('apps/api/src/app.ts', 'export {};\n'), 60_000);

  it.each(READS)('refuses %s in a module', async (_what, code) => {
    expect(await envReads('apps/api/src/modules/reservations/routes.ts', code)).not.toEqual([]);
    expect(await envReads('apps/api/src/mail/transport.ts', code)).not.toEqual([]);
    expect(await envReads('apps/api/src/config.ts', code)).not.toEqual([]);
  }, 30_000);

  it('leaves tests and code outside the API alone', async () => {
    const code = READS[0]![1];
    expect(await envReads('apps/api/src/config.test.ts', code)).toEqual([]);
    expect(await envReads('tests/support/app.ts', code)).toEqual([]);
    expect(await envReads('scripts/dev.mjs', code)).toEqual([]);
  }, 30_000);
});
