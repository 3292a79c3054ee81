// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { DateRangeField, type DateRange } from './DateRangeField.tsx';
import { renderUi, typeInto, type RenderedUi } from '../testing/renderUi.tsx';

let ui: RenderedUi | null = null;
afterEach(() => ui?.unmount());

function Stay({ dayUse = false, error }: { dayUse?: boolean; error?: string }) {
  const [range, setRange] = useState<DateRange>({ checkin: '2030-03-01', checkout: '2030-03-03' });
  return <DateRangeField {...range} onChange={setRange} min="2030-01-02" max="2031-01-02" dayUse={dayUse} error={error} />;
}

const inputs = (c: HTMLElement) => [...c.querySelectorAll<HTMLInputElement>('input[type="date"]')];

describe('DateRangeField', () => {
  it('has a legend, two labelled date inputs with bounds, and the nights', async () => {
    ui = await renderUi(<Stay />);
    const c = ui.container;
    expect(c.querySelector('legend')?.textContent).toBe('Dates of stay');
    const [checkin, checkout] = inputs(c);
    expect(c.querySelector(`label[for="${checkin.id}"]`)?.textContent).toBe('Check-in');
    expect(c.querySelector(`label[for="${checkout.id}"]`)?.textContent).toBe('Check-out');
    expect([checkin.min, checkin.max]).toEqual(['2030-01-02', '2031-01-02']);
    expect(checkout.min).toBe('2030-03-02');
    const nights = c.querySelector('output')!;
    expect(nights.getAttribute('aria-live')).toBe('polite');
    expect(nights.textContent).toBe('Nights: 2');
  });

  it('updates the nights and the checkout minimum as dates change', async () => {
    ui = await renderUi(<Stay />);
    const [checkin, checkout] = inputs(ui.container);
    typeInto(checkout, '2030-03-06');
    expect(ui.container.querySelector('output')?.textContent).toBe('Nights: 5');
    typeInto(checkin, '2030-03-04');
    expect(checkout.min).toBe('2030-03-05');
    expect(ui.container.querySelector('output')?.textContent).toBe('Nights: 2');
  });

  it('for day use shows one date and says day use; an error marks the inputs', async () => {
    ui = await renderUi(<Stay dayUse error="Choose a date." />, 'ja');
    expect(inputs(ui.container)).toHaveLength(1);
    expect(ui.container.querySelector('output')?.textContent).toBe('デイユース（宿泊なし）');
    expect(inputs(ui.container)[0].getAttribute('aria-invalid')).toBe('true');
    const fieldset = ui.container.querySelector('fieldset')!;
    expect(document.getElementById(fieldset.getAttribute('aria-describedby')!)?.textContent).toBe('Choose a date.');
  });
});
