import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './body-guard.ts';

describe('nestsDeeperThan', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('counts arrays and objects inside one another', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[]}]}}', 5)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[]}]}}', 4)).toBe(true);
    expect(nestsDeeperThan('[[]],[[]],[[]]', 2)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ notes: '[{'.repeat(100) }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ notes: 'say \\"[[[[' }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ notes: '"' + '['.repeat(10) }), 2)).toBe(false);
  });

  it('takes a million levels in one loop, without a stack', () => {
    expect(nestsDeeperThan(nested(1_000_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
