// Every namespace in locales/en/ must exist in every language with the same keys, placeholders
// and no empty texts, in the language's own script. Namespaces are discovered, not listed, so a
// new file under locales/en/ is checked the moment it appears.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../core/src/domain/i18n/languages.ts';
import { CATALOGUE } from '../core/src/domain/errors/catalogue.ts';
import {
  compareWithEnglish, emptyStrings, flatten, placeholders, scriptProblems, type Json,
} from './checks.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json')).sort();

function load(language: Language, file: string): { flat: Map<string, string>; problems: string[] } {
  const path = join(root, language, file);
  const problems: string[] = [];
  if (!existsSync(path)) return { flat: new Map(), problems: [`${language}/${file}: file is missing`] };
  let tree: Json;
  try {
    tree = JSON.parse(readFileSync(path, 'utf8')) as Json;
  } catch (error) {
    return { flat: new Map(), problems: [`${language}/${file}: invalid JSON (${(error as Error).message})`] };
  }
  const flat = flatten(tree, problems);
  return { flat, problems: problems.map((p) => `${language}/${file}: ${p}`) };
}

describe('locale files', () => {
  it('has the errors namespace and at least one language directory per language', () => {
    expect(namespaces).toContain('errors.json');
    for (const language of LANGUAGES) expect(existsSync(join(root, language)), `locales/${language}/`).toBe(true);
  });

  it('has no namespace file in another language that English lacks', () => {
    const extra = LANGUAGES.flatMap((language) =>
      existsSync(join(root, language))
        ? readdirSync(join(root, language)).filter((f) => f.endsWith('.json') && !namespaces.includes(f)).map((f) => `${language}/${f}`)
        : [],
    );
    expect(extra).toEqual([]);
  });

  describe.each(namespaces)('%s', (file) => {
    const english = load('en', file);

    it('English parses, has only string leaves and no empty texts', () => {
      expect([...english.problems, ...emptyStrings(`en/${file}`, english.flat)]).toEqual([]);
      expect(english.flat.size).toBeGreaterThan(0);
    });

    it.each(LANGUAGES.filter((l) => l !== 'en'))('%s mirrors English: same keys, placeholders, no empty texts', (language) => {
      const translated = load(language, file);
      const name = `${language}/${file}`;
      expect([
        ...translated.problems,
        ...compareWithEnglish(name, language, english.flat, translated.flat),
        ...emptyStrings(name, translated.flat),
      ]).toEqual([]);
    });

    it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is written in its own language', (language) => {
      const translated = load(language, file);
      expect(scriptProblems(`${language}/${file}`, language, english.flat, translated.flat)).toEqual([]);
    });
  });
});

describe('errors.json and the catalogue', () => {
  const english = load('en', 'errors.json').flat;

  it('has a message for every catalogue entry, equal to its English title', () => {
    const problems: string[] = [];
    for (const entry of CATALOGUE.values()) {
      const text = english.get(entry.messageKey);
      if (text === undefined) problems.push(`en/errors.json: missing ${entry.messageKey} (${entry.name})`);
      else if (text !== entry.title) problems.push(`en/errors.json: ${entry.messageKey} differs from the catalogue title`);
    }
    expect(problems).toEqual([]);
  });

  it('has no code the catalogue does not know', () => {
    const known = new Set([...CATALOGUE.values()].map((e) => e.messageKey));
    const stale = [...english.keys()].filter((key) => key.startsWith('codes.') && !known.has(key));
    expect(stale).toEqual([]);
  });

  it('carries the spec placeholders for 1903 and 2401 in every language', () => {
    for (const language of LANGUAGES) {
      const flat = load(language, 'errors.json').flat;
      expect(placeholders(flat.get('codes.1903') ?? ''), language).toEqual(['reservable_period_months']);
      expect(placeholders(flat.get('codes.2401') ?? ''), language).toEqual(['currentPoint', 'spendPoint']);
    }
  });

  // The §8.5 messages of features Noren has; the others come with their features (issue #27 item 14).
  it('has the general and §8.5 messages the clients look up', () => {
    const required = [
      'general.error02', 'general.loggedOut', 'general.noHotelCode', 'general.logoutMessage',
      'general.browserWarning', 'general.noData', 'general.customAuthFailDesc', 'general.initFailed',
      'general.pointHistoryFailed', 'messages.differentPaymentMethods', 'messages.planPaymentTypesConflict',
      'messages.exchangeRateUpdated', 'messages.couponExpired',
      'messages.couponInvalid', 'messages.couponUsageLimit', 'messages.couponMaxStays',
      'messages.priceChanged.cheaper', 'messages.priceChanged.moreExpensive',
      'messages.cardIssue.INVALID_PARAMETER_SYNTAX',
      'messages.cardIssue.INVALID_EXPIRATION_YEAR', 'messages.cardIssue.Invalid_card_number',
      'messages.cardIssue.Others', 'messages.resendNotRegistered',
      'messages.resendAlreadyConfirmed', 'messages.sessionErrorReturnToGuestDetails',
      'messages.paymentRecordNotFound', 'messages.updateDeadlinePassed', 'validation.required', 'validation.invalid',
      'validation.tooLong', 'validation.email', 'validation.emailMismatch', 'validation.phone',
      'validation.postCode',
    ];
    expect(required.filter((key) => !english.has(key))).toEqual([]);
    expect(english.get('general.error02')).toBe('Sorry, a processing error occurred. Please try again after a short while.');
    expect(english.get('general.loggedOut')).toBe('You have already logged out.');
    expect(english.get('general.noHotelCode')).toBe('No hotel code');
  });
});
