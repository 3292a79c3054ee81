import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { ApiError } from '@noren/core/api';
import { AsyncState } from './AsyncState.ts';
import { UnexpectedError } from './UnexpectedError.ts';
import { toShownError } from '../shownError.ts';

/** A call the test answers by hand, which records whether it was aborted. */
function gate<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  const seen: { signal: AbortSignal | null } = { signal: null };
  const call = (signal: AbortSignal) => ((seen.signal = signal), promise);
  return { call, resolve, reject, seen };
}

describe('AsyncState', () => {
  it('is loading while the call runs, then holds its value', async () => {
    const state = new AsyncState<string>();
    const first = gate<string>();
    const running = state.run(first.call);
    expect(state.loading).toBe(true);
    first.resolve('a');
    expect(await running).toEqual({ ok: true, value: 'a' });
    expect([state.value, state.loading, state.error]).toEqual(['a', false, null]);
  });

  it('lets the latest call win: the older one is aborted and its late answer dropped', async () => {
    const state = new AsyncState<string>();
    const old = gate<string>();
    const fresh = gate<string>();
    const oldRun = state.run(old.call);
    const freshRun = state.run(fresh.call);
    expect(old.seen.signal?.aborted).toBe(true);
    expect(fresh.seen.signal?.aborted).toBe(false);
    fresh.resolve('new');
    await freshRun;
    old.resolve('old');
    expect(await oldRun).toBeUndefined();
    expect(state.value).toBe('new');
  });

  it('cancel aborts the call under way, stops loading and drops its answer', async () => {
    const state = new AsyncState<string>();
    const call = gate<string>();
    const running = state.run(call.call);
    state.cancel();
    expect(call.seen.signal?.aborted).toBe(true);
    expect(state.loading).toBe(false);
    call.resolve('late');
    expect(await running).toBeUndefined();
    expect(state.value).toBeNull();
  });

  it('keeps a failure as an ApiError for the screen instead of throwing', async () => {
    const state = new AsyncState<string>();
    const refused = new ApiError({ status: 404, code: 9404, message: 'not found', messageKey: 'codes.9404' });
    const outcome = await state.run(async () => {
      throw refused;
    });
    expect(outcome).toEqual({ ok: false, error: refused });
    expect(state.error).toBe(refused);
    expect(state.shownError).toEqual(toShownError(refused));
    expect(state.loading).toBe(false);
  });

  it('turns a failure of ours into an ApiError shown as the generic apology', async () => {
    const state = new AsyncState<string>();
    await state.run(async () => {
      throw new TypeError('x is undefined');
    });
    expect(state.error).toBeInstanceOf(ApiError);
    expect(state.error).toBeInstanceOf(UnexpectedError);
    expect(state.shownError).toEqual({ messageKey: 'general.error02', message: expect.stringContaining('processing error') });
  });

  it('keeps or clears the value shown as asked', async () => {
    const state = new AsyncState<string>();
    await state.run(async () => 'shown');
    const again = gate<string>();
    const kept = state.run(again.call, { keep: true });
    expect(state.value).toBe('shown');
    again.reject(new ApiError({ status: 500, message: 'down' }));
    await kept;
    expect(state.value).toBe('shown');
    await state.run(async () => {
      throw new ApiError({ status: 500, message: 'down' });
    }, { keep: true, clearOnError: true });
    expect(state.value).toBeNull();
  });

  it('words a failure by the explain it was given', async () => {
    const state = new AsyncState<string>({ explain: (e) => ({ message: `console: ${e.status}` }) });
    await state.run(async () => {
      throw new ApiError({ status: 401, message: 'no' });
    });
    expect(state.shownError).toEqual({ message: 'console: 401' });
  });

  it('is observable: the loading flag and the value drive reactions', async () => {
    const state = new AsyncState<number>();
    const seen: Array<[boolean, number | null]> = [];
    const stop = autorun(() => seen.push([state.loading, state.value]));
    await state.run(async () => 1);
    stop();
    expect(seen).toEqual([[false, null], [true, null], [false, 1]]);
  });
});
