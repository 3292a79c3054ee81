// Prints the slowest test files of a run from the runners' JSON reports, so a suite that grows
// slow shows up in every `npm test` (scripts/test.sh) instead of only in the total.
//   node --import tsx scripts/slowest-files.ts vitest <report.json> [count]
//   node --import tsx scripts/slowest-files.ts playwright <report.json> [count]
// Vitest's report gives each file's start and end; Playwright's gives each test's duration, summed
// per file (the time the file kept a worker busy).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface FileTime {
  file: string;
  ms: number;
  tests: number;
}

interface VitestReport {
  testResults: Array<{ name: string; startTime: number; endTime: number; assertionResults: unknown[] }>;
}

interface PlaywrightSuite {
  file: string;
  specs?: Array<{ tests: Array<{ results: Array<{ duration: number }> }> }>;
  suites?: PlaywrightSuite[];
}

export function vitestFileTimes(report: VitestReport, root = process.cwd()): FileTime[] {
  return report.testResults.map((r) => ({ file: relative(root, r.name), ms: Math.max(0, r.endTime - r.startTime), tests: r.assertionResults.length }));
}

export function playwrightFileTimes(report: { suites: PlaywrightSuite[] }): FileTime[] {
  const byFile = new Map<string, FileTime>();
  const visit = (suite: PlaywrightSuite) => {
    const entry = byFile.get(suite.file) ?? { file: suite.file, ms: 0, tests: 0 };
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        entry.tests++;
        for (const result of test.results) entry.ms += result.duration;
      }
    }
    byFile.set(suite.file, entry);
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return [...byFile.values()].filter((f) => f.tests > 0);
}

export function slowest(times: FileTime[], count = 10): string[] {
  return [...times]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((t) => `${(t.ms / 1000).toFixed(1).padStart(7)} s  ${String(t.tests).padStart(4)} tests  ${t.file}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [runner, path, count] = process.argv.slice(2);
  if ((runner !== 'vitest' && runner !== 'playwright') || !path) {
    console.error('usage: slowest-files.ts vitest|playwright <report.json> [count]');
    process.exit(2);
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const times = runner === 'vitest' ? vitestFileTimes(report) : playwrightFileTimes(report);
  console.log(slowest(times, count ? Number(count) : 10).join('\n'));
}
