// The demo hotels' room photos: rendered JPEGs (render.ts, cached on disk by cache.ts), named by the
// hash of their bytes. The seed writes those names into room_types.photos; storeDemoPhotos puts the
// bytes into the object store, on every start (a head per photo when they are there already), so a
// database seeded before, or loaded from a test dump, finds its photos in a fresh store too.
import { describeImage, storeOriginal, type StoredImage } from '../../modules/images/index.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { HotelSeed } from '../types.ts';
import { cachedRoomPhoto } from './cache.ts';
import type { PhotoSpec } from './render.ts';

export interface DemoPhoto extends StoredImage {
  bytes: Buffer;
}

/** What tells two photo specs apart. */
export const photoKey = (spec: PhotoSpec) => `${spec.from}|${spec.to}|${spec.motif}`;

const made = new Map<string, Promise<DemoPhoto>>();

/** The photo of `spec`, rendered at most once per process (and per machine, through the disk cache). */
export function demoPhoto(spec: PhotoSpec): Promise<DemoPhoto> {
  const key = photoKey(spec);
  let photo = made.get(key);
  if (!photo) {
    photo = cachedRoomPhoto(spec).then(async (bytes) => ({ ...(await describeImage(bytes)), bytes }));
    photo.catch(() => made.delete(key));
    made.set(key, photo);
  }
  return photo;
}

/** Every room type photo of `seeds`, by photoKey. */
export async function demoPhotosOf(seeds: readonly HotelSeed[]): Promise<Map<string, StoredImage>> {
  const specs = new Map(seeds.flatMap((s) => s.roomTypes.map((rt) => [photoKey(rt.photo), rt.photo] as const)));
  const photos = new Map<string, StoredImage>();
  // One at a time: rendering is CPU work, and the machine serves requests meanwhile.
  for (const [key, spec] of specs) {
    const { id, width, height } = await demoPhoto(spec);
    photos.set(key, { id, width, height });
  }
  return photos;
}

/** Puts the photos of `seeds` into the store, skipping those it has. */
export async function storeDemoPhotos(store: ObjectStore, seeds: readonly HotelSeed[]): Promise<void> {
  const specs = new Map(seeds.flatMap((s) => s.roomTypes.map((rt) => [photoKey(rt.photo), rt.photo] as const)));
  for (const spec of specs.values()) await storeOriginal(store, (await demoPhoto(spec)).bytes, 'image/jpeg');
}
