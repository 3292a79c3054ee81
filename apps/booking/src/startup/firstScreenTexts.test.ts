// The first screen's one-file-per-language texts cannot drift from the locale files: every
// language has its module, and each carries exactly that language's common.json and booking.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@noren/core/domain';
import type { LocaleFiles } from '@noren/core/ui';
import { FIRST_SCREEN_NAMESPACES, withFirstScreenTexts } from './firstScreenTexts.ts';

const json = (language: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as unknown;

const later: LocaleFiles = {
  has: (_language, namespace) => namespace === 'calendar',
  load: async (language, namespace) => ({ from: `${language}/${namespace}` }),
};

describe('the first screen texts', () => {
  const files = withFirstScreenTexts(later);

  it.each([...LANGUAGES])('%s: one module carries that language\'s common and booking files, as they are', async (language) => {
    for (const namespace of FIRST_SCREEN_NAMESPACES) {
      expect(files.has(language, namespace)).toBe(true);
      expect(await files.load(language, namespace)).toEqual(json(language, namespace));
    }
  });

  it('leaves every other namespace to the app\'s locale files', async () => {
    expect(files.has('ja', 'calendar')).toBe(true);
    expect(files.has('ja', 'bookingPages')).toBe(false);
    expect(await files.load('ja', 'calendar')).toEqual({ from: 'ja/calendar' });
  });

  it('an unknown language has no texts, so English fills in', async () => {
    expect(await files.load('xx', 'booking')).toEqual({});
  });
});
