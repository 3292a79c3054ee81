/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// GET /api/v1/images/{id}?w= on the seeded demo: the search sends photos as addresses of their
// widths; each width comes in AVIF, WebP or JPEG by Accept, cached for a year under its content's
// hash, made once and kept in the object store; bad widths and ids are the usual envelope. Each
// suite has its own store folder, so what it finds there is its own doing.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOTELS } from '../../apps/api/src/seed/index.ts';
import { demoPhoto, photoKey, storeDemoPhotos } from '../../apps/api/src/seed/photos/demo-photos.ts';
import { renderRoomPhoto } from '../../apps/api/src/seed/photos/render.ts';
import { LocalFolderStore } from '../../apps/api/src/storage/local-folder.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { caller, errorOf, NOW } from '../search/helpers.ts';

const STAY = 'checkin=2026-12-08&checkout=2026-12-10';
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const storeDir = mkdtempSync(join(tmpdir(), 'noren-images-test-'));
afterAll(() => rmSync(storeDir, { recursive: true, force: true }));

forEachDatabase(
  'the image route',
  (ctx) => {
    let photos: any[];
    beforeAll(async () => {
      await storeDemoPhotos(ctx().app.storage, DEMO_HOTELS);
      const api = await caller(ctx().app);
      const { status, body } = await api.get(`/api/v1/hotels/kyoto-gion/rooms?${STAY}`);
      expect(status).toBe(200);
      photos = body.data.rooms.map((r: any) => r.photos[0]);
    });

    const get = (url: string, accept?: string) => ctx().app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
    const idOf = (photo: any) => /\/images\/([0-9a-f]{64})/.exec(photo.url)![1];

    it('the search sends each photo as addresses of its three widths, with the original size to reserve its box', () => {
      expect(photos.length).toBeGreaterThan(3);
      for (const photo of photos) {
        const id = idOf(photo);
        expect(photo).toEqual({
          url: `/api/v1/images/${id}?w=640`,
          alt: expect.any(String),
          width: 1600,
          height: 1000,
          srcset: [320, 640, 960].map((w) => ({ url: `/api/v1/images/${id}?w=${w}`, width: w })),
        });
        expect(photo.alt.length).toBeGreaterThan(0);
      }
    });

    it('the seed points every room type at a stored original, with its pixel size', async () => {
      const rows = await query<{ photos: Array<{ image: string; width: number; height: number }> }>(ctx().database, 'select photos from room_types');
      expect(rows.length).toBeGreaterThan(6);
      for (const { photos: stored } of rows) {
        expect(stored).toHaveLength(1);
        expect(stored[0]).toMatchObject({ image: expect.stringMatching(/^[0-9a-f]{64}$/), width: 1600, height: 1000 });
        expect(await ctx().app.storage.head(`images/originals/${stored[0].image}`)).not.toBeNull();
      }
    });

    it('serves every allowed width at that width, in the best format the browser accepts, cached for a year', async () => {
      const id = idOf(photos[0]);
      for (const w of [320, 640, 960]) {
        for (const [accept, type, format] of [
          [CHROME_ACCEPT, 'image/avif', 'heif'],
          ['image/webp,image/*,*/*;q=0.8', 'image/webp', 'webp'],
          ['image/*,*/*;q=0.8', 'image/jpeg', 'jpeg'],
          [undefined, 'image/jpeg', 'jpeg'],
        ] as const) {
          const response = await get(`/api/v1/images/${id}?w=${w}`, accept);
          expect(response.statusCode, `${w} ${accept}`).toBe(200);
          expect(response.headers['content-type']).toBe(type);
          expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(response.headers.vary).toMatch(/accept/i);
          expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
          const meta = await sharp(response.rawPayload).metadata();
          expect(meta.format).toBe(format);
          expect(meta.width).toBe(w);
          expect(meta.height).toBe(Math.round((w * 1000) / 1600));
        }
      }
    });

    it('smaller widths weigh less, and a phone-sized AVIF is a fraction of the original', async () => {
      const id = idOf(photos[1]);
      const sizes = [];
      for (const w of [320, 640, 960]) sizes.push((await get(`/api/v1/images/${id}?w=${w}`, CHROME_ACCEPT)).rawPayload.length);
      expect(sizes[0]).toBeLessThan(sizes[1]);
      expect(sizes[1]).toBeLessThan(sizes[2]);
      const original = (await ctx().app.storage.head(`images/originals/${id}`))!.size;
      expect(sizes[1]).toBeLessThan(original / 4);
    });

    it('honours q=0: a browser refusing AVIF gets WebP', async () => {
      const response = await get(`${photos[0].url}`, 'image/avif;q=0, image/webp, */*;q=0.5');
      expect(response.headers['content-type']).toBe('image/webp');
    });

    it('needs no Client-Session: an <img> cannot send one', async () => {
      const response = await get(photos[0].srcset[0].url);
      expect(response.statusCode).toBe(200);
    });

    it('makes a variant once and keeps it in the object store, where every process finds it', async () => {
      const id = idOf(photos[2]);
      const first = await get(`/api/v1/images/${id}?w=320`, 'image/webp');
      expect(first.statusCode).toBe(200);
      const stored = await ctx().app.storage.head(`images/variants/v1/${id}/320.webp`);
      expect(stored).toMatchObject({ contentType: 'image/webp', size: first.rawPayload.length });
      // Without the original, the stored variant is still served; a width not made yet is not.
      const original = await ctx().app.storage.get(`images/originals/${id}`);
      const bytes = Buffer.concat(await original!.body.toArray());
      await ctx().app.storage.delete(`images/originals/${id}`);
      try {
        const again = await get(`/api/v1/images/${id}?w=320`, 'image/webp');
        expect(again.statusCode).toBe(200);
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
        const notMade = await get(`/api/v1/images/${id}?w=960`, 'image/webp');
        expect(errorOf({ status: notMade.statusCode, body: notMade.json() }).code).toBe(9404);
      } finally {
        await ctx().app.storage.put(`images/originals/${id}`, bytes, { contentType: 'image/jpeg' });
      }
    });

    it('refuses a width outside 320, 640 and 960 with 1000, naming w', async () => {
      const id = idOf(photos[0]);
      for (const w of ['500', '0', '-320', '1e9', 'abc', '640.5', '']) {
        const response = await get(`/api/v1/images/${id}?w=${w}`);
        const error = errorOf({ status: response.statusCode, body: response.json() });
        expect(error, `w=${w}`).toMatchObject({ code: 1000, status: 400 });
        expect(error.payload.field, `w=${w}`).toBe('w');
      }
      const missing = await get(`/api/v1/images/${id}`);
      expect(errorOf({ status: missing.statusCode, body: missing.json() })).toMatchObject({ code: 1000, payload: { field: 'w' } });
    });

    it('answers 404 in the envelope for an unknown image, and 1000 for an id that is no hash', async () => {
      const unknown = await get(`/api/v1/images/${'0'.repeat(64)}?w=640`);
      expect(errorOf({ status: unknown.statusCode, body: unknown.json() })).toMatchObject({ code: 9404, status: 404 });
      for (const id of ['abc', 'A'.repeat(64), `${'0'.repeat(63)}g`, '..%2F..%2Fetc%2Fpasswd']) {
        const response = await get(`/api/v1/images/${id}?w=640`);
        expect(response.statusCode, id).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, id).toBeLessThan(500);
        expect(response.json().errors[0].details.code, id).toBeTypeOf('number');
      }
    });

    it('never serves a guest upload, even by its hash: uploads are another key space', async () => {
      const upload = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).png().toBuffer();
      const hash = 'ab'.repeat(32);
      await ctx().app.storage.put(`sha256/ab/ab/${hash}`, upload, { contentType: 'image/png' });
      const response = await get(`/api/v1/images/${hash}?w=320`);
      expect(response.statusCode).toBe(404);
    });
  },
  { seed: true, now: NOW, config: (config) => ({ ...config, storage: { kind: 'local', dir: storeDir } }) },
);

describe('the demo photos the seed stores', () => {
  it('are raster JPEGs of a real hotel photo\'s size, 1600 × 1000 and a few hundred KB, and the same bytes every time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'noren-images-seed-'));
    try {
      const store = new LocalFolderStore(dir);
      await storeDemoPhotos(store, DEMO_HOTELS);
      const specs = new Map(DEMO_HOTELS.flatMap((h) => h.roomTypes.map((rt) => [photoKey(rt.photo), rt.photo] as const)));
      expect(specs.size).toBeGreaterThanOrEqual(6);
      for (const spec of specs.values()) {
        const photo = await demoPhoto(spec);
        const info = await store.head(`images/originals/${photo.id}`);
        expect(info).toMatchObject({ contentType: 'image/jpeg', size: photo.bytes.length });
        expect(info!.size).toBeGreaterThan(150_000);
        expect(info!.size).toBeLessThan(600_000);
        expect(await sharp(photo.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1000 });
      }
      // Rendered afresh (not from the disk cache), the bytes and so the address are the same.
      const [first] = specs.values();
      expect(createHash('sha256').update(await renderRoomPhoto(first)).digest('hex')).toBe((await demoPhoto(first)).id);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
