// The build's compile hint (vite.config.ts compileHints): the named chunks start with V8's magic
// comment on disk, their source maps follow the added line, and every other file is left as built.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../vite.config.ts';

type WriteBundle = (options: { dir?: string }, bundle: Record<string, unknown>) => Promise<void>;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function built(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'noren-hints-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const chunk = (name: string, fileName: string) => ({ type: 'chunk', name, fileName });

describe('compileHints', () => {
  it('puts the hint first in the named chunks only, and shifts their source maps by its line', async () => {
    const dir = built({
      'react-1.js': 'import"./x.js";var a=1;\n//# sourceMappingURL=react-1.js.map',
      'react-1.js.map': JSON.stringify({ version: 3, sources: ['a.js'], mappings: 'AAAA' }),
      'lazy-2.js': 'export const b=2;',
      'style.css': 'body{}',
    });
    const writeBundle = compileHints(['react']).writeBundle as unknown as WriteBundle;
    const bundle = { r: chunk('react', 'react-1.js'), l: chunk('lazy', 'lazy-2.js'), s: { type: 'asset', fileName: 'style.css' } };
    await writeBundle({ dir }, bundle);

    const react = readFileSync(join(dir, 'react-1.js'), 'utf8');
    expect(react.split('\n')[0]).toBe(COMPILE_HINT);
    expect(react.slice(COMPILE_HINT.length + 1)).toBe('import"./x.js";var a=1;\n//# sourceMappingURL=react-1.js.map');
    expect(JSON.parse(readFileSync(join(dir, 'react-1.js.map'), 'utf8')).mappings).toBe(';AAAA');
    expect(readFileSync(join(dir, 'lazy-2.js'), 'utf8')).toBe('export const b=2;');
    expect(readFileSync(join(dir, 'style.css'), 'utf8')).toBe('body{}');

    // A second write of the same build (vite build --watch) does not add it twice.
    await writeBundle({ dir }, bundle);
    expect(readFileSync(join(dir, 'react-1.js'), 'utf8')).toBe(react);
    expect(JSON.parse(readFileSync(join(dir, 'react-1.js.map'), 'utf8')).mappings).toBe(';AAAA');
  });
});
