// Rendering a demo photo takes a third of a second or more; every seeded test database, bench and
// `npm start` on a fresh folder would pay it for each room type. So the rendered JPEGs are kept on
// disk, keyed by what makes them (the spec, RENDER_VERSION and libvips' version), and shared by
// every process on the machine: a cached file is exactly what rendering again would give.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { RENDER_VERSION, renderRoomPhoto, type PhotoSpec } from './render.ts';

const CACHE_DIR = join(tmpdir(), 'noren-demo-photos');

export function cacheKeyOf(spec: PhotoSpec): string {
  const what = JSON.stringify({ from: spec.from, to: spec.to, motif: spec.motif, render: RENDER_VERSION, vips: sharp.versions.vips });
  return createHash('sha256').update(what).digest('hex');
}

/** The rendered JPEG of `spec`, from the disk cache when another process already made it. */
export async function cachedRoomPhoto(spec: PhotoSpec, dir = CACHE_DIR): Promise<Buffer> {
  const path = join(dir, `${cacheKeyOf(spec)}.jpg`);
  try {
    return readFileSync(path);
  } catch {
    // not rendered yet on this machine
  }
  const bytes = await renderRoomPhoto(spec);
  try {
    mkdirSync(dir, { recursive: true });
    // Whole or nothing: a reader never sees a half-written file.
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, bytes);
    renameSync(partial, path);
  } catch {
    // A read-only temp folder only costs the next process a render.
  }
  return bytes;
}
