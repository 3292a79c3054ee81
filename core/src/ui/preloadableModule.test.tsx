// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, Suspense, useEffect } from 'react';
import { preloadableModule } from './preloadableModule.tsx';
import { renderUi, type RenderedUi } from './testing/renderUi.tsx';

let ui: RenderedUi | null = null;
afterEach(() => ui?.unmount());

let mounts = 0;
function Page({ amount }: { amount: string }) {
  useEffect(() => void mounts++, []);
  return <p>Due {amount}</p>;
}
const pageModule = { Page };

/** A module whose download the test finishes (or fails) itself. */
function deferredModule() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  let imports = 0;
  const importModule = () => {
    imports++;
    return new Promise<typeof pageModule>((resolve, reject) => {
      arrive = () => resolve(pageModule);
      fail = reject;
    });
  };
  return { importModule, arrive: () => arrive(), fail: (error: Error) => fail(error), imports: () => imports };
}

const screen = (Component: React.ComponentType<{ amount: string }>) => (
  <Suspense fallback={<p>Loading…</p>}>
    <Component amount="¥12,000" />
  </Suspense>
);

describe('preloadableModule', () => {
  it('renders a component of a module loaded before it mounts in the first commit, not the fallback', async () => {
    const download = deferredModule();
    const module = preloadableModule(download.importModule);
    const Loaded = module.component((m) => m.Page);
    const loading = module.load();
    download.arrive();
    await loading;
    ui = await renderUi(screen(Loaded));
    expect(ui.container.textContent).toBe('Due ¥12,000');
    expect(download.imports()).toBe(1);
  });

  it('suspends when mounted before its module is in, then shows it without a remount on later renders', async () => {
    const download = deferredModule();
    const module = preloadableModule(download.importModule);
    const Lazy = module.component((m) => m.Page);
    mounts = 0;
    ui = await renderUi(screen(Lazy));
    expect(ui.container.textContent).toBe('Loading…');
    await act(async () => download.arrive());
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(ui.container.textContent).toBe('Due ¥12,000');
    // Loaded now, a re-render keeps the page it mounted through lazy().
    ui.render(screen(Lazy));
    expect(ui.container.textContent).toBe('Due ¥12,000');
    expect(mounts).toBe(1);
    expect(download.imports()).toBe(1);
  });

  it('downloads once for every caller, and again after a failed download', async () => {
    const download = deferredModule();
    const module = preloadableModule(download.importModule);
    const first = module.load();
    expect(module.load()).toBe(first);
    download.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = module.load();
    expect(download.imports()).toBe(2);
    download.arrive();
    await expect(second).resolves.toBe(pageModule);
  });
});
