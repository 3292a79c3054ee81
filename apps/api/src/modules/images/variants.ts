// The resized variants: one per (image, width, format), made from the original on first request
// and kept in the object store, so every API process serves what any of them made. Two processes
// asked at once both make it and the store's all-or-nothing put keeps one; within a process,
// concurrent requests share one encoding.
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { ObjectStore, StoredObject } from '../../storage/object-store.ts';
import type { ImageWidth } from '@noren/core/contract';
import { CONTENT_TYPES, originalKey, variantKey, type ImageFormat } from './keys.ts';

/**
 * The best format the browser says it takes: AVIF, then WebP, then JPEG, which every browser
 * shows. A type listed with q=0 is refused; `image/*` and `*\/*` alone do not promise AVIF or WebP
 * (old browsers send them), so they get JPEG.
 */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(type.trim());
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

async function encode(original: Buffer, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
  // rotate() applies the EXIF orientation of a phone's photo; never enlarge a small original.
  const resized = sharp(original).rotate().resize({ width, withoutEnlargement: true });
  switch (format) {
    // Effort 2 of 9: AVIF's slow encoder at its default would take seconds on the first request.
    case 'avif':
      return resized.avif({ quality: 50, effort: 2 }).toBuffer();
    case 'webp':
      return resized.webp({ quality: 72 }).toBuffer();
    case 'jpeg':
      return resized.jpeg({ quality: 75, mozjpeg: true, progressive: true }).toBuffer();
  }
}

export class VariantMaker {
  private readonly making = new Map<string, Promise<boolean>>();

  constructor(private readonly store: ObjectStore) {}

  /** The variant, made now if it was not stored yet; null when there is no such image. */
  async open(id: string, width: ImageWidth, format: ImageFormat): Promise<StoredObject | null> {
    const key = variantKey(id, width, format);
    const stored = await this.store.get(key);
    if (stored) return stored;
    let pending = this.making.get(key);
    if (!pending) {
      pending = this.make(id, width, format).finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    if (!(await pending)) return null;
    return this.store.get(key);
  }

  private async make(id: string, width: ImageWidth, format: ImageFormat): Promise<boolean> {
    const original = await this.store.get(originalKey(id));
    if (!original) return false;
    const bytes = await encode(await buffer(original.body), width, format);
    await this.store.put(variantKey(id, width, format), bytes, { contentType: CONTENT_TYPES[format] });
    return true;
  }
}
