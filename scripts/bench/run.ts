// `npm run bench [name ...]`: runs scripts/bench/<name>.bench.ts (all of them by default), prints
// each one's table and writes bench/results/<name>.json with the machine it ran on.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchRow, Benchmark } from './harness.ts';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const resultsDir = fileURLToPath(new URL('../../bench/results/', import.meta.url));

function requestTable(rows: BenchRow[]): string {
  const header = ['backend', 'call', 'req/s', 'p50 ms', 'p99 ms', 'failures', 'ratio'];
  const body = rows.map((r) => [
    r.backend,
    r.call,
    r.requestsPerSec.toFixed(0),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    String(r.failures),
    r.ratio === undefined ? '' : r.ratio.toFixed(2),
  ]);
  return table(header, body, 2);
}

/** A Markdown table; columns from `rightFrom` on are numbers, right-aligned. */
function table(header: string[], body: string[][], rightFrom: number): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i >= rightFrom ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i >= rightFrom ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

async function main() {
  const available = (await readdir(benchDir)).filter((f) => f.endsWith('.bench.ts')).map((f) => basename(f, '.bench.ts'));
  const requested = process.argv.slice(2).map((a) => basename(a).replace(/\.bench\.ts$/, ''));
  const unknown = requested.filter((name) => !available.includes(name));
  if (unknown.length > 0) {
    console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${available.join(', ')}`);
    process.exit(2);
  }
  const names = requested.length > 0 ? requested : available.sort();
  await mkdir(resultsDir, { recursive: true });

  let failed = false;
  for (const name of names) {
    const { default: bench } = (await import(pathToFileURL(join(benchDir, `${name}.bench.ts`)).href)) as { default: Benchmark };
    console.log(`\n## ${name}: ${bench.description}`);
    const started = new Date();
    try {
      const report = await bench.run();
      console.log(`\n${report.table ? table(report.table.header, report.table.rows, 1) : requestTable(report.rows)}\n`);
      for (const note of report.notes) console.log(`- ${note}`);
      const file = join(resultsDir, `${name}.json`);
      const machine = { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model, memory_gb: Math.round(totalmem() / 2 ** 30) };
      await writeFile(file, `${JSON.stringify({ name, started_at: started.toISOString(), machine, ...report }, null, 2)}\n`);
      console.log(`- written to ${file}`);
      for (const failure of report.failures ?? []) console.error(`! ${name}: ${failure}`);
      if (report.failures?.length) failed = true;
      if (report.rows.some((r) => r.failures > 0)) {
        console.error(`! ${name}: some requests failed; the numbers above are not trustworthy`);
        failed = true;
      }
    } catch (error) {
      console.error(`! ${name} failed:`, error);
      failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}

await main();
