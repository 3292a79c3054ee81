import { describe, expect, it } from 'vitest';
import { playwrightFileTimes, slowest, vitestFileTimes } from './slowest-files.ts';

describe('slowest test files', () => {
  it('reads each vitest file from its start to its end, relative to the root', () => {
    const times = vitestFileTimes({
      testResults: [
        { name: '/repo/tests/a.test.ts', startTime: 1_000, endTime: 4_500, assertionResults: [{}, {}] },
        { name: '/repo/tests/b.test.ts', startTime: 2_000, endTime: 2_100, assertionResults: [{}] },
      ],
    }, '/repo');
    expect(times).toEqual([{ file: 'tests/a.test.ts', ms: 3_500, tests: 2 }, { file: 'tests/b.test.ts', ms: 100, tests: 1 }]);
  });

  it('sums the durations of every Playwright test of a file, nested describes and retries included', () => {
    const times = playwrightFileTimes({
      suites: [
        { file: 'a.e2e.ts', specs: [{ tests: [{ results: [{ duration: 1_000 }, { duration: 500 }] }] }], suites: [{ file: 'a.e2e.ts', specs: [{ tests: [{ results: [{ duration: 2_000 }] }] }] }] },
        { file: 'b.e2e.ts', specs: [{ tests: [{ results: [{ duration: 4_000 }] }] }] },
        { file: 'empty.e2e.ts', specs: [] },
      ],
    });
    expect(times).toEqual([{ file: 'a.e2e.ts', ms: 3_500, tests: 2 }, { file: 'b.e2e.ts', ms: 4_000, tests: 1 }]);
  });

  it('lists the slowest first, at most `count` of them', () => {
    const lines = slowest([{ file: 'x', ms: 100, tests: 1 }, { file: 'y', ms: 12_345, tests: 3 }, { file: 'z', ms: 5_000, tests: 2 }], 2);
    expect(lines).toEqual(['   12.3 s     3 tests  y', '    5.0 s     2 tests  z']);
  });
});
