// The local-folder adapter: the ObjectStore contract, and what only a folder can show: where
// files land, that nothing half-written is ever at a key's path, and that no key reaches outside.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFolderStore } from './local-folder.ts';
import { BAD_KEYS, objectStoreContract } from './object-store.contract.ts';

const parent = mkdtempSync(join(tmpdir(), 'noren-store-test-'));
let made = 0;
const freshDir = () => join(parent, `store-${++made}`);
afterAll(() => rm(parent, { recursive: true, force: true }));

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
