// The inline frame's content height is reported once the page is done (issue 14 §7): nothing busy
// and the body unchanged for SETTLE_MS since its last change, so the frame grows once, to the whole
// page, and no step of the load moves content inside the grown frame's own viewport.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_RECHECK_MS, SETTLE_MS, watchContentHeight } from './contentHeight.ts';

/** A window whose body height, busy state and resize notifications the test drives. */
function fakeWindow(firstHeight = 860) {
  let height = 0;
  let busy = false;
  let notify: (() => void) | null = null;
  const attributes = new Map<string, string>();
  const properties = new Map<string, string>();
  const body = {
    getBoundingClientRect: () => ({ height }),
    querySelector: (selector: string) => (busy && selector.startsWith('[aria-busy="true"]') ? {} : null),
  } as unknown as Element;
  const documentElement = {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
    style: { setProperty: (name: string, value: string) => properties.set(name, value), removeProperty: (name: string) => properties.delete(name) },
  } as unknown as Element;
  class Observer {
    constructor(callback: () => void) {
      notify = callback;
    }
    observe() {}
    disconnect() {
      notify = null;
    }
  }
  const w = {
    document: { documentElement, body },
    innerHeight: firstHeight,
    ResizeObserver: Observer as unknown as typeof ResizeObserver,
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16) as unknown as number,
    cancelAnimationFrame: (handle: number) => clearTimeout(handle),
  };
  return {
    w,
    attributes,
    properties,
    /** The body takes a new height (as the ResizeObserver would report it). */
    resize(next: number) {
      height = next;
      notify?.();
    },
    setBusy(value: boolean) {
      busy = value;
    },
    observing: () => notify !== null,
  };
}

describe('watchContentHeight', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports a page drawn in steps once, at its final height, after it settled', () => {
    const page = fakeWindow();
    const heights: number[] = [];
    const stop = watchContentHeight(page.w, (h) => heights.push(h));
    expect(page.attributes.get('data-noren-framed')).toBe('inline');
    expect(page.properties.get('--noren-framed-screen')).toBe('860px');
    page.resize(900);
    vi.advanceTimersByTime(100);
    page.resize(1500);
    vi.advanceTimersByTime(100);
    page.resize(3200);
    vi.advanceTimersByTime(SETTLE_MS - 10);
    expect(heights).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(heights).toEqual([3200]);
    stop();
    expect(page.observing()).toBe(false);
    expect(page.attributes.has('data-noren-framed')).toBe(false);
    expect(page.properties.has('--noren-framed-screen')).toBe(false);
  });

  it('reports nothing while a part of the page is busy, and waits for the page to settle after it is not', () => {
    const page = fakeWindow();
    const heights: number[] = [];
    watchContentHeight(page.w, (h) => heights.push(h));
    // The skeleton (aria-busy) at its own height: not the content's.
    page.setBusy(true);
    page.resize(1500);
    vi.advanceTimersByTime(2000);
    expect(heights).toEqual([]);
    // The results arrive just before a busy recheck, then the cards come one by one: the recheck
    // must not take the first step's height.
    page.setBusy(false);
    page.resize(1600);
    vi.advanceTimersByTime(BUSY_RECHECK_MS / 2);
    page.resize(2600);
    vi.advanceTimersByTime(SETTLE_MS / 2);
    page.resize(3200);
    vi.advanceTimersByTime(SETTLE_MS - 20);
    expect(heights).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(heights).toEqual([3200]);
  });

  it('reports a page that stops being busy without changing size at the next recheck', () => {
    const page = fakeWindow();
    const heights: number[] = [];
    watchContentHeight(page.w, (h) => heights.push(h));
    page.setBusy(true);
    page.resize(2000);
    vi.advanceTimersByTime(1000);
    page.setBusy(false);
    vi.advanceTimersByTime(BUSY_RECHECK_MS + 50);
    expect(heights).toEqual([2000]);
  });

  it('does nothing without a body, a ResizeObserver or animation frames', () => {
    const heights: number[] = [];
    const { w } = fakeWindow();
    for (const partial of [{ ...w, document: undefined }, { ...w, ResizeObserver: undefined }, { ...w, requestAnimationFrame: undefined }]) {
      watchContentHeight(partial, (h) => heights.push(h))();
    }
    expect(heights).toEqual([]);
  });
});
