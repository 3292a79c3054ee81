// What every ObjectStore adapter must do, as a suite each adapter's test runs against a fresh
// store (local-folder.test.ts, and s3-bucket.test.ts against a local S3 server).
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { InvalidKeyError, type ObjectStore } from './object-store.ts';

export const BAD_KEYS = [
  '', '../x', 'a/../../x', '..', '.', 'a/./b', '/tmp/noren-object-store-escape', '/abs', 'a//b', 'a/', 'x\0y', 'a\\..\\b', '.hidden', 'a/.b', 'C:x', 'a b', 'a\nb',
  'x'.repeat(1025),
];

/** A stream that sends `first`, then fails. */
function failingStream(first: string): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(first);
      } else this.destroy(new Error('client went away'));
    },
  });
}

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

export function objectStoreContract(name: string, makeStore: () => Promise<ObjectStore>): void {
  describe(`ObjectStore contract: ${name}`, () => {
    it('puts bytes and a stream, and gets them back with their size and type', async () => {
      const store = await makeStore();
      expect(await store.put('a/b/one.txt', Buffer.from('hello'), { contentType: 'text/plain' })).toEqual({ key: 'a/b/one.txt', size: 5, contentType: 'text/plain' });
      await store.put('two', Readable.from([Buffer.from('wor'), Buffer.from('ld')]), { contentType: 'image/png' });
      const one = await store.get('a/b/one.txt');
      expect(one && { size: one.size, contentType: one.contentType, text: await text(one.body) }).toEqual({ size: 5, contentType: 'text/plain', text: 'hello' });
      const two = await store.get('two');
      expect(two && { size: two.size, contentType: two.contentType, text: await text(two.body) }).toEqual({ size: 5, contentType: 'image/png', text: 'world' });
      expect(await store.head('two')).toEqual({ key: 'two', size: 5, contentType: 'image/png' });
    });

    it('answers null for what is not there, including a key that is only a prefix', async () => {
      const store = await makeStore();
      await store.put('dir/file', Buffer.from('x'), { contentType: 'text/plain' });
      expect(await store.get('nothing')).toBeNull();
      expect(await store.head('nothing')).toBeNull();
      expect(await store.head('dir')).toBeNull();
      expect(await store.get('dir')).toBeNull();
      expect(await store.head('dir/file/deeper')).toBeNull();
    });

    it('replaces on a second put, and deletes (twice is fine)', async () => {
      const store = await makeStore();
      await store.put('k', Buffer.from('old'), { contentType: 'text/plain' });
      await store.put('k', Buffer.from('newer'), { contentType: 'text/csv' });
      expect(await store.head('k')).toEqual({ key: 'k', size: 5, contentType: 'text/csv' });
      await store.delete('k');
      await store.delete('k');
      expect(await store.head('k')).toBeNull();
    });

    it('keeps the old object when a streamed put fails, and leaves no new one', async () => {
      const store = await makeStore();
      await store.put('kept', Buffer.from('old'), { contentType: 'text/plain' });
      await expect(store.put('kept', failingStream('partial'), { contentType: 'text/plain' })).rejects.toThrow('client went away');
      await expect(store.put('fresh', failingStream('partial'), { contentType: 'text/plain' })).rejects.toThrow('client went away');
      const kept = await store.get('kept');
      expect(kept && (await text(kept.body))).toBe('old');
      expect(await store.head('kept')).toEqual({ key: 'kept', size: 3, contentType: 'text/plain' });
      await expect(store.put('kept', failingStream('partial'), { contentType: 'image/png' })).rejects.toThrow('client went away');
      expect((await store.head('kept'))?.contentType).toBe('text/plain');
      expect(await store.head('fresh')).toBeNull();
      expect(await all(store.list('fresh/'))).toEqual([]);
    });

    it('lists the objects under a folder, with their sizes and when they were written', async () => {
      const store = await makeStore();
      const before = Date.now() - 60_000;
      await store.put('tmp/a', Buffer.from('aa'), { contentType: 'text/plain' });
      await store.put('tmp/deeper/b', Buffer.from('bbb'), { contentType: 'text/plain' });
      await store.put('tmpx/c', Buffer.from('c'), { contentType: 'text/plain' });
      const listed = (await all(store.list('tmp/'))).sort((x, y) => x.key.localeCompare(y.key));
      expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([{ key: 'tmp/a', size: 2 }, { key: 'tmp/deeper/b', size: 3 }]);
      for (const { modifiedAt } of listed) expect(modifiedAt.getTime()).toBeGreaterThan(before);
      expect(await all(store.list('nothing/'))).toEqual([]);
      await expect(all(store.list('tmp'))).rejects.toThrow(InvalidKeyError);
      await expect(all(store.list('../'))).rejects.toThrow(InvalidKeyError);
    });

    it('removes nothing of a finished put as incomplete, however old', async () => {
      const store = await makeStore();
      await store.put('done', Buffer.from('x'), { contentType: 'text/plain' });
      await expect(store.put('failed', failingStream('partial'), { contentType: 'text/plain' })).rejects.toThrow();
      expect(await store.removeIncomplete(new Date(Date.now() + 86_400_000))).toBe(0);
      expect(await store.head('done')).toEqual({ key: 'done', size: 1, contentType: 'text/plain' });
    });

    it('moves an object, setting its type, and refuses to move what is not there', async () => {
      const store = await makeStore();
      await store.put('tmp/x', Buffer.from('bytes'), { contentType: 'application/octet-stream' });
      await store.move('tmp/x', 'final/y', { contentType: 'image/jpeg' });
      expect(await store.head('tmp/x')).toBeNull();
      expect(await store.head('final/y')).toEqual({ key: 'final/y', size: 5, contentType: 'image/jpeg' });
      await expect(store.move('tmp/x', 'final/z')).rejects.toThrow();
      expect(await store.head('final/z')).toBeNull();
    });

    it.each(BAD_KEYS.map((k) => [JSON.stringify(k).slice(0, 40), k]))('refuses the key %s in every operation', async (_shown, key) => {
      const store = await makeStore();
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(InvalidKeyError);
      await expect(store.get(key)).rejects.toThrow(InvalidKeyError);
      await expect(store.head(key)).rejects.toThrow(InvalidKeyError);
      await expect(store.delete(key)).rejects.toThrow(InvalidKeyError);
      await expect(store.move('ok', key)).rejects.toThrow(InvalidKeyError);
      await expect(store.move(key, 'ok')).rejects.toThrow(InvalidKeyError);
    });
  });
}
