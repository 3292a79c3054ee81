// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, type RenderedApp } from '../../../core/src/ui/testing/renderApp.tsx';
import { CORE_ROOT } from '@noren/core/ui';
import { App } from './App.tsx';

let app: RenderedApp | null = null;
afterEach(() => app?.unmount());

describe('kiosk app', () => {
  it('welcomes guests to the hotel in the lobby', async () => {
    app = await renderApp('/?code=kyoto-gion&locale=en', <App />, ['common', 'kiosk'], CORE_ROOT);
    expect(app.container.querySelector('h1')?.textContent).toBe('Welcome to Gion Inn');
  });

  it('shows the translated No hotel code error without a code', async () => {
    app = await renderApp('/?locale=en', <App />, ['common', 'kiosk'], CORE_ROOT);
    expect(app.container.querySelector('main [role="alert"]')?.textContent).toMatch(/hotel code/i);
    expect(app.container.querySelector('h1')?.textContent).toBe('This page could not be opened');
  });
});
