// Renders one component in jsdom with real translations, for component tests.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@noren/core/domain';
import { allLocaleFiles } from '../i18n/allLocaleFiles.ts';
import { createI18n } from '../i18n/createI18n.ts';

export interface RenderedUi {
  container: HTMLElement;
  render(node: ReactNode): void;
  unmount(): void;
}

export async function renderUi(node: ReactNode, language: Language = 'en'): Promise<RenderedUi> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const i18n = await createI18n({ language, namespaces: ['common', 'calendar'], locales: allLocaleFiles });
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | null = createRoot(container);
  const render = (n: ReactNode) => act(() => root!.render(<I18nextProvider i18n={i18n}>{n}</I18nextProvider>));
  render(node);
  return {
    container,
    render,
    unmount() {
      act(() => root?.unmount());
      root = null;
      container.remove();
    },
  };
}

/** What a screen reader gets from aria-describedby: the texts of the referenced elements. */
export function describedBy(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? `#${id} missing`).join(' | ');
}

/** React listens for 'input' on text and date inputs; this is what typing does. */
export function typeInto(input: HTMLInputElement | HTMLSelectElement, value: string): void {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  act(() => {
    input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}
