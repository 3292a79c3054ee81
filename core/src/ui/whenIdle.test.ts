import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './whenIdle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterPaint', () => {
  it('runs in a task after the next frame, not in the frame nor before it', () => {
    vi.useFakeTimers();
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    const run = vi.fn();
    afterPaint(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    // The frame's callbacks run before its paint: the work waits for the task after it.
    frames.shift()!();
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('falls back to the next task where there are no frames (a server, a test)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const run = vi.fn();
    afterPaint(run);
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
