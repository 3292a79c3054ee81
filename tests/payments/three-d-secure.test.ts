import { expect, it } from 'vitest';
import { CSP_DIRECTIVES } from '../../apps/api/src/plugins/external.ts';
import { forEachDatabase } from '../support/app.ts';
import { NOW, authorize } from './support.ts';

const MINUTE = 60_000;
const RETURN = '/kyoto-gion/payment/return';

const codeOnPage = (html: string): string => {
  const match = /data-testid="one-time-code">(\d{6})</.exec(html);
  if (!match) throw new Error('no one-time code on the page');
  return match[1]!;
};

forEachDatabase(
  'sandbox 3-D Secure',
  (ctx) => {
    const challenge = async () => {
      const { app, clock } = ctx();
      clock.set(NOW);
      const result = await authorize(app, '4000 0000 0000 3220', 25_000);
      expect(result).toMatchObject({ status: 'requires_3ds', challengeUrl: `/sandbox-gateway/3ds/${result.paymentId}`, challengeExpiresAt: new Date(Date.parse(NOW) + 15 * MINUTE).toISOString() });
      return result;
    };
    const page = (url: string, language = 'en') => ctx().app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
    const submit = (url: string, form: Record<string, string>) =>
      ctx().app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });

    it('holds the payment as pre_3d_secure and shows an accessible page that needs no script', async () => {
      const { app } = ctx();
      const { paymentId, challengeUrl } = await challenge();
      expect((await app.payments.status(paymentId)).status).toBe('pre_3d_secure');
      expect(await app.payments.capture(paymentId).catch((e: { code: number }) => e.code)).toBe(3201);

      const response = await page(challengeUrl!);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(CSP_DIRECTIVES['script-src']).toEqual(["'self'"]);
      const html = response.body;
      expect(html).toContain('<html lang="en">');
      expect(html).not.toMatch(/<script|\son[a-z]+=/i);
      expect(html).toMatch(/<form method="post" action="\/sandbox-gateway\/3ds\/pay_[^"]+">/);
      expect(html).toContain('<label for="code">One-time code</label>');
      expect(html).toContain('autocomplete="one-time-code"');
      expect(html).toContain('¥25,000');
      expect(html).toContain('VISA •••• 3220');
      expect(codeOnPage(html)).toMatch(/^\d{6}$/);
    });

    it('speaks Japanese when asked', async () => {
      const { challengeUrl } = await challenge();
      const html = (await page(challengeUrl!, 'ja-JP,ja;q=0.9')).body;
      expect(html).toContain('<html lang="ja">');
      expect(html).toContain('ワンタイムコード');
      expect((await page(`${challengeUrl}?locale=ja`, 'en')).body).toContain('認証する');
      expect((await page(challengeUrl!, 'ko')).body).toContain('<html lang="en">');
    });

    it('authorises on the right code and sends the guest back with result=success', async () => {
      const { app } = ctx();
      const { paymentId, challengeUrl } = await challenge();
      const code = codeOnPage((await page(challengeUrl!)).body);
      const response = await submit(challengeUrl!, { code, action: 'submit' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`${RETURN}?payment_id=${paymentId}&result=success`);
      expect((await app.payments.status(paymentId)).status).toBe('authorized');
      // The page is spent: coming back sends the guest on again.
      expect((await page(challengeUrl!)).headers.location).toBe(`${RETURN}?payment_id=${paymentId}&result=success`);
      expect((await app.payments.capture(paymentId)).captured).toBe(25_000);
    });

    it('fails after three wrong codes (3006), counting down the tries', async () => {
      const { app } = ctx();
      const { paymentId, challengeUrl } = await challenge();
      const right = codeOnPage((await page(challengeUrl!)).body);
      const wrong = right === '000000' ? '111111' : '000000';

      const first = await submit(challengeUrl!, { code: wrong, action: 'submit' });
      expect(first.statusCode).toBe(422);
      expect(first.body).toContain('role="alert"');
      expect(first.body).toContain('2 tries left');
      expect(first.body).toContain('aria-invalid="true"');
      const second = await submit(challengeUrl!, { code: 'abc', action: 'submit' });
      expect(second.body).toContain('1 try left');
      expect((await app.payments.status(paymentId)).status).toBe('pre_3d_secure');

      const third = await submit(challengeUrl!, { code: wrong, action: 'submit' });
      expect(third.statusCode).toBe(303);
      expect(third.headers.location).toBe(`${RETURN}?payment_id=${paymentId}&result=failed`);
      expect(await app.payments.status(paymentId)).toMatchObject({ status: 'failed', failure: { reason: 'three_d_secure_failed', code: 3006 } });
      // Too late for the right code now.
      expect((await submit(challengeUrl!, { code: right, action: 'submit' })).headers.location).toContain('result=failed');
    });

    it('a code of another payment does not pass', async () => {
      const { app } = ctx();
      const one = await challenge();
      const other = await challenge();
      const otherCode = codeOnPage((await page(other.challengeUrl!)).body);
      const ownCode = codeOnPage((await page(one.challengeUrl!)).body);
      if (otherCode !== ownCode) {
        expect((await submit(one.challengeUrl!, { code: otherCode, action: 'submit' })).statusCode).toBe(422);
        expect((await app.payments.status(one.paymentId)).status).toBe('pre_3d_secure');
      }
    });

    it('cancels (3008) and sends the guest back with result=cancelled', async () => {
      const { app } = ctx();
      const { paymentId, challengeUrl } = await challenge();
      const response = await submit(challengeUrl!, { action: 'cancel' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`${RETURN}?payment_id=${paymentId}&result=cancelled`);
      expect(await app.payments.status(paymentId)).toMatchObject({ status: 'cancelled', failure: { reason: 'three_d_secure_cancelled', code: 3008 } });
    });

    it('expires after 15 minutes without an answer (3001), read from the clock', async () => {
      const { app, clock } = ctx();
      const { paymentId, challengeUrl } = await challenge();
      const code = codeOnPage((await page(challengeUrl!)).body);
      clock.advance(15 * MINUTE - 1);
      expect((await app.payments.status(paymentId)).status).toBe('pre_3d_secure');
      clock.advance(1);
      expect(await app.payments.status(paymentId)).toMatchObject({ status: 'cancelled', failure: { reason: 'three_d_secure_expired', code: 3001 } });
      const late = await submit(challengeUrl!, { code, action: 'submit' });
      expect(late.statusCode).toBe(410);
      expect(late.body).toContain('This verification has expired. No payment has been taken.');
      expect(late.body).toContain(`href="${RETURN}?payment_id=${paymentId}&amp;result=failed"`);
      expect((await app.payments.status(paymentId)).status).toBe('cancelled');
      clock.set(NOW);
    });

    it('a sweep ends every unanswered challenge once its window has closed', async () => {
      const { app, clock } = ctx();
      await app.payments.expireChallenges!();
      const a = await challenge();
      clock.advance(5 * MINUTE);
      const b = await authorize(app, '4000 0000 0000 3220', 1_000);
      clock.advance(10 * MINUTE);
      expect(await app.payments.expireChallenges!()).toEqual([a.paymentId]);
      clock.advance(5 * MINUTE);
      expect(await app.payments.expireChallenges!()).toEqual([b.paymentId]);
      expect(await app.payments.expireChallenges!()).toEqual([]);
      clock.set(NOW);
    });

    it('answers unknown challenge pages with a 404 page', async () => {
      for (const url of ['/sandbox-gateway/3ds/pay_unknown', '/sandbox-gateway/3ds/%3Cscript%3E']) {
        const response = await page(url);
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain('could not be found');
        expect(response.body).not.toContain('<script>');
      }
    });

    it('survives malformed form posts without a 5xx', async () => {
      const { challengeUrl } = await challenge();
      const app = ctx().app;
      for (const payload of ['code=%E0%A4%A', 'action=explode', '', 'code=' + '9'.repeat(5000)]) {
        const response = await app.inject({ method: 'POST', url: challengeUrl!, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
        expect(response.statusCode, payload).toBeLessThan(500);
      }
    });
  },
  { now: NOW },
);
