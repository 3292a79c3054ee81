// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import type { Language } from '@noren/core/domain';
import { DateRangePicker, type DateRangeValue, type DayInfo } from './DateRangePicker.tsx';
import { renderUi, type RenderedUi } from '../testing/renderUi.tsx';

let ui: RenderedUi | null = null;
afterEach(() => ui?.unmount());

const chosen: DateRangeValue[] = [];
const info = (date: string): DayInfo => (date === '2030-03-07' ? { available: false } : { available: true, price: '¥12,000', fewLeft: date === '2030-03-05' });

function Picker({ language = 'en' }: { language?: Language }) {
  const [range, setRange] = useState<DateRangeValue>({ checkin: '2030-03-02', checkout: '2030-03-03' });
  return (
    <DateRangePicker
      {...range}
      language={language}
      min="2030-03-02"
      max="2030-06-30"
      dayInfo={info}
      onChange={(r) => {
        chosen.push(r);
        setRange(r);
      }}
    />
  );
}

const cell = (c: HTMLElement, date: string) => c.querySelector<HTMLElement>(`[role="gridcell"][data-date="${date}"]`)!;
const status = (c: HTMLElement) => c.querySelector('[role="status"]')!.textContent;
const click = (el: HTMLElement) => act(() => el.click());
const key = (el: HTMLElement, k: string) => act(() => void el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })));

describe('DateRangePicker', () => {
  it('draws two month grids with one tab stop, selected dates, prices and sold-out nights in the names', async () => {
    ui = await renderUi(<Picker />);
    const c = ui.container;
    expect(c.querySelectorAll('table[role="grid"]').length).toBe(2);
    expect(c.querySelectorAll('[role="gridcell"][tabindex="0"]').length).toBe(1);
    expect(cell(c, '2030-03-02').getAttribute('aria-selected')).toBe('true');
    expect(cell(c, '2030-03-03').getAttribute('aria-selected')).toBe('true');
    expect(cell(c, '2030-03-04').getAttribute('aria-selected')).toBe('false');
    expect(cell(c, '2030-03-04').textContent).toContain('from ¥12,000');
    expect(cell(c, '2030-03-05').textContent).toContain('fewer than 10 rooms left');
    expect(cell(c, '2030-03-07').getAttribute('aria-disabled')).toBe('true');
    expect(cell(c, '2030-03-07').textContent).toContain('sold out');
    expect(cell(c, '2030-03-01').getAttribute('aria-disabled')).toBe('true');
  });

  it('refuses a sold-out check-in and says why; a range through a sold-out night is refused too', async () => {
    chosen.length = 0;
    ui = await renderUi(<Picker />);
    const c = ui.container;
    click(cell(c, '2030-03-07'));
    expect(status(c)).toMatch(/sold out: no rooms are left that night/);
    click(cell(c, '2030-03-05'));
    expect(status(c)).toMatch(/Now choose your check-out date/);
    // The sold-out night may be the check-out day: that night is not stayed.
    expect(cell(c, '2030-03-07').getAttribute('aria-disabled')).toBeNull();
    click(cell(c, '2030-03-09'));
    expect(status(c)).toMatch(/cannot include the night of/);
    expect(chosen).toEqual([]);
    click(cell(c, '2030-03-07'));
    expect(chosen).toEqual([{ checkin: '2030-03-05', checkout: '2030-03-07' }]);
    expect(status(c)).toMatch(/chosen \(Nights: 2\)/);
  });

  it('moves by arrow keys, across months with Page Down, and chooses with Enter', async () => {
    chosen.length = 0;
    ui = await renderUi(<Picker />);
    const c = ui.container;
    const start = cell(c, '2030-03-02');
    act(() => start.focus());
    key(start, 'ArrowRight');
    expect(document.activeElement).toBe(cell(c, '2030-03-03'));
    key(cell(c, '2030-03-03'), 'ArrowDown');
    expect(document.activeElement).toBe(cell(c, '2030-03-10'));
    key(cell(c, '2030-03-10'), 'Enter');
    key(cell(c, '2030-03-10'), 'PageDown');
    expect(document.activeElement).toBe(cell(c, '2030-04-10'));
    key(cell(c, '2030-04-10'), 'PageDown');
    // The next month was brought into view.
    expect(document.activeElement).toBe(cell(c, '2030-05-10'));
    key(cell(c, '2030-05-10'), ' ');
    expect(chosen).toEqual([{ checkin: '2030-03-10', checkout: '2030-05-10' }]);
  });

  it('mirrors the arrow keys right to left', async () => {
    ui = await renderUi(<Picker language="ar" />, 'ar');
    const c = ui.container;
    const start = cell(c, '2030-03-03');
    act(() => start.focus());
    key(start, 'ArrowLeft');
    expect(document.activeElement).toBe(cell(c, '2030-03-04'));
  });
});
