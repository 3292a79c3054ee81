import { describe, expect, it } from 'vitest';
import { mirrorBrackets, visualRuns } from './bidi.ts';

const show = (text: string, rtl: boolean) => visualRuns(text, rtl).map((r) => (r.rtl ? `<${r.text}>` : r.text)).join('|');

describe('receipt bidi', () => {
  it('leaves left-to-right text alone', () => {
    expect(visualRuns('Room 1: Tatami', false)).toEqual([{ text: 'Room 1: Tatami', rtl: false }]);
  });

  it('orders an Arabic line from the right, keeping numbers left to right', () => {
    // Runs come in drawing order; a <run> keeps its logical text and is drawn reversed.
    expect(show('ضريبة (10%)', true)).toBe('<)>|10%|<ضريبة (>');
    expect(show('صفحة 1 من 2', true)).toBe('2|< من >|1|<صفحة >');
  });

  it('keeps Latin and CJK names as left-to-right pieces inside Arabic', () => {
    expect(show('السيد/السيدة Hanako Yamada', true)).toBe('Hanako Yamada|<السيد/السيدة >');
    expect(show('الغرفة 1: 和室 / 素泊まり', true)).toBe('和室 / 素泊まり|<: >|1|<الغرفة >');
  });

  it('puts an Arabic name inside an English line in its own right-to-left run', () => {
    expect(show('Dear محمد علي, welcome', false)).toBe('Dear |<محمد علي>|, welcome');
  });

  it('mirrors brackets for right-to-left runs', () => {
    expect(mirrorBrackets('(ب) [ج] «د»')).toBe(')ب( ]ج[ »د«');
  });
});
