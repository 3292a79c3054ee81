// The local-folder adapter: the ObjectStore contract, and what only a folder can show: where
// files land, that nothing half-written is ever at a key's path, and that no key reaches outside.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFolderStore } from './local-folder.ts';
import { BAD_KEYS, objectStoreContract } from './object-store.contract.ts';

const parent = mkdtempSync(join(tmpdir(), 'noren-store-test-'));
let made = 0;
const freshDir = () => join(parent, `store-${++made}`);
afterAll(() => rm(parent, { recursive: true, force: true }));
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();

objectStoreContract('local folder', async () => new LocalFolderStore(freshDir()));

describe('LocalFolderStore', () => {
  it('keeps each key at <dir>/<key>, creating folders as needed', async () => {
    const dir = freshDir();
    const store = new LocalFolderStore(dir);
    await store.put('sha256/ab/cd/abcd', Buffer.from('image bytes'), { contentType: 'image/png' });
    expect(readFileSync(join(dir, 'sha256/ab/cd/abcd'), 'utf8')).toBe('image bytes');
  });

  it('shows nothing at the key while a stream is still being written, and leaves no temporary file after a failure', async () => {
    const dir = freshDir();
    const store = new LocalFolderStore(dir);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const body = new Readable({ read() {} });
    body.push('first half ');
    const writing = store.put('slow', body, { contentType: 'text/plain' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(existsSync(join(dir, 'slow'))).toBe(false);
    expect(await store.head('slow')).toBeNull();
    void gate.then(() => body.destroy(new Error('cut off')));
    release();
    await expect(writing).rejects.toThrow('cut off');
    expect(existsSync(join(dir, 'slow'))).toBe(false);
    expect(readdirSync(join(dir, '.partial'))).toEqual([]);
    // Not even its content type: a refused upload once left one each (issue #27 item 11).
    expect(filesIn(dir)).toEqual([]);
  });

  it('removes what a process that died mid-put left, once older than the bound, and nothing else', async () => {
    const dir = freshDir();
    const store = new LocalFolderStore(dir);
    await store.put('kept/one', Buffer.from('whole'), { contentType: 'image/png' });
    const left = ['.partial/old', '.partial/young', '.types/gone/old', '.types/gone/young'];
    for (const path of left) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), 'x');
    }
    const bound = new Date('2026-01-01T00:00:00Z');
    const at = (path: string, ms: number) => utimesSync(join(dir, path), new Date(ms), new Date(ms));
    for (const path of left) at(path, bound.getTime() + (path.endsWith('old') ? -1 : 1000));
    at('kept/one', 0);
    at('.types/kept/one', 0);
    expect(await store.removeIncomplete(bound)).toBe(2);
    expect(filesIn(dir)).toEqual(['.partial/young', '.types/gone/young', '.types/kept/one', 'kept/one']);
    expect(await store.head('kept/one')).toEqual({ key: 'kept/one', size: 5, contentType: 'image/png' });
  });

  it('writes nothing outside its folder for any refused key', async () => {
    const dir = freshDir();
    const store = new LocalFolderStore(dir);
    const escapes = ['../outside', 'a/../../outside', join(parent, 'outside-absolute'), 'a\0/../../outside-nul', ...BAD_KEYS];
    for (const key of escapes) await expect(store.put(key, Buffer.from('escaped'), { contentType: 'text/plain' }), key).rejects.toThrow();
    expect(readdirSync(parent).filter((name) => !name.startsWith('store-'))).toEqual([]);
    expect(existsSync('/tmp/noren-object-store-escape')).toBe(false);
  });
});
