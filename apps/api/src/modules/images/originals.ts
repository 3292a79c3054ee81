// Originals go into the store once, under the hash of their bytes, with their size read from the
// file itself so that pages can reserve the photo's box before it arrives.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ObjectStore } from '../../storage/object-store.ts';
import { originalKey } from './keys.ts';

export interface StoredImage {
  id: string;
  width: number;
  height: number;
}

/** What storing `bytes` would name them and their pixel size, without storing anything. */
export async function describeImage(bytes: Uint8Array): Promise<StoredImage> {
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height) throw new Error('not a raster image');
  return { id: createHash('sha256').update(bytes).digest('hex'), width: meta.width, height: meta.height };
}

/** Stores an original (a JPEG, PNG or WebP), unless the store has it already. */
export async function storeOriginal(store: ObjectStore, bytes: Uint8Array, contentType: string): Promise<StoredImage> {
  const image = await describeImage(bytes);
  const key = originalKey(image.id);
  if (!(await store.head(key))) await store.put(key, bytes, { contentType });
  return image;
}
