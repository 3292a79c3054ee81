// A stored photo as the search answers it: addresses, not bytes. Each width has its own address,
// so the browser picks from srcset what its screen needs, and caches each for a year.
import { IMAGE_WIDTHS } from '@noren/core/contract';
import type { RoomPhoto } from '@noren/core/domain';
import { DEFAULT_WIDTH, imageUrl } from './keys.ts';

export interface PhotoSource {
  image?: string;
  url?: string;
  width?: number;
  height?: number;
}

export function photoView(photo: PhotoSource, alt: string): RoomPhoto {
  if (photo.image) {
    // An original narrower than a width gives its own size there (never enlarged): list each once.
    const widths = IMAGE_WIDTHS.filter((w, i) => i === 0 || !photo.width || IMAGE_WIDTHS[i - 1] < photo.width);
    return {
      url: imageUrl(photo.image, DEFAULT_WIDTH),
      alt,
      width: photo.width ?? null,
      height: photo.height ?? null,
      srcset: widths.map((w) => ({ url: imageUrl(photo.image!, w), width: photo.width ? Math.min(w, photo.width) : w })),
    };
  }
  return { url: photo.url ?? '', alt, width: photo.width ?? null, height: photo.height ?? null, srcset: [] };
}
