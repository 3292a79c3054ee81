import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, LocaleStore } from './LocaleStore.ts';
import { memoryEnv } from './testing/memoryEnv.ts';

describe('LocaleStore', () => {
  it('starts in the locale query parameter, in our spelling', () => {
    expect(new LocaleStore(memoryEnv('http://localhost/?locale=zh-TW')).language).toBe('zh_Hant');
  });

  it('uses the stored choice when the address has none, and English when nothing is known', () => {
    const env = memoryEnv();
    expect(new LocaleStore(env).language).toBe('en');
    env.storage.setItem(LOCALE_STORAGE_KEY, 'ko');
    expect(new LocaleStore(env).language).toBe('ko');
  });

  it('resolves against the hotel book languages, falling back to the first', () => {
    const locale = new LocaleStore(memoryEnv('http://localhost/?locale=th'));
    expect(locale.language).toBe('th');
    locale.applyLanguages(['zh_Hant', 'en', 'ja']);
    expect(locale.language).toBe('zh_Hant');
    const ja = new LocaleStore(memoryEnv('http://localhost/?locale=ja'));
    ja.applyLanguages(['zh_Hant', 'en', 'ja']);
    expect(ja.language).toBe('ja');
  });

  it('is right-to-left for Arabic only', () => {
    expect(new LocaleStore(memoryEnv('http://localhost/?locale=ar')).dir).toBe('rtl');
    expect(new LocaleStore(memoryEnv('http://localhost/?locale=ja')).dir).toBe('ltr');
  });

  it('setLanguage stores the choice and rewrites a locale parameter in the address', () => {
    const env = memoryEnv('http://localhost/booking/result?code=kyoto-gion&locale=ja');
    const locale = new LocaleStore(env);
    locale.applyLanguages(['ja', 'en', 'ko']);
    locale.setLanguage('ko');
    expect(locale.language).toBe('ko');
    expect(env.storage.getItem(LOCALE_STORAGE_KEY)).toBe('ko');
    expect(env.location.href).toBe('http://localhost/booking/result?code=kyoto-gion&locale=ko');
    // After a reload the guest keeps the language chosen.
    const again = new LocaleStore(env);
    again.applyLanguages(['ja', 'en', 'ko']);
    expect(again.language).toBe('ko');
  });

  it('setLanguage leaves an address without locale alone and falls back for a language the hotel lacks', () => {
    const env = memoryEnv('http://localhost/?code=kyoto-gion');
    const locale = new LocaleStore(env);
    locale.applyLanguages(['ja', 'en']);
    locale.setLanguage('ar');
    expect(locale.language).toBe('ja');
    expect(env.replacements).toEqual([]);
  });

  it('offers the widget-only languages after the book languages, so Arabic works with a hotel', () => {
    const locale = new LocaleStore(memoryEnv('http://localhost/?code=kyoto-gion&locale=ar'));
    locale.applyLanguages(['ja', 'en'], ['en', 'ja', 'ar', 'th']);
    expect(locale.offeredLanguages).toEqual(['ja', 'en', 'ar', 'th']);
    expect(locale.language).toBe('ar');
    expect(locale.dir).toBe('rtl');
    locale.setLanguage('id');
    expect(locale.language).toBe('ja');
  });
});
