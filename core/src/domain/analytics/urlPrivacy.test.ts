import { describe, expect, it } from 'vitest';
import { cleanEmailFromUrl, isConfirmationPath, judgeEmailInUrl } from './urlPrivacy.ts';
import { containsEmail } from './personalData.ts';

describe('an e-mail address in the page address (part 1 §4)', () => {
  it('leaves an address without one alone', () => {
    expect(judgeEmailInUrl('https://noren.example/booking/result?code=kyoto-gion&checkin=2030-04-01')).toEqual({
      carriesEmail: false, confirmationPage: false, suppressAnalytics: false, cleanedUrl: null,
    });
  });

  it('cleans it elsewhere and switches analytics off, keeping what the app needs', () => {
    const verdict = judgeEmailInUrl('https://noren.example/booking/result?code=kyoto-gion&locale=ja&email=hanako%40example.jp&utm_source=a@b.example&bypass_token=t1&adults=2');
    expect(verdict.carriesEmail).toBe(true);
    expect(verdict.suppressAnalytics).toBe(true);
    expect(verdict.cleanedUrl).toBe('https://noren.example/booking/result?code=kyoto-gion&locale=ja&adults=2');
  });

  it('finds it in the fragment and in a path segment too', () => {
    expect(judgeEmailInUrl('https://noren.example/?code=x#guest@example.com').cleanedUrl).toBe('https://noren.example/?code=x');
    const cleaned = judgeEmailInUrl('https://noren.example/search/guest%40example.com/list?code=x').cleanedUrl!;
    expect(containsEmail(cleaned)).toBe(false);
    expect(cleaned).toBe('https://noren.example/search/list?code=x');
  });

  it('leaves the confirmation page alone: not cleaned and analytics stays on', () => {
    const href = 'https://noren.example/reservation/confirmation/NR12345?code=kyoto-gion&email=hanako%40example.jp&bypass_token=t1';
    expect(judgeEmailInUrl(href)).toEqual({ carriesEmail: true, confirmationPage: true, suppressAnalytics: false, cleanedUrl: null });
  });

  it('knows the confirmation pages of both modes and nothing else', () => {
    expect(isConfirmationPath('/reservation/confirmation/NR1')).toBe(true);
    expect(isConfirmationPath('/reservation-tripla/kyoto-gion/confirmation')).toBe(true);
    expect(isConfirmationPath('/reservation/guest-detail')).toBe(false);
    expect(isConfirmationPath('/reservation/fail')).toBe(false);
    expect(isConfirmationPath('/room-lottery/confirmation-x')).toBe(false);
  });

  it('a cleaned address never holds an address', () => {
    const dirty = 'https://noren.example/x?A%40b.example=1&note=write%20to%20me%20at%20a.b%40c.example&code=k';
    expect(cleanEmailFromUrl(dirty)).toBe('https://noren.example/x?code=k');
    expect(judgeEmailInUrl('not a url').suppressAnalytics).toBe(false);
  });
});
