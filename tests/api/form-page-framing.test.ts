// Issue 27 §6: the booking app's pages with a card or a password form (the guest pay page and its
// display view, the member and organisation sign-in, the sign-up, the booking's payment step) may
// be framed only by the hotel's own site (its configured `url`) and this origin; a hotel with no
// site, an unknown hotel or payment number, this origin only. The rest of the widget, the results
// page first, stays framable by any site, and every other directive of the policy is unchanged.
import { beforeAll, expect, it } from 'vitest';
import { demoPaymentNumber } from '../../apps/api/src/seed/pay-links.ts';
import { fakeBuiltApps, forEachDatabase, query } from '../support/app.ts';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const NOW = '2030-03-01T03:00:00Z';
const KYOTO_SITE = 'https://kyoto-gion.noren.example';

const FORM_PAGES = ['/sign-in', '/organization-sign-in', '/sign-up', '/reservation/payment'];

forEachDatabase(
  'who may frame a card or password form',
  (ctx) => {
    beforeAll(async () => {
      // Taipei has no site of its own configured; Kyoto has its seeded one.
      await query(ctx().database, "update hotels set url = null where code = 'taipei-daan'");
    });

    const frameAncestors = async (url: string): Promise<string> => {
      const r = await ctx().app.inject({ method: 'GET', url, headers: html });
      expect(r.statusCode, url).toBe(200);
      return /(?:^|;)\s*frame-ancestors ([^;]*)/.exec(String(r.headers['content-security-policy']))?.[1] ?? 'none given';
    };

    it('the sign-in, sign-up and payment pages: the hotel\'s site and this origin; without a site, this origin only', async () => {
      for (const page of FORM_PAGES) {
        expect(await frameAncestors(`${page}?code=kyoto-gion&locale=ja`), page).toBe(`'self' ${KYOTO_SITE}`);
        expect(await frameAncestors(`${page}?hotel_code=kyoto-gion`), page).toBe(`'self' ${KYOTO_SITE}`);
        expect(await frameAncestors(`${page}?code=taipei-daan`), page).toBe("'self'");
        expect(await frameAncestors(`${page}?code=no-such-hotel`), page).toBe("'self'");
        expect(await frameAncestors(page), page).toBe("'self'");
      }
      // As the booking app's router reads the address: any case, a trailing slash, encoded.
      for (const variant of ['/Sign-In/?code=taipei-daan', '/sign%2Din?code=taipei-daan', '//reservation//payment?code=taipei-daan']) {
        expect(await frameAncestors(variant), variant).toBe("'self'");
      }
    });

    it('the pay page and its display view: the link\'s hotel\'s site and this origin; an unknown number, this origin only', async () => {
      for (const suffix of ['', '/display']) {
        expect(await frameAncestors(`/payments/${demoPaymentNumber('kyoto-gion', 'open')}${suffix}`)).toBe(`'self' ${KYOTO_SITE}`);
        expect(await frameAncestors(`/payments/${demoPaymentNumber('kyoto-gion', 'paid')}${suffix}?locale=ja`)).toBe(`'self' ${KYOTO_SITE}`);
        expect(await frameAncestors(`/payments/${demoPaymentNumber('taipei-daan', 'open')}${suffix}`)).toBe("'self'");
        expect(await frameAncestors(`/payments/no-such-number${suffix}`)).toBe("'self'");
      }
      // Another hotel's code in the address does not lend the pay page its site.
      expect(await frameAncestors(`/payments/${demoPaymentNumber('taipei-daan', 'open')}?code=kyoto-gion`)).toBe("'self'");
    });

    it('the widget\'s results page and its other pages keep frame-ancestors *, and every other directive is the same', async () => {
      for (const page of ['/booking/result?code=kyoto-gion', '/booking/result?code=taipei-daan', '/?code=kyoto-gion', '/search?code=kyoto-gion', '/sign-up-result?code=kyoto-gion']) {
        expect(await frameAncestors(page), page).toBe('*');
      }
      const policy = async (url: string) =>
        String((await ctx().app.inject({ method: 'GET', url, headers: html })).headers['content-security-policy']).replace(/frame-ancestors [^;]*/, '');
      expect(await policy('/sign-in?code=kyoto-gion')).toBe(await policy('/booking/result?code=kyoto-gion'));
    });
  },
  { seed: true, now: NOW, config: fakeBuiltApps },
);
