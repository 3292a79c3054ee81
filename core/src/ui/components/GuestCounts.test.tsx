// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { GuestCounts, type GuestCountsValue } from './GuestCounts.tsx';
import { renderUi, type RenderedUi } from '../testing/renderUi.tsx';

let ui: RenderedUi | null = null;
afterEach(() => ui?.unmount());

function Guests({ maxGuests = 3, childrenAllowed = true }: { maxGuests?: number; childrenAllowed?: boolean }) {
  const [value, setValue] = useState<GuestCountsValue>({ adults: 2, children: 0 });
  return <GuestCounts {...value} onChange={setValue} maxGuests={maxGuests} childrenAllowed={childrenAllowed} />;
}

const button = (c: HTMLElement, label: string) => c.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;

describe('GuestCounts', () => {
  it('groups each stepper under its label with named buttons and a live value', async () => {
    ui = await renderUi(<Guests />);
    const groups = [...ui.container.querySelectorAll('[role="group"]')];
    expect(groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['Adults', 'Children']);
    const value = groups[0].querySelector('output')!;
    expect(value.getAttribute('aria-live')).toBe('polite');
    expect(value.getAttribute('aria-label')).toBe('Adults: 2');
    expect(button(ui.container, 'Add one: Adults')).not.toBeNull();
    expect(button(ui.container, 'Remove one: Children').disabled).toBe(true);
  });

  it('steps within 1 adult and the guest limit of the room', async () => {
    ui = await renderUi(<Guests />);
    const c = ui.container;
    act(() => button(c, 'Add one: Children').click());
    expect(c.querySelectorAll('output')[1].textContent).toBe('1');
    expect(button(c, 'Add one: Adults').disabled).toBe(true);
    expect(button(c, 'Add one: Children').disabled).toBe(true);
    act(() => button(c, 'Remove one: Adults').click());
    expect(c.querySelectorAll('output')[0].textContent).toBe('1');
    expect(button(c, 'Remove one: Adults').disabled).toBe(true);
  });

  it('leaves out children when the hotel takes none, and speaks the page language', async () => {
    ui = await renderUi(<Guests childrenAllowed={false} />, 'ko');
    expect(ui.container.querySelectorAll('[role="group"]')).toHaveLength(1);
    expect(button(ui.container, '성인 1명 추가')).not.toBeNull();
  });
});
