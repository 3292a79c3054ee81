// `npm run bench -- crash` (issue 27, "Done when"): a mixed load of card bookings (plain, 3-D
// Secure, Idempotency-Key retried) and pay-link payments (plain, double-tapped, 3-D Secure) over
// two API processes on one throwaway PostgreSQL, SIGKILLs in the middle of it with each victim
// restarted at once, the load finished, then the server's jobs run past every window
// (crash-jobs.ts); then the database must show no money without its record, no Idempotency-Key
// stuck in progress and no pay link stuck (crash-invariants.ts). Any violation fails the run.
// Roles: crash-processes.ts (the processes, kill and restart), crash-load.ts and crash-http.ts
// (the load), crash-jobs.ts, crash-invariants.ts.
// Knobs: BENCH_CRASH_FLOWS flows of each of the 6 kinds (30), BENCH_CRASH_CONCURRENCY workers
// (12), BENCH_CRASH_KILLS SIGKILLs (3), BENCH_CRASH_BOTH=0 to never kill both at once (the last
// kill takes both by default), BENCH_CRASH_MAX_SECONDS for the load (300). Loopback only.
import { startTempPostgres } from '../pg-temp.ts';
import { crashableApi, killDuringLoad } from './crash-processes.ts';
import { findViolations, paymentFigures, readSnapshot, violationCount, type Violations } from './crash-invariants.ts';
import { runJobsPastWindows } from './crash-jobs.ts';
import { FLOW_KINDS, runLoad, type FlowKind } from './crash-load.ts';
import type { Benchmark } from './harness.ts';

const intFrom = (name: string, fallback: number, min = 1): number => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= min ? value : fallback;
};

const FLOWS = intFrom('BENCH_CRASH_FLOWS', 30);
const CONCURRENCY = intFrom('BENCH_CRASH_CONCURRENCY', 12);
const KILLS = intFrom('BENCH_CRASH_KILLS', 3, 0);
const BOTH = process.env.BENCH_CRASH_BOTH !== '0';
const MAX_MS = intFrom('BENCH_CRASH_MAX_SECONDS', 300) * 1000;
/**
 * How long a claim on an Idempotency-Key may stay unanswered: its booking's 15-minute pending
 * window plus a few of the expiry job's runs. The jobs run at least 31 minutes ahead of the load
 * (crash-jobs.ts), so every claim the load made is past it.
 */
const CLAIM_BOUND_MS = 20 * 60_000;

const ENV = {
  // One address makes every call: the per-address limits would refuse the load, not test it.
  NOREN_RESERVATION_LOOKUP_LIMIT: '0',
  NOREN_SIGN_IN_LIMIT: '0',
  NOREN_ARGON2_PROFILE: 'test',
  NOREN_FIRST_SCREEN: 'off',
};

const INVARIANTS: Array<[keyof Violations, string]> = [
  ['unrecorded', '(1) captured/authorised at the gateway without its record'],
  ['recordedNotCharged', '(1b) recorded as captured, not captured at the gateway'],
  ['stuckKeys', '(2) Idempotency-Key stuck in progress'],
  ['stuckLinks', '(3) pay link stuck (claimed, no live capture)'],
];

async function waitFor(what: string, ok: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((s, n) => s + n, 0);
/** A kind's calls cut off (sent, no answer) and refused (the process was down; sent again to the other). */
const callNotes = (cutOff = 0, refused = 0) => `${cutOff} cut off${refused ? `, ${refused} refused` : ''}`;

const benchmark: Benchmark = {
  description: `${FLOWS} flows of each of ${FLOW_KINDS.length} kinds over two API processes on one PostgreSQL, ${KILLS} SIGKILL(s)${BOTH && KILLS > 0 ? ' (the last of both)' : ''} mid-load, restarts, the jobs, then the money invariants`,
  async run() {
    const postgres = await startTempPostgres();
    const a = await crashableApi('A', postgres.url, ENV);
    const b = await crashableApi('B', postgres.url, ENV);
    try {
      // A migrates and seeds alone, and writes the demo bookings, before B and the load start.
      console.log('  starting A (migrations, seed, demo bookings)');
      await a.start();
      await waitFor('"demo bookings written"', () => a.demoBookingsWritten(), 300_000);
      console.log('  starting B');
      await b.start();

      const since = new Date();
      const counts = Object.fromEntries(FLOW_KINDS.map((k) => [k, FLOWS])) as Record<FlowKind, number>;
      let finished = 0;
      let total = 1;
      let running = true;
      const kills = killDuringLoad([a, b], { kills: KILLS, both: BOTH, progress: () => finished / total, isLoadRunning: () => running });
      console.log(`  load: ${FLOWS * FLOW_KINDS.length} flows, ${CONCURRENCY} workers`);
      const load = await runLoad([a.baseUrl, b.baseUrl], postgres.url, { counts, concurrency: CONCURRENCY, maxMs: MAX_MS }, (done, all) => {
        finished = done;
        total = all;
      }).finally(() => {
        running = false;
      });
      const killed = await kills;
      console.log(`  load done in ${load.ms} ms; ${killed.length} kill(s); running the jobs`);

      const beforeJobs = findViolations(await readSnapshot(postgres.url, since), { asOf: new Date(), claimBoundMs: CLAIM_BOUND_MS });
      const jobs = await runJobsPastWindows(postgres.url);
      const snapshot = await readSnapshot(postgres.url, since);
      const violations = findViolations(snapshot, { asOf: jobs.asOf, claimBoundMs: CLAIM_BOUND_MS });
      const payments = paymentFigures(snapshot);

      const rows: string[][] = [
        ...Object.entries(load.requests).sort().map(([kind, n]) => [`requests: ${kind}`, String(n), callNotes(load.cutOffs[kind], load.refused[kind])]),
        ['requests: all', String(sum(load.requests)), callNotes(sum(load.cutOffs), sum(load.refused))],
        ...Object.entries(load.outcomes).sort().map(([outcome, n]) => [`flow ${outcome}`, String(n), '']),
        ['SIGKILLs', String(killed.reduce((s, k) => s + k.killed.length, 0)), ''],
        ...killed.map((k, i) => [`  kill ${i + 1}: ${k.killed.join('+')} at ${(k.atMs / 1000).toFixed(1)} s, back after ${(k.downMs / 1000).toFixed(1)} s`, '', '']),
        ...['captured', 'authorized', 'cancelled', 'refunded', 'failed', 'expired', 'requires_3ds'].map((s) => [`sandbox payments ${s === 'cancelled' ? 'voided (cancelled)' : s}`, String(payments[s] ?? 0), '']),
        ['reservations still payment_pending after the jobs', String(snapshot.reservations.filter((r) => r.status === 'payment_pending').length), ''],
        ...INVARIANTS.map(([key, label]) => [`violations ${label}`, String(violations[key].length), `${beforeJobs[key].length} before the jobs`]),
        ...(['booking', 'pay link'] as const).map((kind) => [`  of (1): ${kind} payments`, String(violations.unrecorded.filter((v) => v.startsWith(`${kind}:`)).length), '']),
        ['jobs: cycles until nothing changed', String(jobs.cycles.length), jobs.cycles.map((c) => `${c.ms} ms${c.changed ? '*' : ''}`).join(', ')],
        ['jobs: time to settle (ms)', String(jobs.ms), ''],
        ['load time (ms)', String(load.ms), ''],
      ];
      const failures = [
        ...INVARIANTS.flatMap(([key, label]) => [...violations[key]].sort().slice(0, 10).map((v) => `${label}: ${v}`)),
        ...INVARIANTS.filter(([key]) => violations[key].length > 10).map(([key, label]) => `${label}: ${violations[key].length - 10} more`),
        ...jobs.errors.map((e) => `job failed: ${e}`),
      ];
      if (load.flows < FLOWS * FLOW_KINDS.length) failures.push(`only ${load.flows} of ${FLOWS * FLOW_KINDS.length} flows ran within ${MAX_MS / 1000} s`);
      return {
        rows: [],
        table: { header: ['figure', 'count', 'cut off / notes'], rows },
        failures,
        settings: {
          flows_per_kind: FLOWS, concurrency: CONCURRENCY, kills: KILLS, both: BOTH, max_load_ms: MAX_MS, claim_bound_ms: CLAIM_BOUND_MS,
          requests: load.requests, cut_offs: load.cutOffs, refused: load.refused, outcomes: load.outcomes, killed, payments,
          violations: Object.fromEntries(INVARIANTS.map(([key]) => [key, violations[key].length])),
          violations_before_jobs: Object.fromEntries(INVARIANTS.map(([key]) => [key, beforeJobs[key].length])),
          jobs: { names: jobs.jobs, cycles: jobs.cycles, ms: jobs.ms },
        },
        notes: [
          'Two API processes (node --import tsx apps/api/src/main.ts) on one throwaway PostgreSQL, loopback only; each call goes to the processes in turn, a refused connection to the other one (a load balancer\'s retry), a call cut off mid-way is resent only with its Idempotency-Key',
          'the jobs are the server\'s own (apps/api/src/jobs/definitions.ts JOBS, mail and purges left out), run from the bench process with a ManualClock 31 minutes ahead and then 6 minutes more per cycle, past the pending, sweep and lease windows',
          `violation ${violationCount(violations) === 0 ? 'count 0: every invariant held' : `count ${violationCount(violations)}: see the failures`}; a cut-off between the gateway's capture and its record is what the kills are for, so the count varies between runs`,
        ],
      };
    } finally {
      await b.stop();
      await a.stop();
      await postgres.stop();
    }
  },
};

export default benchmark;
