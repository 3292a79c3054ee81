// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CoreStores } from '@noren/core/stores';
import { FakeApi } from '../../stores/testing/fakeApi.ts';
import { memoryEnv } from '../../stores/testing/memoryEnv.ts';
import { StoresProvider } from '../StoresContext.tsx';
import { NavigationBridge } from './NavigationBridge.tsx';
import { renderUi, type RenderedUi } from '../testing/renderUi.tsx';

let ui: RenderedUi | null = null;
afterEach(() => ui?.unmount());

function Where() {
  const { pathname, search } = useLocation();
  return <p id="where">{pathname + search}</p>;
}

describe('NavigationBridge', () => {
  it('routes the stores\' path requests inside the router, and leaves them to a page load once unmounted', async () => {
    const env = memoryEnv('http://localhost/?code=kyoto-gion');
    const stores = new CoreStores({ api: new FakeApi(), env });
    const tree = (bridge: boolean) => (
      <StoresProvider stores={stores}>
        <MemoryRouter initialEntries={['/booking/result']}>
          {bridge && <NavigationBridge />}
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </StoresProvider>
    );
    ui = await renderUi(tree(true));
    act(() => stores.navigation.request({ kind: 'path', path: '/503?code=kyoto-gion' }));
    expect(ui.container.querySelector('#where')?.textContent).toBe('/503?code=kyoto-gion');
    expect(env.navigations).toEqual([]);
    ui.render(tree(false));
    act(() => stores.navigation.request({ kind: 'path', path: '/503?code=kyoto-gion' }));
    expect(env.navigations).toEqual(['/503?code=kyoto-gion']);
  });

  it('renders nothing outside a router', async () => {
    const stores = new CoreStores({ api: new FakeApi(), env: memoryEnv() });
    ui = await renderUi(
      <StoresProvider stores={stores}>
        <NavigationBridge />
      </StoresProvider>,
    );
    expect(ui.container.innerHTML).toBe('');
  });
});
