import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n.ts';
import { allLocaleFiles } from './allLocaleFiles.ts';
import { localeFiles } from './localeFiles.ts';

describe('createI18n', () => {
  it('loads the first language and English as fallback, nothing else', async () => {
    const i18n = await createI18n({ language: 'ja', namespaces: ['common', 'booking'], locales: allLocaleFiles });
    expect(i18n.t('shell.loading')).toBe('読み込み中…');
    expect(i18n.t('result.title', { ns: 'booking' })).toBe('客室を検索');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('ko', 'common')).toBe(false);
  });

  it('does not fetch English for a complete language, nor errors at start; fetches English on a switch to it', async () => {
    const i18n = await createI18n({ language: 'ja', namespaces: ['common', 'booking'], locales: allLocaleFiles });
    expect(i18n.getResourceBundle('en', 'booking')).toEqual({});
    expect(i18n.hasResourceBundle('ja', 'errors')).toBe(false);
    await i18n.changeLanguage('en');
    expect(i18n.t('result.title', { ns: 'booking' })).toBe('Search rooms');
    expect(i18n.t('shell.loading')).toBe('Loading…');
  });

  it('loads a language lazily when switched to, with interpolation and our zh_Hant code', async () => {
    const i18n = await createI18n({ language: 'en', namespaces: ['common', 'booking'], locales: allLocaleFiles });
    await i18n.changeLanguage('zh_Hant');
    expect(i18n.language).toBe('zh_Hant');
    expect(i18n.t('result.subtitle', { ns: 'booking', hotel: '大安旅館' })).toBe('大安旅館的客房與專案');
  });

  it('falls back to English for a key a language lacks, and to the key never as blank', async () => {
    const i18n = await createI18n({ language: 'th', namespaces: ['common'], locales: allLocaleFiles });
    i18n.addResource('en', 'common', 'onlyInEnglish', 'English text');
    expect(i18n.t('onlyInEnglish')).toBe('English text');
    expect(i18n.t('missing.everywhere')).toBe('missing.everywhere');
  });

  it('finds locale files by language and namespace, and reads an absent one as empty', async () => {
    expect(allLocaleFiles.has('ar', 'kiosk')).toBe(true);
    expect(await allLocaleFiles.load('xx', 'common')).toEqual({});
  });

  it('reads only the files an app hands over, by language and namespace from their paths', async () => {
    const files = localeFiles({ '../../../locales/ja/booking.json': () => Promise.resolve({ default: { a: 'あ' } }) });
    expect(files.has('ja', 'booking')).toBe(true);
    expect(files.has('ja', 'admin')).toBe(false);
    expect(await files.load('ja', 'booking')).toEqual({ a: 'あ' });
    expect(await files.load('ja', 'admin')).toEqual({});
  });
});
