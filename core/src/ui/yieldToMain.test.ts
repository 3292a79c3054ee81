import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain.ts';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('else resumes in a new task: every microtask queued meanwhile has run first', async () => {
    vi.stubGlobal('scheduler', undefined);
    let ticks = 0;
    const resumed = yieldToMain().then(() => ticks);
    for (let i = 0; i < 50; i++) {
      await Promise.resolve();
      ticks++;
    }
    expect(await resumed).toBe(50);
  });
});
