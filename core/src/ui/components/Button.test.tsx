// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { Button } from './Button.tsx';
import { renderUi, type RenderedUi } from '../testing/renderUi.tsx';

let ui: RenderedUi | null = null;
afterEach(() => ui?.unmount());

describe('Button', () => {
  it('is a type=button <button> that clicks', async () => {
    let clicks = 0;
    ui = await renderUi(<Button onClick={() => clicks++}>Search</Button>);
    const button = ui.container.querySelector('button')!;
    expect(button.type).toBe('button');
    expect(button.className).toContain('noren-button--primary');
    act(() => button.click());
    expect(clicks).toBe(1);
  });

  it('while busy stays focusable, says so, and ignores clicks and form submission', async () => {
    let clicks = 0;
    let submits = 0;
    ui = await renderUi(
      <form onSubmit={(e) => (e.preventDefault(), submits++)}>
        <Button type="submit" busy onClick={() => clicks++}>
          Pay
        </Button>
      </form>,
    );
    const button = ui.container.querySelector('button')!;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    button.focus();
    expect(document.activeElement).toBe(button);
    act(() => button.click());
    expect([clicks, submits]).toEqual([0, 0]);
  });
});
