// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, type RenderedApp } from '../../../core/src/ui/testing/renderApp.tsx';
import { App } from './App.tsx';

let app: RenderedApp | null = null;
afterEach(() => app?.unmount());

describe('admin app', () => {
  it('shows the console home for the hotel once init arrives', async () => {
    app = await renderApp('/?code=kyoto-gion&locale=ko', <App />, ['common', 'admin']);
    expect(app.container.querySelector('h1')?.textContent).toBe('관리 콘솔');
    expect(app.container.querySelector('.noren-page-subtitle')?.textContent).toContain('기온 여관');
  });
});
