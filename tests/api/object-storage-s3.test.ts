// The app with NOREN_STORAGE=s3 against a local S3-compatible server (s3rver): a guest's upload is
// stored in the bucket and read back through the API, and a room photo is served from it, its
// variant made and kept there too.
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_HOTELS } from '../../apps/api/src/seed/index.ts';
import { storeDemoPhotos } from '../../apps/api/src/seed/photos/demo-photos.ts';
import { S3BucketStore } from '../../apps/api/src/storage/s3-bucket.ts';
import { bookKyoto, caller, type Caller } from '../manage/support.ts';
import { arrivalQuestion, NOW, noLookupLimit } from '../reservations/helpers.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts';

let s3: LocalS3;
let bucket = '';
beforeAll(async () => {
  s3 = await startLocalS3();
  bucket = (await s3.makeBucket()).bucket;
});
afterAll(async () => {
  await s3.close();
});

forEachDatabase(
  'object storage in an S3-compatible bucket',
  (ctx) => {
    let c: Caller;
    beforeAll(async () => {
      c = await caller(ctx().app);
    });

    it('is the adapter the app was built with', () => {
      expect(ctx().app.storage).toBeInstanceOf(S3BucketStore);
      expect((ctx().app.storage as S3BucketStore).bucket).toBe(bucket);
    });

    it('stores an upload in the bucket under its hash and reads it back through the API', async () => {
      const { app, database } = ctx();
      const image = await sharp({ create: { width: 5, height: 4, channels: 3, background: '#204060' } }).png().toBuffer();
      const boundary = '----noren-s3';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="passport.png"\r\nContent-Type: image/png\r\n\r\n`),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const sent = await c.call('POST', '/api/v1/hotels/kyoto-gion/file_attachments', payload, { 'content-type': `multipart/form-data; boundary=${boundary}` });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const id = sent.body.data[0].id as string;
      const [row] = await query<{ storage_key: string }>(database, 'select storage_key from file_attachments where id = $1', [id]);
      expect(await app.storage.head(row.storage_key)).toEqual({ key: row.storage_key, size: image.length, contentType: 'image/png' });
      // Nothing left under tmp/ in the bucket: the received file was moved to its content address.
      const left: string[] = [];
      for await (const object of app.storage.list('tmp/')) left.push(object.key);
      expect(left).toEqual([]);

      const [purpose] = await query<{ id: number }>(database, `select q.id from additional_questions q join hotels h on h.id = q.hotel_id where h.code = 'kyoto-gion' and q.translations->'en'->>'title' = 'Purpose of your trip'`);
      const arrival = await arrivalQuestion(database);
      const booked = await bookKyoto(app, database, arrival, { answers: [{ question_id: arrival, options: ['17:00'] }, { question_id: purpose.id, answer: 'Visit', attachment_ids: [id] }] });
      const got = await c.call('GET', `/api/v1/hotels/kyoto-gion/file_attachments/${id}?bypass_token=${booked.bypass_token}`);
      expect(got.status).toBe(200);
      expect(got.raw.equals(image)).toBe(true);
    });

    it('serves a room photo from the bucket, keeping the variant it made there', async () => {
      const { app } = ctx();
      await storeDemoPhotos(app.storage, DEMO_HOTELS.filter((h) => h.hotel.code === 'kyoto-gion'));
      const rooms = await c.call('GET', '/api/v1/hotels/kyoto-gion/rooms?checkin=2026-12-08&checkout=2026-12-10');
      expect(rooms.status).toBe(200);
      const id = /\/images\/([0-9a-f]{64})/.exec(rooms.body.data.rooms[0].photos[0].url)![1];
      expect(await app.storage.head(`images/originals/${id}`)).toMatchObject({ contentType: 'image/jpeg' });
      const photo = await app.inject({ method: 'GET', url: `/api/v1/images/${id}?w=320`, headers: { accept: 'image/jpeg' } });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(photo.rawPayload).metadata()).width).toBe(320);
      const variants: string[] = [];
      for await (const object of app.storage.list('images/variants/')) variants.push(object.key);
      expect(variants).toEqual([expect.stringMatching(new RegExp(`^images/variants/v\\d+/${id}/320\\.jpeg$`))]);
    });
  },
  {
    seed: true,
    now: NOW,
    config: (config) => ({ ...noLookupLimit(config), storage: { kind: 's3', s3: s3.settings(bucket) } }),
  },
);
