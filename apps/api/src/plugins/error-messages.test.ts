import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromTrees, loadErrorMessages } from './error-messages.ts';

describe('error messages', () => {
  const messages = fromTrees(
    new Map([
      ['en', { codes: { '2401': 'Balance {{currentPoint}}, cannot use {{spendPoint}}.', '9404': 'Not found.' } }],
      ['ja', { codes: { '2401': '残高{{currentPoint}}、{{spendPoint}}は使えません。', '9404': '' } }],
    ]),
  );

  it('translates and fills placeholders from the payload', () => {
    expect(messages.translate(2401, 'ja', { currentPoint: 10, spendPoint: 20 })).toBe('残高10、20は使えません。');
    expect(messages.has(2401, 'ja')).toBe(true);
  });

  it('falls back to English for a missing or empty text, and to nothing for unknown codes', () => {
    expect(messages.translate(9404, 'ja')).toBe('Not found.');
    expect(messages.has(9404, 'ja')).toBe(false);
    expect(messages.translate(2401, 'ko', { currentPoint: 1, spendPoint: 2 })).toBe('Balance 1, cannot use 2.');
    expect(messages.translate(9404, null)).toBe('Not found.');
    expect(messages.translate(1501, 'ja')).toBeUndefined();
    expect(messages.translate(123456, 'en')).toBeUndefined();
  });

  it('reads locales/<lang>/errors.json and survives a broken or missing file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'noren-errors-'));
    mkdirSync(join(dir, 'en'));
    mkdirSync(join(dir, 'ja'));
    writeFileSync(join(dir, 'en', 'errors.json'), JSON.stringify({ codes: { '9404': 'Nothing here.' } }));
    writeFileSync(join(dir, 'ja', 'errors.json'), '{ broken');
    const loaded = loadErrorMessages(dir);
    expect(loaded.translate(9404, 'ja')).toBe('Nothing here.');
    expect(loadErrorMessages(join(dir, 'missing')).translate(9404, 'en')).toBeUndefined();
  });
});
