// The locale checks must be able to fail; these feed them broken files and expect the complaint.
import { describe, expect, it } from 'vitest';
import { compareWithEnglish, emptyStrings, flatten, placeholders, scriptProblems } from './checks.ts';

const map = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('flatten', () => {
  it('joins nested keys with dots and reports non-string leaves', () => {
    const problems: string[] = [];
    const flat = flatten({ a: { b: 'x', c: 3 }, d: 'y', e: ['z'] }, problems);
    expect([...flat]).toEqual([['a.b', 'x'], ['d', 'y']]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^a\.c:/);
  });

  it('rejects a root that is not an object', () => {
    const problems: string[] = [];
    flatten(['x'], problems);
    expect(problems).toEqual(['(root): expected an object']);
  });
});

describe('placeholders', () => {
  it('reads names, ignores formats and duplicates', () => {
    expect(placeholders('{{b}} and {{ a }} then {{b, number}} and {{- c}}')).toEqual(['a', 'b', 'c']);
    expect(placeholders('none')).toEqual([]);
  });
});

describe('compareWithEnglish', () => {
  const en = map({ 'a.title': 'Hello {{name}}', 'a.body': 'Body' });

  it('passes a faithful translation', () => {
    expect(compareWithEnglish('ja/x.json', 'ja', en, map({ 'a.title': 'こんにちは{{name}}', 'a.body': '本文' }))).toEqual([]);
  });

  it('names the file and the missing key', () => {
    expect(compareWithEnglish('ja/x.json', 'ja', en, map({ 'a.title': '{{name}}' }))).toEqual(['ja/x.json: missing key a.body']);
  });

  it('rejects extra keys', () => {
    const problems = compareWithEnglish('ko/x.json', 'ko', en, map({ 'a.title': '{{name}}', 'a.body': 'b', 'a.more': 'c' }));
    expect(problems).toEqual(['ko/x.json: extra key a.more (not in English)']);
  });

  it('rejects a changed or dropped placeholder', () => {
    const problems = compareWithEnglish('th/x.json', 'th', en, map({ 'a.title': 'สวัสดี {{nom}}', 'a.body': 'b' }));
    expect(problems).toEqual(['th/x.json: a.title has placeholders [nom], English has [name]']);
  });

  it('accepts each language its own plural forms and rejects missing or foreign ones', () => {
    const enPlural = map({ nights_one: '{{count}} night', nights_other: '{{count}} nights' });
    expect(compareWithEnglish('ja/x.json', 'ja', enPlural, map({ nights_other: '{{count}}泊' }))).toEqual([]);
    expect(compareWithEnglish('ja/x.json', 'ja', enPlural, map({ nights_one: '{{count}}泊', nights_other: '{{count}}泊' })))
      .toEqual(['ja/x.json: plural form "one" of nights_{plural} does not exist in ja']);
    const arabic = compareWithEnglish('ar/x.json', 'ar', enPlural, map({ nights_one: 'ليلة {{count}}', nights_other: '{{count}} ليالٍ' }));
    expect(arabic).toContain('ar/x.json: missing plural form nights_{plural} "few"');
    expect(arabic).toContain('ar/x.json: missing plural form nights_{plural} "two"');
  });
});

describe('emptyStrings', () => {
  it('reports blank texts', () => {
    expect(emptyStrings('id/x.json', map({ a: ' ', b: 'ok' }))).toEqual(['id/x.json: a is empty']);
  });
});

describe('scriptProblems', () => {
  const en = map({ a: 'Please check your input.', b: 'Visa', c: 'Try again' });

  it('catches English pasted into Arabic', () => {
    const problems = scriptProblems('ar/x.json', 'ar', en, map({ a: 'Please check your input.', b: 'Visa', c: 'حاول مرة أخرى' }));
    expect(problems.some((p) => p.includes('a is identical to English'))).toBe(true);
    expect(problems.some((p) => p.includes('Arabic script'))).toBe(true);
  });

  it('catches Chinese pasted into Japanese and Japanese into Chinese', () => {
    expect(scriptProblems('ja/x.json', 'ja', en, map({ a: '请检查输入内容。', b: 'Visa', c: '请重试' })).join()).toMatch(/contain kana; is this Chinese/);
    expect(scriptProblems('zh_Hant/x.json', 'zh_Hant', en, map({ a: '入力内容をご確認ください。' })).join()).toMatch(/contains Japanese kana/);
  });

  it('lets a few brand names stay in Latin letters, but not most of a file', () => {
    const korean = Array.from({ length: 9 }, (_, i) => [`k${i}`, `확인 ${i}`] as [string, string]);
    const mostlyKorean = new Map([...korean, ['brand', 'Visa']]);
    expect(scriptProblems('ko/x.json', 'ko', new Map(), mostlyKorean)).toEqual([]);
    const halfLatin = new Map([...korean.slice(0, 4), ['b1', 'Visa'], ['b2', 'JCB'], ['b3', 'Amex']]);
    expect(scriptProblems('ko/x.json', 'ko', new Map(), halfLatin).join()).toMatch(/4 of 7 texts use Hangul/);
  });

  it('catches an English sentence left in Indonesian', () => {
    expect(scriptProblems('id/x.json', 'id', en, map({ a: 'Please check your input.', b: 'Visa', c: 'Coba lagi' })))
      .toEqual(['id/x.json: a is identical to English ("Please check your input.")']);
  });
});
