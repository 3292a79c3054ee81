// A room's photo in a result card. The server sends each width's address (srcset) and the
// original's size; `sizes` says how wide the card's picture is drawn (booking.css: the card's full
// width on a phone, 16rem beside the text from 700px), so the browser fetches the smallest width
// that is sharp on its screen. The box's size is fixed by CSS and the width/height attributes
// before any byte arrives, so the photo never moves the page.
//
// Every photo loads lazily, when it nears the viewport, except the first card's when it is on the
// first screen: then it is the page's largest paint, and it loads at once with high priority. On
// this page the search form usually fills the first screen (the first photo starts at 1536 px on a
// 412×823 phone, 1023 px on a 1280×800 desktop), and a below-the-fold photo fetched with high
// priority competed with the app's scripts and, in Lighthouse's model of a phone, held the
// page's largest paint (the search's dates) until it had arrived. So the first photo is decided
// where it lands: after the commit and before the browser's lazy loading looks at it.
import { useLayoutEffect, useRef } from 'react';
import type { RoomPhoto as Photo } from '@noren/core/domain';

export const PHOTO_SIZES = '(min-width: 700px) 16rem, calc(100vw - 2rem)';
/** The box's shape when the server does not know the photo's size (an outside address). */
const FALLBACK = { width: 1600, height: 1000 };

/** Whether the element's box starts within the window's first screen. */
export function onFirstScreen(element: Element, view: { innerHeight: number; innerWidth: number }): boolean {
  const box = element.getBoundingClientRect();
  return box.top < view.innerHeight && box.bottom > 0 && box.left < view.innerWidth && box.right > 0;
}

export function RoomPhoto({ photo, alt, first }: { photo: Photo; alt: string; first: boolean }) {
  const ref = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    const img = ref.current;
    if (!first || !img || !onFirstScreen(img, window)) return;
    img.fetchPriority = 'high';
    img.loading = 'eager';
  }, [first]);
  const srcSet = photo.srcset.length > 0 ? photo.srcset.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined;
  return (
    <img
      ref={ref}
      src={photo.url}
      srcSet={srcSet}
      sizes={srcSet ? PHOTO_SIZES : undefined}
      alt={alt}
      width={photo.width ?? FALLBACK.width}
      height={photo.height ?? FALLBACK.height}
      loading="lazy"
      decoding="async"
    />
  );
}
