// The results-render bench's reading of a Chromium trace: the task each step of the list commits in.
import { describe, expect, it } from 'vitest';
import { LIST_TIMING, listCommitTasks } from './results-render.bench.ts';

const PAGE = 1;
const OTHER = 2;
const MAIN = 10;

type TraceEvent = Parameters<typeof listCommitTasks>[0]['traceEvents'][number];

/** A trace of the page's renderer (PAGE) and another renderer (OTHER), each with its main thread. */
function trace(events: TraceEvent[]) {
  return {
    traceEvents: [
      { name: 'CommitLoad', ph: 'X', ts: 0, dur: 1, pid: PAGE, tid: MAIN, args: { data: { url: 'http://x/booking/result?code=a' } } },
      { name: 'thread_name', ph: 'M', ts: 0, pid: PAGE, tid: MAIN, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', ts: 0, pid: OTHER, tid: MAIN, args: { name: 'CrRendererMain' } },
      ...events,
    ],
  };
}

const task = (ts: number, durMs: number, pid = PAGE): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur: durMs * 1000, pid, tid: MAIN });
const stepEnd = (ts: number, pid = PAGE): TraceEvent => ({ name: LIST_TIMING, ph: 'e', ts, pid, tid: MAIN });

describe('listCommitTasks', () => {
  it('gives, for each step in order, the page main-thread task its measure ends in', () => {
    const t = trace([task(1_000, 3), task(10_000, 12), task(30_000, 40), stepEnd(35_000), stepEnd(15_000), { name: LIST_TIMING, ph: 'b', ts: 900, pid: PAGE, tid: MAIN }]);
    expect(listCommitTasks(t)).toEqual([12, 40]);
  });

  it('ignores the tasks and measures of other renderers, and counts a step in no task as 0', () => {
    const t = trace([task(10_000, 70, OTHER), stepEnd(20_000, OTHER), task(50_000, 5), stepEnd(20_000)]);
    expect(listCommitTasks(t)).toEqual([0]);
  });
});
