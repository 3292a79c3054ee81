// A room's photo in a result card. The server sends each width's address (srcset) and the
// original's size; `sizes` says how wide the card's picture is drawn (booking.css: the card's full
// width on a phone, 16rem beside the text from 700px), so the browser fetches the smallest width
// that is sharp on its screen. The box's size is fixed by CSS and the width/height attributes
// before any byte arrives, so the photo never moves the page.
//
// Every photo loads lazily: the browser asks for it once layout places it near the viewport, so no
// photo is a download before the page's first paint. On this page the search form fills the first
// screen at the usual sizes (the first photo starts at 1536 px on a 412×823 phone, 1023 px on a
// 1280×800 desktop): a first photo fetched eagerly with high priority competed with the app's
// scripts and, in Lighthouse's model of a phone, held the page's largest paint (the search's
// dates) until it had arrived. The first card's photo, the one a tall screen shows at once and the
// first the guest scrolls to, still goes ahead of the others (high priority) once it is asked for.
import type { RoomPhoto as Photo } from '@noren/core/domain';

export const PHOTO_SIZES = '(min-width: 700px) 16rem, calc(100vw - 2rem)';
/** The box's shape when the server does not know the photo's size (an outside address). */
const FALLBACK = { width: 1600, height: 1000 };

export function RoomPhoto({ photo, alt, first }: { photo: Photo; alt: string; first: boolean }) {
  const srcSet = photo.srcset.length > 0 ? photo.srcset.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined;
  return (
    <img
      src={photo.url}
      srcSet={srcSet}
      sizes={srcSet ? PHOTO_SIZES : undefined}
      alt={alt}
      width={photo.width ?? FALLBACK.width}
      height={photo.height ?? FALLBACK.height}
      loading="lazy"
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
    />
  );
}
