// @vitest-environment jsdom
// The stay's dates: the closed calendar is drawn hidden once the page is idle, so a tap only
// reveals it; each opening starts afresh; its availability is asked for once it shows, not before.
import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { renderApp, type RenderedApp } from '../../../../core/src/ui/testing/renderApp.tsx';
import { App } from '../App.tsx';
import { BOOKING_ROOT } from '../stores/BookingRoot.ts';
import { StayDates } from './StayDates.tsx';

let app: RenderedApp | null = null;
afterEach(() => app?.unmount());

/** Lets the idle callbacks (setTimeout in jsdom), the chunk's import and React's hidden render run. */
async function settle(ms: number): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}

/** Until the closed picker has been drawn hidden (idle twice, the chunk's import, React's idle render). */
async function untilDrawn(): Promise<void> {
  for (let waited = 0; waited < 10_000 && !calendarBox().querySelector('.noren-calendar'); waited += 50) await settle(50);
}

const toggle = () => app!.container.querySelector<HTMLButtonElement>('.booking-search__dates-toggle')!;
const calendarBox = () => app!.container.querySelector<HTMLElement>('.booking-search__calendar')!;
const calendarCalls = () => app!.api.calls.filter((c) => c.startsWith('inventoryCalendar')).length;

describe('stay dates', () => {
  it('draws the closed calendar hidden when idle, reveals it on a tap, and asks for availability only then', async () => {
    app = await renderApp('/booking/result?code=kyoto-gion&locale=en', <App />, ['common', 'booking'], BOOKING_ROOT);
    expect(calendarBox().hidden).toBe(true);
    await untilDrawn();
    // Drawn ahead of the tap, hidden from sight and from the accessibility tree.
    expect(calendarBox().querySelector('.noren-calendar')).not.toBeNull();
    expect(calendarBox().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(calendarCalls()).toBe(0);

    await act(async () => toggle().click());
    expect(calendarBox().hidden).toBe(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(calendarBox().querySelectorAll('table[role="grid"]').length).toBe(2);
    // Not inside the tap: the request waits for the shown calendar's frame.
    expect(calendarCalls()).toBe(0);
    await settle(50);
    expect(calendarCalls()).toBe(1);
  });

  it('starts each opening from the stay, not from where the last one was left', async () => {
    app = await renderApp('/booking/result?code=kyoto-gion&locale=en', <App />, ['common', 'booking'], BOOKING_ROOT);
    await untilDrawn();
    await act(async () => toggle().click());
    const shownAtFirst = calendarBox().querySelector('table[role="grid"] [data-date]')?.getAttribute('data-date');
    const next = [...calendarBox().querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === 'Next month')!;
    await act(async () => next.click());
    expect(calendarBox().querySelector('table[role="grid"] [data-date]')?.getAttribute('data-date')).not.toBe(shownAtFirst);
    // Closed with the button, then opened again: back at the stay's month.
    await act(async () => toggle().click());
    expect(calendarBox().hidden).toBe(true);
    await settle(300);
    await act(async () => toggle().click());
    expect(calendarBox().querySelector('table[role="grid"] [data-date]')?.getAttribute('data-date')).toBe(shownAtFirst);
  });

  it('draws a hidden picker again when the stay changes under it, so it opens at the new stay', async () => {
    let setStay: (checkin: string) => void = () => {};
    function Harness() {
      const [checkin, setCheckin] = useState('2031-05-10');
      setStay = setCheckin;
      return (
        <StayDates calendarId="c" summary="stay" checkin={checkin} checkout={null} dayUse={false}
          min="2031-01-01" max={undefined} criteria={null} onChoose={() => {}} />
      );
    }
    app = await renderApp('/booking/result?code=kyoto-gion&locale=en', <Harness />, ['common', 'booking'], BOOKING_ROOT);
    await untilDrawn();
    const firstDay = () => calendarBox().querySelector('table[role="grid"] [data-date]')?.getAttribute('data-date');
    expect(firstDay()).toBe('2031-05-01');
    // A search from the address moves the stay while the calendar is closed.
    await act(async () => setStay('2031-09-20'));
    await settle(300);
    await act(async () => toggle().click());
    expect(calendarBox().hidden).toBe(false);
    expect(firstDay()).toBe('2031-09-01');
  });
});
