// The results page's main-thread work (issue 14 §4): the generated hotel `bench-grand` searched for
// 6 room types × 12 plans (room_type_codes), opened in Chromium with the CPU slowed 4× through
// CDP, the page's HTML carrying its start-up data. Measured from a Chromium trace of the renderer's
// main thread: the longest task while the page starts until the 6 cards are shown and the network
// is idle, how many tasks exceed 50 ms, and the task that commits each step of the list (a card per
// low-priority transition, useProgressiveCount; listCommitTasks). Then the guest's first tap on the
// stay dates: the time from pointerdown to the calendar on screen (budget 100 ms).
// The API runs as `npm start` does with NOREN_BENCH_HOTEL=1 (built first unless BENCH_SKIP_BUILD=1).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startApiServer } from './api-server.ts';
import type { Benchmark } from './harness.ts';
import { openStay } from './lighthouse.bench.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const CPU_SLOWDOWN = 4;
export const TASK_BUDGET_MS = 50;
export const CALENDAR_TAP_BUDGET_MS = 100;
const ROOM_TYPES = Array.from({ length: 6 }, (_, i) => `room-${String(i + 1).padStart(2, '0')}`);
const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 3);

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } } }

/**
 * The main thread of the page's own renderer: the trace also holds Chromium's other renderers (its
 * internal pages evaluate their modules while the browser starts), whose tasks are not the page's.
 * The page's renderer is the one that committed the /booking/ address; a trace without one keeps all.
 */
function mainThreadEvents(trace: { traceEvents: TraceEvent[] }): TraceEvent[] {
  const pagePids = new Set(trace.traceEvents.filter((e) => e.name === 'CommitLoad' && /\/booking\//.test(e.args?.data?.url ?? '')).map((e) => e.pid));
  const main = trace.traceEvents.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (pagePids.size === 0 || pagePids.has(e.pid)),
  );
  const threads = new Set(main.map((e) => `${e.pid}:${e.tid}`));
  return trace.traceEvents.filter((e) => e.ph === 'X' && e.dur !== undefined && threads.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
}

/**
 * What each task over the budget spent its time on: its direct children in the trace (script
 * evaluation with the chunk's file, a timer, an event, layout...), longest first, so a failing run
 * says where to look (BENCH_RENDER_ATTRIBUTION=1 prints them).
 */
export function longTaskAttribution(trace: { traceEvents: TraceEvent[] }, budgetMs = TASK_BUDGET_MS): string[] {
  const events = mainThreadEvents(trace);
  const out: string[] = [];
  for (const task of events.filter((e) => e.name === 'RunTask' && e.dur! / 1000 > budgetMs)) {
    const end = task.ts + task.dur!;
    const children: TraceEvent[] = [];
    let childEnd = -1;
    for (const e of events) {
      if (e === task || e.ts < task.ts || e.ts + e.dur! > end || e.ts < childEnd) continue;
      children.push(e);
      childEnd = e.ts + e.dur!;
    }
    const label = (e: TraceEvent) => {
      const data = e.args?.data;
      const what = data?.url ? data.url.replace(/^.*\//, '') : (data?.functionName ?? data?.type ?? '');
      return `${e.name}${what ? ` ${what}` : ''} ${(e.dur! / 1000).toFixed(0)}`;
    };
    out.push(`${(task.dur! / 1000).toFixed(0)} ms: ${children.sort((a, b) => b.dur! - a.dur!).slice(0, 4).map(label).join(', ')}`);
  }
  return out;
}

/** Durations (ms) of the renderer main thread's tasks in a Chromium trace, longest first. */
export function mainThreadTasks(trace: { traceEvents: TraceEvent[] }): number[] {
  return mainThreadEvents(trace)
    .filter((e) => e.name === 'RunTask')
    .map((e) => e.dur! / 1000)
    .sort((a, b) => b - a);
}

/** The User Timing measure the results page records for each render and commit of its list (apps/booking/src/results/useListTiming.ts). */
export const LIST_TIMING = 'noren:results-list';

/**
 * The main-thread tasks that committed the results list's steps, in order: each step's User Timing
 * measure (LIST_TIMING, useListTiming) ends in that commit's layout effects, so the task around its
 * end is the commit's task: the step's last render slice, the DOM changes and the effects. The
 * render's earlier slices are tasks of their own (a transition yields every 5 ms). A measure whose
 * end falls in no task of the page's main thread counts as 0 (and shows in BENCH_RENDER_ATTRIBUTION).
 */
export function listCommitTasks(trace: { traceEvents: TraceEvent[] }): number[] {
  const tasks = mainThreadEvents(trace).filter((e) => e.name === 'RunTask');
  const pids = new Set(tasks.map((t) => t.pid));
  const ends = trace.traceEvents.filter((e) => e.name === LIST_TIMING && e.ph === 'e' && pids.has(e.pid)).map((e) => e.ts).sort((a, b) => a - b);
  return ends.map((at) => (tasks.find((task) => task.ts <= at && at <= task.ts + task.dur!)?.dur ?? 0) / 1000);
}

interface Run { longestMs: number; over: number; cards: number; tapMs: number; listCommits: number[]; commitTasks: number[] }

async function measure(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  const page: Page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.locator('article.booking-card').nth(ROOM_TYPES.length - 1).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const tasks = mainThreadTasks(trace);
    if (process.env.BENCH_RENDER_ATTRIBUTION === '1') console.log(longTaskAttribution(trace).map((l) => `    ${l}`).join('\n'));
    const cards = await page.locator('article.booking-card').count();
    const listCommits = await page.evaluate((name) => performance.getEntriesByName(name, 'measure').map((e) => e.duration), LIST_TIMING);
    const commitTasks = listCommitTasks(trace);
    if (process.env.BENCH_RENDER_ATTRIBUTION === '1') {
      console.log(`    list render+commit steps, ms: ${listCommits.map((d) => d.toFixed(0)).join(', ')}`);
      console.log(`    list commit tasks, ms: ${commitTasks.map((d) => d.toFixed(0)).join(', ')}`);
    }
    // The first tap on the dates: pointerdown to the calendar shown, timed in the page. Shown, not
    // merely in the document: the closed picker is drawn hidden ahead of the tap (StayDates), and the
    // tap reveals it (its box, or an ancestor's `hidden`, stops hiding it: checkVisibility).
    await page.evaluate(() => {
      const w = window as unknown as { __tap?: { down?: number; shown?: number } };
      w.__tap = {};
      addEventListener('pointerdown', () => void (w.__tap!.down ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        const calendar = document.querySelector('.noren-calendar');
        if (w.__tap!.down !== undefined && w.__tap!.shown === undefined && calendar?.checkVisibility()) w.__tap!.shown = performance.now();
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.locator('.booking-search__dates-toggle').click();
    await page.locator('.noren-calendar').waitFor({ state: 'visible', timeout: 30_000 });
    const tap = await page.evaluate(() => (window as unknown as { __tap: { down: number; shown: number } }).__tap);
    return { longestMs: tasks[0] ?? 0, over: tasks.filter((d) => d > TASK_BUDGET_MS).length, cards, tapMs: tap.shown - tap.down, listCommits, commitTasks };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const benchmark: Benchmark = {
  description: `results page main-thread work at ${CPU_SLOWDOWN}× CPU slowdown: 6 room types × 12 plans, longest task, tasks over ${TASK_BUDGET_MS} ms, first tap on the dates`,
  async run() {
    if (process.env.BENCH_SKIP_BUILD !== '1') {
      console.log('  building apps/booking');
      execFileSync('npm', ['run', 'build', '--silent', '-w', 'apps/booking'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    process.env.NOREN_BENCH_HOTEL = '1';
    const browserPath = process.env.NOREN_CHROMIUM ?? '/usr/bin/chromium';
    const server = await startApiServer();
    const { checkin, checkout } = openStay();
    const path = `/booking/result?code=bench-grand&checkin=${checkin}&checkout=${checkout}&type=rooms&room_type_codes=${ROOM_TYPES.join(',')}&locale=en`;
    const runs: Run[] = [];
    const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      // A first, unmeasured load warms the server's search cache and JIT, as a hotel's busy page is.
      await measure(browser, server.baseUrl + path).catch(() => undefined);
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, server.baseUrl + path));
    } finally {
      await browser.close();
      await server.stop();
    }
    const longest = median(runs.map((r) => r.longestMs));
    const over = median(runs.map((r) => r.over));
    const tap = median(runs.map((r) => r.tapMs));
    // The list's budget (issue 14 §4, "renders in one commit of at most 50 ms") is on the task that
    // commits each step: the longest per run, its median. The step's render and commit together,
    // from its first render slice to its layout effects, spans the browser's other tasks between
    // the slices (a transition yields every 5 ms), so it is reported, as an upper bound, not judged.
    const listCommit = median(runs.map((r) => Math.max(0, ...r.commitTasks)));
    const listStep = median(runs.map((r) => Math.max(0, ...r.listCommits)));
    const failures: string[] = [];
    if (runs.some((r) => r.cards !== ROOM_TYPES.length)) failures.push(`expected ${ROOM_TYPES.length} room cards, saw ${runs.map((r) => r.cards).join(', ')}`);
    if (longest > TASK_BUDGET_MS) failures.push(`the longest main-thread task is ${longest.toFixed(0)} ms at ${CPU_SLOWDOWN}× (budget ${TASK_BUDGET_MS} ms)`);
    if (over > 0) failures.push(`${over} main-thread tasks are over ${TASK_BUDGET_MS} ms at ${CPU_SLOWDOWN}× (budget none)`);
    if (runs.some((r) => r.listCommits.length === 0)) failures.push('the results list recorded no render and commit (useListTiming)');
    if (runs.some((r) => r.commitTasks.length !== r.listCommits.length || r.commitTasks.includes(0))) {
      failures.push('a step of the results list has no commit task in the trace (listCommitTasks)');
    }
    if (listCommit > TASK_BUDGET_MS) failures.push(`the results list's longest commit task is ${listCommit.toFixed(0)} ms at ${CPU_SLOWDOWN}× (budget ${TASK_BUDGET_MS} ms)`);
    if (tap > CALENDAR_TAP_BUDGET_MS) failures.push(`the first tap opens the calendar in ${tap.toFixed(0)} ms (budget ${CALENDAR_TAP_BUDGET_MS} ms)`);
    return {
      rows: [],
      table: {
        header: ['measure (median of runs)', 'value', 'budget'],
        rows: [
          [`longest main-thread task, ms at ${CPU_SLOWDOWN}×`, longest.toFixed(1), String(TASK_BUDGET_MS)],
          [`tasks over ${TASK_BUDGET_MS} ms`, String(over), '0'],
          [`results list: longest task that commits a step, ms at ${CPU_SLOWDOWN}×`, listCommit.toFixed(1), String(TASK_BUDGET_MS)],
          [`results list: longest step from first render slice to commit (upper bound, other tasks between), ms at ${CPU_SLOWDOWN}×`, listStep.toFixed(1), '-'],
          ['first tap on the dates to calendar shown, ms', tap.toFixed(1), String(CALENDAR_TAP_BUDGET_MS)],
        ],
      },
      settings: { url: path, cpu_slowdown: CPU_SLOWDOWN, runs: runs.map((r) => ({ longest_task_ms: r.longestMs, tasks_over_budget: r.over, cards: r.cards, calendar_tap_ms: r.tapMs, list_commits_ms: r.listCommits, list_commit_tasks_ms: r.commitTasks })), chromium: browserPath },
      notes: [
        `runs: ${runs.map((r) => `longest ${r.longestMs.toFixed(0)} ms, ${r.over} over ${TASK_BUDGET_MS} ms, list steps ${r.listCommits.length} (commit tasks ${r.commitTasks.map((d) => d.toFixed(0)).join('/')} ms, longest step ${Math.max(0, ...r.listCommits).toFixed(0)} ms), tap ${r.tapMs.toFixed(0)} ms`).join('; ')}`,
        `the list's steps: the results page's User Timing measure ${LIST_TIMING}, from the render of the page that shows more cards to that commit's layout effects (a transition's render is sliced, so this is an upper bound); each step's commit task is the main-thread task its measure ends in`,
        'tasks are the renderer main thread\'s RunTask events in a Chromium trace, from navigation until the cards are shown and the network is idle',
      ],
      failures,
    };
  },
};

export default benchmark;
