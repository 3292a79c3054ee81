// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ApiError } from '@noren/core/api';
import { CoreStores } from '@noren/core/stores';
import { FakeApi } from '../../stores/testing/fakeApi.ts';
import { memoryEnv } from '../../stores/testing/memoryEnv.ts';
import { createI18n } from '../i18n/createI18n.ts';
import { allLocaleFiles } from '../i18n/allLocaleFiles.ts';
import { NorenRoot } from '../NorenRoot.tsx';
import { AppShell } from './AppShell.tsx';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | null = null;
let container: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
});

async function render(href: string, api = new FakeApi()) {
  const stores = new CoreStores({ api, env: memoryEnv(href) });
  const i18n = await createI18n({ language: stores.locale.language, namespaces: ['common'], locales: allLocaleFiles });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <NorenRoot stores={stores} i18n={i18n}>
        <AppShell appTitleKey="apps.booking">
          <h1>Page content</h1>
        </AppShell>
      </NorenRoot>,
    );
  });
  return { stores, i18n, api };
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

const q = <T extends Element>(selector: string) => container.querySelector<T>(selector);

describe('AppShell', () => {
  it('shows a translated spinner and no content until init arrives', async () => {
    await render('http://localhost/?code=kyoto-gion&locale=ja');
    const status = q('[role="status"]');
    expect(status?.textContent).toContain('読み込み中');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(q('h1')).toBeNull();
    expect(q('a.noren-skip-link')?.getAttribute('href')).toBe('#noren-main');
    expect(q('main')?.id).toBe('noren-main');
  });

  it('then shows the content, the hotel logo and name in brand colours, in Japanese', async () => {
    const { stores } = await render('http://localhost/?code=kyoto-gion&locale=ja');
    await act(() => stores.initialise());
    expect(q('h1')?.textContent).toBe('Page content');
    expect(q<HTMLImageElement>('header img')?.alt).toBe('祇園の宿');
    expect(document.documentElement.lang).toBe('ja');
    expect(document.documentElement.dir).toBe('ltr');
    const brand = q<HTMLElement>('.noren-brand')!;
    expect(brand.style.getPropertyValue('--noren-button-colour')).toBe('#b3282d');
    expect(brand.style.getPropertyValue('--noren-header-colour')).toBe('#f4efe6');
    expect(brand.style.getPropertyValue('--noren-header-text-colour')).toBe('#1b1b1f');
  });

  it('switches the language live from the labelled selector', async () => {
    const { stores, i18n } = await render('http://localhost/?code=kyoto-gion&locale=ja');
    await act(() => stores.initialise());
    const select = q<HTMLSelectElement>('select')!;
    const label = q<HTMLLabelElement>(`label[for="${select.id}"]`);
    expect(label?.textContent).toBe('言語');
    expect([...select.options].map((o) => o.value)).toEqual(['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant']);
    expect(select.options[2].lang).toBe('ko');
    await act(async () => {
      select.value = 'ko';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await until(() => i18n.language === 'ko' && label?.textContent === '언어', 'Korean texts');
    expect(stores.locale.language).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
    expect(q<HTMLImageElement>('header img')?.alt).toBe('기온 여관');
  });

  it('shows the No hotel code error, translated, when the address has no code', async () => {
    const { stores } = await render('http://localhost/?locale=ja');
    await act(() => stores.initialise());
    const errorsJa = (await allLocaleFiles.load('ja', 'errors')) as { general: { noHotelCode: string } };
    await until(() => q('main [role="alert"]')?.textContent === errorsJa.general.noHotelCode, 'the Japanese No hotel code text');
    expect(errorsJa.general.noHotelCode).not.toBe('No hotel code');
    expect(q('main h1')?.textContent).toBe('ページを表示できません');
  });

  it('shows an init failure in place of the content', async () => {
    const api = new FakeApi();
    api.settings = new ApiError({ status: 0, message: 'Sorry, a processing error occurred; please try again after a short while.', messageKey: 'general.error02' });
    const { stores } = await render('http://localhost/?code=kyoto-gion&locale=en', api);
    await act(() => stores.initialise());
    // The banner waits for the error texts (the 'errors' namespace is fetched when one is shown).
    await until(() => q('main [role="alert"]') !== null, 'the init error banner');
    expect(q('main [role="alert"]')?.textContent).toMatch(/processing error/i);
    expect(container.textContent).not.toContain('Page content');
  });

  it('offers a labelled button that dismisses the global error', async () => {
    const { stores } = await render('http://localhost/?code=kyoto-gion&locale=en');
    await act(() => stores.initialise());
    act(() => stores.errors.setGlobalError({ message: 'Rooms could not be loaded.' }));
    await until(() => q('[role="alert"] button') !== null, 'the global error banner');
    const button = q<HTMLButtonElement>('[role="alert"] button')!;
    expect(button.getAttribute('aria-label')).toBe('Dismiss this message');
    act(() => button.click());
    expect(q('[role="alert"]')).toBeNull();
    expect(stores.errors.global).toBeNull();
  });

  it('sets dir=rtl on the document for Arabic', async () => {
    const api = new FakeApi();
    const { sampleInitSettings } = await import('../../stores/testing/initSettings.ts');
    api.settings = sampleInitSettings({ book_languages: ['en', 'ar'] });
    const { stores } = await render('http://localhost/?code=kyoto-gion&locale=ar', api);
    await act(() => stores.initialise());
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });
});
