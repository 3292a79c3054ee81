import { describe, expect, it } from 'vitest';
import { selectTranslations, translated } from './translate.ts';

const t = { ja: { name: '和室' }, en: { name: 'Tatami room' }, ko: { name: '' } };

describe('translated', () => {
  it('gives the asked language, then the fallbacks in order, then English, then the default', () => {
    expect(translated(t, 'name', 'ja', ['en'], 'x')).toBe('和室');
    expect(translated(t, 'name', 'zh_Hant', ['ja', 'en'], 'x')).toBe('和室');
    expect(translated(t, 'name', 'ko', ['zh_Hans'], 'x')).toBe('Tatami room');
    expect(translated({}, 'name', 'ko', ['ja'], 'x')).toBe('x');
    expect(translated(null, 'name', 'ko', ['ja'], 'x')).toBe('x');
  });
});

describe('selectTranslations', () => {
  it('keeps and renames only the listed keys and drops languages left empty', () => {
    const source = { ja: { hotel_name: '宿', description: '説明' }, en: { description: 'About' } };
    expect(selectTranslations(source, { hotel_name: 'name' })).toEqual({ ja: { name: '宿' } });
  });
});
