// @vitest-environment jsdom
// widget.js (public/, plain JS loaded by hotels' pages) and its inline frame (issue 14 §7): the
// frame is made only once its target comes near the visible area; only a 'content-height' from its
// own frame's window and the booking origin is heard, and a height is applied only where it moves
// nothing the guest sees (or just after the guest's own input).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const BOOKING = 'https://book.example';
const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../public/widget.js'), 'utf8');

/** Runs widget.js afresh, as the tag `<script src=".../widget.js" data-...>` on a page holding #booking. */
function loadWidget(data: Record<string, string>): void {
  document.body.innerHTML = '<div id="booking"></div>';
  // A second tag on the same page would join the first one's registry: each case is a new page.
  delete (window as { Noren?: unknown }).Noren;
  const script = document.createElement('script');
  script.src = `${BOOKING}/widget.js`;
  Object.assign(script.dataset, { hotelCode: 'kyoto-gion', locale: 'en', mode: 'inline', target: '#booking', height: '600' }, data);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(source)();
}

const inlineFrame = () => document.querySelector<HTMLIFrameElement>('#booking iframe');

function send(data: unknown, origin: string, from: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: from as Window }));
}

describe('widget.js: the inline frame', () => {
  let frame: HTMLIFrameElement;
  /** Where the frame's top edge is, relative to the viewport (jsdom lays nothing out). */
  let frameTop = 0;
  const message = (data: unknown, origin = BOOKING, from: unknown = frame.contentWindow) => send(data, origin, from);
  const height = () => frame.style.height;

  // jsdom has no IntersectionObserver: the frame is made at once, as in a browser without one.
  beforeAll(() => {
    loadWidget({});
    frame = inlineFrame()!;
    frame.getBoundingClientRect = () => ({ top: frameTop }) as DOMRect;
  });

  beforeEach(() => {
    frameTop = 2000;
    frame.style.height = '600px';
    // Back to the first height through the frame itself, under the fold.
    message({ source: 'noren', type: 'content-height', payload: { height: 1 } });
  });

  it('asks the app for its content height and carries a title', () => {
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin).toBe(BOOKING);
    expect(src.searchParams.get('embed')).toBe('inline');
    // The results address itself, whose HTML carries the first screen's data (not the root, which forwards).
    expect(src.pathname).toBe('/booking/result');
    expect(frame.title).toBe('Book your stay');
    expect(height()).toBe('600px');
  });

  it('grows to the content under the fold, never under data-height, and capped', () => {
    message({ source: 'noren', type: 'content-height', payload: { height: 2400.4 } });
    expect(height()).toBe('2401px');
    message({ source: 'noren', type: 'content-height', payload: { height: 300 } });
    expect(height()).toBe('600px');
    message({ source: 'noren', type: 'content-height', payload: { height: 1e9 } });
    expect(height()).toBe('20000px');
  });

  it('ignores a height from another origin, another window, outside our envelope, or malformed', () => {
    message({ source: 'noren', type: 'content-height', payload: { height: 2400 } }, 'https://evil.example');
    message({ source: 'noren', type: 'content-height', payload: { height: 2400 } }, BOOKING, window);
    message({ source: 'noren', type: 'content-height', payload: { height: 2400 } }, BOOKING, null);
    message({ type: 'content-height', payload: { height: 2400 } });
    for (const payload of [null, '2400', { height: '2400' }, { height: Number.NaN }, { height: -5 }]) {
      message({ source: 'noren', type: 'content-height', payload });
    }
    expect(height()).toBe('600px');
  });

  it('waits while what lies under the frame is on screen, until the guest acts on the page', () => {
    frameTop = 100;
    message({ source: 'noren', type: 'content-height', payload: { height: 1500 } });
    expect(height()).toBe('600px');
    window.dispatchEvent(new Event('pointerdown'));
    expect(height()).toBe('1500px');
    // Within the input's window a new height is applied at once too.
    message({ source: 'noren', type: 'content-height', payload: { height: 1600 } });
    expect(height()).toBe('1600px');
  });
});

/** An IntersectionObserver the test drives: jsdom has none and lays nothing out. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback, readonly options: IntersectionObserverInit = {}) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  /** A report on every observed target, as the browser makes one on observe() and on each crossing. */
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry);
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('widget.js: the inline frame loads when its target comes near the visible area', () => {
  const io = () => FakeIntersectionObserver.last!;

  beforeEach(() => {
    FakeIntersectionObserver.last = null;
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('is not made while the target is more than a screen away, and is made once it comes within one', () => {
    loadWidget({});
    expect(io().options.rootMargin).toBe('100% 0px 100% 0px');
    expect(io().targets).toEqual([document.querySelector('#booking')]);
    // The first report: the target far below the fold.
    io().report(false);
    expect(inlineFrame()).toBeNull();
    // The visitor scrolls towards it.
    io().report(true);
    const frame = inlineFrame()!;
    expect(new URL(frame.src).pathname).toBe('/booking/result');
    expect(frame.style.height).toBe('600px');
    // Made once: the observer is done with the target.
    expect(io().targets).toEqual([]);
    io().report(true);
    expect(document.querySelectorAll('#booking iframe')).toHaveLength(1);
    // Registered like an eager frame: its own height messages are heard.
    frame.getBoundingClientRect = () => ({ top: 2000 }) as DOMRect;
    send({ source: 'noren', type: 'content-height', payload: { height: 1500 } }, BOOKING, frame.contentWindow);
    expect(frame.style.height).toBe('1500px');
  });

  it('is made on the first report when the target is already near or in view (above the fold, or the page opened at #book)', () => {
    loadWidget({});
    expect(inlineFrame()).toBeNull();
    io().report(true);
    expect(inlineFrame()).not.toBeNull();
  });

  it('is made at once with data-load="eager"', () => {
    loadWidget({ load: 'eager' });
    expect(inlineFrame()).not.toBeNull();
    expect(FakeIntersectionObserver.last).toBeNull();
  });

  it('is made at once where the browser has no IntersectionObserver', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    loadWidget({});
    expect(inlineFrame()).not.toBeNull();
  });

  it('leaves the overlay to the click: no frame and no observer until the button is pressed', () => {
    loadWidget({ mode: 'overlay' });
    expect(document.querySelector('iframe')).toBeNull();
    expect(FakeIntersectionObserver.last).toBeNull();
    document.querySelector<HTMLButtonElement>('[data-noren-button]')!.click();
    expect(document.querySelector('[data-noren-overlay] iframe')).not.toBeNull();
    (window as unknown as { Noren: { close(): void } }).Noren.close();
  });
});
