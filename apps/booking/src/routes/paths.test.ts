import { describe, expect, it } from 'vitest';
import { applySearchDefaults } from '@noren/core/domain';
import { confirmationPath, isCurrencyPage, pathKeeping, routeFlags, startupQuery } from './paths.ts';
import { accountPath, afterSignInPath } from './accountPaths.ts';
import { failPath } from './failPath.ts';

describe('addresses between pages', () => {
  it('keep the start-up parameters and drop the old search', () => {
    const search = '?code=kyoto-gion&locale=ja&parentUrl=*&checkin=2026-12-10&adults=2&selected=a:b&utm_source=x';
    expect(startupQuery(search).toString()).toBe('code=kyoto-gion&locale=ja&parentUrl=*');
    expect(pathKeeping('/booking/result', search, [['adults', '3']])).toBe('/booking/result?code=kyoto-gion&locale=ja&parentUrl=*&adults=3');
  });

  it('open the confirmation with the token and e-mail, and the fail page with the code and the search', () => {
    expect(confirmationPath('R 1', '?code=k&bypass_token=old', { bypassToken: 't', email: 'a@b.c' })).toBe('/reservation/confirmation/R%201?code=k&bypass_token=t&email=a%40b.c');
    const criteria = applySearchDefaults({ checkin: '2026-12-10', checkout: '2026-12-11', adults: 3 }, { checkinOffsetDays: 0 }, '2026-12-01');
    expect(failPath('?code=k&locale=en', { errorCode: 1501, reason: null, criteria })).toBe('/reservation/fail?code=k&locale=en&checkin=2026-12-10&checkout=2026-12-11&adults=3&error_code=1501');
  });

  it('show the currency picker on result pages only', () => {
    expect(isCurrencyPage('/booking/result')).toBe(true);
    expect(isCurrencyPage('/reservation/guest-detail')).toBe(false);
  });

  it('open an account page with the start-up parameters and where to go after, and go back there after signing in', () => {
    const from = '/reservation/guest-detail?code=kyoto-gion&locale=ja&checkin=2026-12-10&selected=a:b';
    const signIn = accountPath('/sign-in', '?code=kyoto-gion&locale=ja&checkin=2026-12-10&bypass_token=x', { redirect: from });
    expect(signIn).toBe(`/sign-in?code=kyoto-gion&locale=ja&redirect=${encodeURIComponent(from)}`);
    expect(afterSignInPath(signIn.slice(signIn.indexOf('?')))).toBe(from);
    expect(afterSignInPath('?code=kyoto-gion&locale=ja&redirect=https%3A%2F%2Fevil.example%2F')).toBe('/booking/result?code=kyoto-gion&locale=ja');
    expect(accountPath('/organization-sign-in', '?code=k&organization_id=acme&redirect=%2Fx', { pairs: [['organization_id', 'globex']] })).toBe('/organization-sign-in?code=k&organization_id=globex');
  });
});

describe('route flags', () => {
  it('open the pay page, its display view and an encrypted QR address without a hotel code, outside the shell', () => {
    const bare = { bypassShell: true, noHotelCode: true, hideChatbot: true };
    expect(routeFlags('/payments/AbCdEfGhIjKlMnOpQrStUvWx')).toEqual(bare);
    expect(routeFlags('/payments/AbCdEfGhIjKlMnOpQrStUvWx/display')).toEqual(bare);
    expect(routeFlags('/payments')).toEqual(bare);
    expect(routeFlags('/paymentsx').bypassShell).toBe(false);
    expect(routeFlags('/booking/result').noHotelCode).toBe(false);
  });
});
