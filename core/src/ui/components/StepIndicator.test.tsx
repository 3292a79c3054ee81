// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { StepIndicator } from './StepIndicator.tsx';
import { renderUi, type RenderedUi } from '../testing/renderUi.tsx';

let ui: RenderedUi | null = null;
afterEach(() => ui?.unmount());

describe('StepIndicator', () => {
  it('is an ordered list in a labelled nav with the current step marked', async () => {
    ui = await renderUi(<StepIndicator steps={['Guest details', 'Payment', 'Confirmation']} current={1} />);
    const nav = ui.container.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Booking steps');
    const items = [...nav.querySelectorAll('ol > li')];
    expect(items).toHaveLength(3);
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[0].textContent).toBe('1Guest details (completed)');
    expect(items[2].textContent).toBe('3Confirmation');
  });

  it('follows the current index and the language', async () => {
    ui = await renderUi(<StepIndicator steps={['お客様情報', '確認']} current={1} />, 'ja');
    expect(ui.container.querySelector('nav')?.getAttribute('aria-label')).toBe('ご予約の手順');
    expect(ui.container.querySelector('[aria-current="step"]')?.textContent).toBe('2確認');
  });
});
