// @vitest-environment jsdom
// widget.js (public/, plain JS loaded by hotels' pages) and its inline frame's growth (issue 14 §7):
// only a 'content-height' from its own frame's window and the booking origin is heard, and a height
// is applied only where it moves nothing the guest sees (or just after the guest's own input).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

const BOOKING = 'https://book.example';
const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../public/widget.js'), 'utf8');

let frame: HTMLIFrameElement;
/** Where the frame's top edge is, relative to the viewport (jsdom lays nothing out). */
let frameTop = 0;

beforeAll(() => {
  document.body.innerHTML = '<div id="booking"></div>';
  const script = document.createElement('script');
  script.src = `${BOOKING}/widget.js`;
  Object.assign(script.dataset, { hotelCode: 'kyoto-gion', locale: 'en', mode: 'inline', target: '#booking', height: '600' });
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(source)();
  frame = document.querySelector<HTMLIFrameElement>('#booking iframe')!;
  frame.getBoundingClientRect = () => ({ top: frameTop }) as DOMRect;
});

beforeEach(() => {
  frameTop = 2000;
  frame.style.height = '600px';
  // Back to the first height through the frame itself, under the fold.
  send({ source: 'noren', type: 'content-height', payload: { height: 1 } });
});

function send(data: unknown, origin = BOOKING, from: unknown = frame.contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: from as Window }));
}

const height = () => frame.style.height;

describe('widget.js: the inline frame', () => {
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
    send({ source: 'noren', type: 'content-height', payload: { height: 2400.4 } });
    expect(height()).toBe('2401px');
    send({ source: 'noren', type: 'content-height', payload: { height: 300 } });
    expect(height()).toBe('600px');
    send({ source: 'noren', type: 'content-height', payload: { height: 1e9 } });
    expect(height()).toBe('20000px');
  });

  it('ignores a height from another origin, another window, outside our envelope, or malformed', () => {
    send({ source: 'noren', type: 'content-height', payload: { height: 2400 } }, 'https://evil.example');
    send({ source: 'noren', type: 'content-height', payload: { height: 2400 } }, BOOKING, window);
    send({ source: 'noren', type: 'content-height', payload: { height: 2400 } }, BOOKING, null);
    send({ type: 'content-height', payload: { height: 2400 } });
    for (const payload of [null, '2400', { height: '2400' }, { height: Number.NaN }, { height: -5 }]) {
      send({ source: 'noren', type: 'content-height', payload });
    }
    expect(height()).toBe('600px');
  });

  it('waits while what lies under the frame is on screen, until the guest acts on the page', () => {
    frameTop = 100;
    send({ source: 'noren', type: 'content-height', payload: { height: 1500 } });
    expect(height()).toBe('600px');
    window.dispatchEvent(new Event('pointerdown'));
    expect(height()).toBe('1500px');
    // Within the input's window a new height is applied at once too.
    send({ source: 'noren', type: 'content-height', payload: { height: 1600 } });
    expect(height()).toBe('1600px');
  });
});
