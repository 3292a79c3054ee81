// A room's photo in a result card. The server sends each width's address (srcset) and the
// original's size; `sizes` says how wide the card's picture is drawn (booking.css: the card's full
// width on a phone, 16rem beside the text from 700px), so the browser fetches the smallest width
// that is sharp on its screen. The box's size is fixed by CSS and the width/height attributes
// before any byte arrives, so the photo never moves the page.
//
// The first card's photo is the page's largest paint on a phone: it loads at once with high
// priority. Every other photo loads lazily, when it nears the viewport.
import type { RoomPhoto as Photo } from '@noren/core/domain';

export const PHOTO_SIZES = '(min-width: 700px) 16rem, calc(100vw - 2rem)';
/** The box's shape when the server does not know the photo's size (an outside address). */
const FALLBACK = { width: 1600, height: 1000 };

export function RoomPhoto({ photo, alt, priority }: { photo: Photo; alt: string; priority: boolean }) {
  const srcSet = photo.srcset.length > 0 ? photo.srcset.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined;
  return (
    <img
      src={photo.url}
      srcSet={srcSet}
      sizes={srcSet ? PHOTO_SIZES : undefined}
      alt={alt}
      width={photo.width ?? FALLBACK.width}
      height={photo.height ?? FALLBACK.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
