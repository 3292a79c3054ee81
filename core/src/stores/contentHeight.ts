// The content height an inline frame reports to widget.js (issue 14 §7, ParentMessagesStore's
// 'content-height'). The frame grows to it, and from then on the whole page lies inside the frame's
// own viewport: every later move of its content counts against the framed page's CLS. So a height
// is reported only for a page that is done: nothing on it busy (a placeholder, a skeleton, a list
// whose cards are still coming: aria-busy) and its body unchanged for SETTLE_MS, counted from the
// last change whether or not something was busy then. While it loads, the frame keeps its first
// height, and what the content pushes down as it arrives stays outside the frame's viewport, as it
// does on a phone screen unframed.

import { INLINE_EMBED_MODE } from '@noren/core/domain';

/** The body unchanged this long (ms) counts as settled. */
export const SETTLE_MS = 250;
/** How often (ms) a busy page is looked at again. */
export const BUSY_RECHECK_MS = 200;

/** The part of a browser window the watcher needs; typed here so core/stores stays free of DOM types in its API. */
export interface ContentHeightWindow {
  document?: { documentElement: Element; body: Element | null };
  innerHeight?: number;
  ResizeObserver?: typeof ResizeObserver;
  requestAnimationFrame?(callback: () => void): number;
  cancelAnimationFrame?(handle: number): void;
}

/** ResizeObserver on the body, read once it settles and nothing is busy, in an animation frame. */
export function watchContentHeight(w: Partial<ContentHeightWindow>, listener: (height: number) => void, now: () => number = Date.now): () => void {
  const doc = w.document;
  const Observer = w.ResizeObserver;
  if (!doc?.body || typeof Observer !== 'function' || typeof w.requestAnimationFrame !== 'function') return () => {};
  const body = doc.body;
  const root = doc.documentElement as Element & { style?: { setProperty(name: string, value: string): void; removeProperty(name: string): void } };
  root.setAttribute('data-noren-framed', INLINE_EMBED_MODE);
  // The frame's first height (the hotel's reserved data-height), read once: booking.css holds the
  // page to it where it would otherwise hold it to 100vh, so the footer stays under the first
  // screen while the content loads, as unframed; a fixed figure cannot feed back as 100vh would.
  const first = Number(w.innerHeight);
  if (Number.isFinite(first) && first > 0) root.style?.setProperty('--noren-framed-screen', `${Math.round(first)}px`);

  let lastChange = now();
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!frame) frame = w.requestAnimationFrame!(measure);
    }, ms);
  };
  // The body has no margin and no minimum of its own (noren.css): its box is the content.
  const measure = () => {
    frame = 0;
    const quiet = now() - lastChange;
    if (quiet < SETTLE_MS) return later(SETTLE_MS - quiet);
    if (body.querySelector('[aria-busy="true"]:not(button)')) return later(BUSY_RECHECK_MS);
    listener(body.getBoundingClientRect().height);
  };
  const observer = new Observer(() => {
    lastChange = now();
    later(SETTLE_MS);
  });
  observer.observe(body);
  return () => {
    observer.disconnect();
    if (frame) w.cancelAnimationFrame?.(frame);
    clearTimeout(timer);
    root.removeAttribute('data-noren-framed');
    root.style?.removeProperty('--noren-framed-screen');
  };
}
