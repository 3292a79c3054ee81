// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, type RenderedApp } from '../../../core/src/ui/testing/renderApp.tsx';
import { ApiError } from '@noren/core/api';
import { App } from './App.tsx';
import { kioskRootFactory } from './stores/kioskRoot.tsx';
import type { KioskRoot } from './stores/KioskRoot.ts';
import { FakeKioskApi } from './testing/fakeKioskApi.ts';

let app: RenderedApp<KioskRoot> | null = null;
afterEach(() => app?.unmount());

async function render(path: string, kioskApi = new FakeKioskApi()) {
  app = await renderApp(path, <App />, ['common', 'kiosk'], kioskRootFactory({ kioskApi }));
  await act(() => app!.stores.device.restore());
  return app;
}

describe('kiosk app', () => {
  it('shows only the pairing screen on a device that is not paired', async () => {
    const { container } = await render('/?code=kyoto-gion&locale=en');
    expect(container.querySelector('h1')?.textContent).toBe('Pair this kiosk');
    expect(container.textContent).not.toMatch(/Call staff/);
  });

  it('welcomes guests on the demo device, with call staff and each language a tap away', async () => {
    const kioskApi = new FakeKioskApi();
    kioskApi.demo = kioskApi.pairing;
    const { container, stores } = await render('/?code=kyoto-gion&locale=en', kioskApi);
    expect(kioskApi.calls).toContain('demo kyoto-gion');
    expect(container.querySelector('h1')?.textContent).toBe('Welcome to Gion Inn');
    expect(container.textContent).toMatch(/Call staff/);
    const languages = [...container.querySelectorAll<HTMLButtonElement>('[role="group"] button')];
    expect(languages.length).toBe(stores.locale.offeredLanguages.length);
    const ja = languages.find((b) => b.lang === 'ja')!;
    await act(async () => ja.click());
    expect(stores.locale.language).toBe('ja');
  });

  it('shows the translated No hotel code error without a code', async () => {
    const kioskApi = new FakeKioskApi();
    kioskApi.demo = new ApiError({ status: 404, message: 'Not Found' });
    const { container } = await render('/?locale=en', kioskApi);
    await vi.waitFor(() => expect(container.querySelector('main [role="alert"]')?.textContent).toMatch(/hotel code/i));
    expect(container.querySelector('h1')?.textContent).toBe('This kiosk cannot start');
  });
});
