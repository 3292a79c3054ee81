// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, type RenderedApp } from '../../../core/src/ui/testing/renderApp.tsx';
import { App } from './App.tsx';
import { ADMIN_ROOT } from './stores/adminRoot.tsx';

let app: RenderedApp | null = null;
afterEach(() => app?.unmount());

const settle = () => act(async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('admin app', () => {
  it('sends a visitor who is not signed in to the staff sign-in of the hotel, keeping the hotel and language', async () => {
    app = await renderApp('/reservations?code=kyoto-gion&locale=ko', <App />, ['common', 'admin'], ADMIN_ROOT);
    await settle();
    expect(window.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(window.location.search).get('code')).toBe('kyoto-gion');
    expect(app.container.querySelector('h1')?.textContent).toBe('직원 로그인');
    expect(app.container.querySelector('.noren-page-subtitle')?.textContent).toContain('기온 여관');
    const labels = [...app.container.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels.some((l) => l?.startsWith('이메일 주소'))).toBe(true);
    expect(labels.some((l) => l?.startsWith('비밀번호'))).toBe(true);
  });
});
