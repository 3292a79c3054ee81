// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, type RenderedApp } from '../../../core/src/ui/testing/renderApp.tsx';
import { App } from './App.tsx';
import { BOOKING_ROOT } from './stores/BookingRoot.ts';

let app: RenderedApp | null = null;
afterEach(() => app?.unmount());

describe('booking app', () => {
  it('redirects / to the booking result, keeping the hotel code and language and completing the search', async () => {
    app = await renderApp('/?code=kyoto-gion&locale=en', <App />, ['common', 'booking'], BOOKING_ROOT);
    expect(window.location.pathname).toBe('/booking/result');
    // The start-up parameters stay first; the whole search joins them so the address can be shared.
    expect(window.location.search).toMatch(/^\?code=kyoto-gion&locale=en&checkin=\d{4}-\d{2}-\d{2}&checkout=\d{4}-\d{2}-\d{2}&type=rooms&adults=2&order=price_low_to_high$/);
    expect(app.container.querySelector('h1')?.textContent).toBe('Search rooms');
    expect(app.container.querySelector('.noren-page-subtitle')?.textContent).toBe('Rooms and plans at Gion Inn');
    expect(document.title).toBe('Search rooms | Gion Inn');
  });

  it('shows the Japanese shell for locale=ja', async () => {
    app = await renderApp('/?code=kyoto-gion&locale=ja', <App />, ['common', 'booking'], BOOKING_ROOT);
    expect(app.container.querySelector('h1')?.textContent).toBe('客室を検索');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('answers an unknown address with a not-found page that keeps the query', async () => {
    app = await renderApp('/nowhere?code=kyoto-gion&locale=en', <App />, ['common', 'booking'], BOOKING_ROOT);
    expect(app.container.querySelector('h1')?.textContent).toBe('Page not found');
    expect(app.container.querySelector('main a')?.getAttribute('href')).toBe('/?code=kyoto-gion&locale=en');
  });
});
