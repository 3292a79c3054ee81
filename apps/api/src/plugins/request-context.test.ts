import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdFrom, requestedLanguageOf } from './request-context.ts';

describe('requestedLanguageOf', () => {
  it.each([
    [undefined, 'ja', 'ja'],
    [undefined, 'zh_Hant', 'zh_Hant'],
    [undefined, 'ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7', 'ja'],
    [undefined, 'fr-FR,fr;q=0.9,ko;q=0.8', 'ko'],
    [undefined, 'en;q=0.5,zh-TW;q=0.9', 'zh_Hant'],
    [undefined, 'zh-CN', 'zh_Hans'],
    [undefined, 'fr, de', null],
    [undefined, 'ja;q=0, en;q=0.1', 'en'],
    [undefined, ';;;q=abc,,*;q=-1', null],
    [undefined, undefined, null],
    ['ko', 'ja', 'ko'],
    [['zh-hant', 'ja'], 'en', 'zh_Hant'],
    ['xx', 'ja', 'ja'],
    [{ nested: 'ja' }, undefined, null],
  ])('locale %j with Accept-Language %j gives %j', (locale, header, expected) => {
    expect(requestedLanguageOf(locale, header)).toBe(expected);
  });
});

describe('requestIdFrom', () => {
  const req = (value?: string | string[]) => ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as unknown as IncomingMessage;

  it('reuses a plain id and replaces anything else with a UUID', () => {
    expect(requestIdFrom(req('abc-123_x.y:z'))).toBe('abc-123_x.y:z');
    expect(requestIdFrom(req(['first', 'second']))).toBe('first');
    for (const unsafe of [undefined, '', 'has space', 'new\nline', 'x'.repeat(129), '<script>']) {
      expect(requestIdFrom(req(unsafe))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
