// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Price } from './Price.tsx';
import { renderUi, type RenderedUi } from '../testing/renderUi.tsx';

let ui: RenderedUi | null = null;
afterEach(() => ui?.unmount());

describe('Price', () => {
  it('formats minor units with the currency symbol and decimals of the table', async () => {
    ui = await renderUi(<Price value={{ amount: 123456, currency: 'USD' }} />);
    expect(ui.container.textContent).toBe('$1,234.56');
    ui.render(<Price value={{ amount: 12000, currency: 'JPY' }} />);
    expect(ui.container.textContent).toBe('¥12,000');
    ui.render(<Price value={{ amount: 3200, currency: 'TWD' }} taxIncluded />);
    expect(ui.container.querySelector('.noren-price__amount')?.textContent).toBe('NT$3,200');
    expect(ui.container.querySelector('[data-currency]')?.getAttribute('data-currency')).toBe('TWD');
  });

  it('adds the tax note in the page language', async () => {
    ui = await renderUi(<Price value={{ amount: 12000, currency: 'JPY' }} taxIncluded />, 'ja');
    expect(ui.container.querySelector('.noren-price__tax')?.textContent?.trim()).toBe('税込');
    ui.render(<Price value={{ amount: 12000, currency: 'JPY' }} taxIncluded={false} />);
    expect(ui.container.querySelector('.noren-price__tax')?.textContent?.trim()).toBe('税抜');
  });
});
