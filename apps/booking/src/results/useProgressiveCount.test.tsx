// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useProgressiveCount } from './useProgressiveCount.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: number[] = [];
function List({ items }: { items: readonly string[] }) {
  const count = useProgressiveCount(items.length, items);
  seen.push(count);
  return <ul>{items.slice(0, count).map((i) => <li key={i}>{i}</li>)}</ul>;
}

let root: Root | null = null;
const container = document.createElement('div');
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  seen.length = 0;
});

const tick = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));

describe('useProgressiveCount', () => {
  it('commits the list without items, then adds them one per step until all are shown', async () => {
    const items = ['a', 'b', 'c'];
    root = createRoot(container);
    act(() => root!.render(<List items={items} />));
    expect(seen[0]).toBe(0);
    for (let i = 0; i < 10 && container.querySelectorAll('li').length < 3; i++) await tick();
    expect(container.querySelectorAll('li')).toHaveLength(3);
    // One more at a time, never a jump from none to all.
    expect(new Set(seen)).toEqual(new Set([0, 1, 2, 3]));
  });

  it('starts again for a new list and stops at its length', async () => {
    root = createRoot(container);
    act(() => root!.render(<List items={['a', 'b']} />));
    for (let i = 0; i < 10; i++) await tick();
    expect(container.querySelectorAll('li')).toHaveLength(2);
    seen.length = 0;
    act(() => root!.render(<List items={['x', 'y', 'z']} />));
    expect(seen[0]).toBe(0);
    for (let i = 0; i < 10; i++) await tick();
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['x', 'y', 'z']);
  });

  it('shows every item of a list that replaced another still growing, at each step of it', async () => {
    const next = ['p', 'q', 'r', 's'];
    for (let at = 0; at < 4; at++) {
      root = createRoot(container);
      act(() => root!.render(<List items={['a', 'b', 'c', 'd', 'e', 'f']} />));
      for (let i = 0; i < at; i++) await tick();
      act(() => root!.render(<List items={next} />));
      for (let i = 0; i < 10; i++) await tick();
      expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(next);
      act(() => root!.unmount());
    }
    root = null;
  });
});
