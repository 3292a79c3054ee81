// The booking results HTML carries its start-up data (core/domain startup/startupData.ts): a client
// session, the hotel's init settings and the first guest-view search, made by the API's own calls,
// in a data block that HTML cannot break out of, and never stored by any cache.
import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import type { StartupData } from '@noren/core/domain';
import { fakeBuiltApps, forEachDatabase, query } from '../support/app.ts';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const OPEN = '<script type="application/json" id="noren-startup">';
const STAY = 'checkin=2030-03-10&checkout=2030-03-12';

/** The data block's text and its parsed value, or null when the page has none. */
function startupOf(body: string): { text: string; data: StartupData } | null {
  const at = body.indexOf(OPEN);
  if (at < 0) return null;
  const text = body.slice(at + OPEN.length, body.indexOf('</script>', at));
  return { text, data: JSON.parse(text) as StartupData };
}

forEachDatabase(
  'the results page’s inlined start-up data',
  (ctx) => {
    it('carries a working client session, the init settings and the first search, private and never stored', async () => {
      const { app } = ctx();
      const response = await app.inject({ method: 'GET', url: `/booking/result?code=kyoto-gion&${STAY}&locale=en`, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toContain('<title>booking</title>');
      const startup = startupOf(response.body);
      expect(startup).not.toBeNull();
      const data = startup!.data;
      expect(data.hotel_code).toBe('kyoto-gion');
      expect(data.language).toBe('en');
      expect(data.settings.hotel_name).toBe('Noren Kyoto Gion');
      expect(data.settings.time_zone).toBe('Asia/Tokyo');
      expect(data.search?.language).toBe('en');
      expect(data.search?.params).toMatchObject({ checkin: '2030-03-10', checkout: '2030-03-12', search_next_available_date_if_no_result: true });
      expect(data.search?.response.rooms?.length).toBeGreaterThan(0);
      expect(data.notifications).toMatchObject({ language: 'en', params: { checkin: '2030-03-10' } });
      expect(Array.isArray(data.notifications?.listing)).toBe(true);

      // The session is a real one, checked like any other; the same search through the API gives the same answer.
      const headers = { 'client-session': data.client_session.client_session, 'accept-language': 'en' };
      const params = new URLSearchParams(Object.entries(data.search!.params).map(([k, v]) => [k, String(v)]));
      const direct = await app.inject({ method: 'GET', url: `/api/v1/hotels/kyoto-gion/rooms?${params}`, headers });
      expect(direct.statusCode).toBe(200);
      expect(direct.json().data).toEqual(data.search!.response);
      // The calls stay behind the Client-Session check.
      const without = await app.inject({ method: 'GET', url: `/api/v1/hotels/kyoto-gion/rooms?${params}` });
      expect(without.statusCode).toBe(401);
    });

    it('asks the settings in the address’s language and makes a new session for each page', async () => {
      const { app } = ctx();
      const ja = startupOf((await app.inject({ method: 'GET', url: `/booking/result?code=kyoto-gion&${STAY}&locale=ja`, headers: html })).body)!.data;
      expect(ja.language).toBe('ja');
      expect(ja.settings.hotel_name).toBe('のれん 京都祇園');
      expect(ja.search?.language).toBe('ja');
      const again = startupOf((await app.inject({ method: 'GET', url: `/booking/result?code=kyoto-gion&${STAY}&locale=ja`, headers: html })).body)!.data;
      expect(again.client_session.client_session).not.toBe(ja.client_session.client_session);
    });

    it('sends it gzipped to a browser that takes gzip', async () => {
      const { app } = ctx();
      const response = await app.inject({ method: 'GET', url: `/booking/result?code=kyoto-gion&${STAY}`, headers: { ...html, 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(startupOf(gunzipSync(response.rawPayload).toString('utf8'))?.data.hotel_code).toBe('kyoto-gion');
    });

    it('still serves the page, without the search, for a query the search refuses or cannot read', async () => {
      const { app } = ctx();
      for (const bad of [
        'checkin=not-a-date&checkout=2030-03-12', 'checkin=2020-01-01&checkout=2020-01-03', 'adults=0&' + STAY,
        `${STAY}&rooms=%5B%5B%5B`, `${STAY}&order=%3Cscript%3E`, `${STAY}&room_type_codes=${'x'.repeat(5000)}`, 'checkin=2030-03-12&checkout=2030-03-10',
      ]) {
        const response = await app.inject({ method: 'GET', url: `/booking/result?code=kyoto-gion&${bad}`, headers: html });
        expect(response.statusCode, bad).toBe(200);
        expect(response.headers['cache-control'], bad).toBe('private, no-store');
        const data = startupOf(response.body)?.data;
        expect(data?.settings.hotel_name, bad).toBeDefined();
        if (data?.search) expect(data.search.response, bad).toBeDefined();
      }
      const past = startupOf((await app.inject({ method: 'GET', url: '/booking/result?code=kyoto-gion&checkin=2020-01-01&checkout=2020-01-03', headers: html })).body)!.data;
      expect(past.search).toBeNull();
      // No search in the address: the page shows the search bar, nothing to inline.
      const none = startupOf((await app.inject({ method: 'GET', url: '/booking/result?code=kyoto-gion', headers: html })).body)!.data;
      expect(none.search).toBeNull();
      // An unknown hotel or no hotel at all: the page without data (the app shows its own error).
      for (const url of ['/booking/result?code=no-such-hotel', '/booking/result', '/booking/result?code=%3C%2Fscript%3E']) {
        const response = await app.inject({ method: 'GET', url, headers: html });
        expect(response.statusCode, url).toBe(200);
        expect(startupOf(response.body), url).toBeNull();
      }
    });

    it('searches the hotel’s defaults for a page framed by widget.js that has no search, unless the guest’s search cookie came', async () => {
      const { app } = ctx();
      const framed = '/booking/result?code=kyoto-gion&locale=en&embed=inline&parentUrl=https%3A%2F%2Fhotel.example';
      const data = startupOf((await app.inject({ method: 'GET', url: framed, headers: html })).body)!.data;
      // The client's own defaults (SearchStore.loadFromAddress, then ResultsStore.params): today in
      // Asia/Tokyo is 2030-03-01, and kyoto-gion's defaults are one night for two adults.
      expect(data.search?.params).toMatchObject({ checkin: '2030-03-01', checkout: '2030-03-02', search_next_available_date_if_no_result: true });
      expect(data.search?.response.rooms?.length).toBeGreaterThan(0);
      expect(data.notifications?.params).toMatchObject({ checkin: '2030-03-01' });
      // A stored search would be the client's choice instead: nothing is guessed for it.
      const cookie = `kyoto-gion_search=${Buffer.from('checkin=2030-03-20&checkout=2030-03-22&adults=1').toString('base64')}`;
      const withCookie = startupOf((await app.inject({ method: 'GET', url: framed, headers: { ...html, cookie } })).body)!.data;
      expect(withCookie.settings.hotel_name).toBe('Noren Kyoto Gion');
      expect(withCookie.search).toBeNull();
    });

    it('leaves every other address as it was: index.html, revalidated, without data', async () => {
      const { app } = ctx();
      for (const url of ['/', '/?code=kyoto-gion', `/facilities?code=kyoto-gion&${STAY}`, `/reservation/guest-detail?code=kyoto-gion&${STAY}`]) {
        const response = await app.inject({ method: 'GET', url, headers: html });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.body, url).not.toContain('noren-startup');
      }
    });
  },
  { seed: true, now: '2030-03-01T03:00:00Z', config: fakeBuiltApps },
);

// Its own app: the settings of the other suite are already in the response cache.
forEachDatabase(
  'the results page’s data block and hostile hotel text',
  (ctx) => {
    it('escapes hotel text so that </script> or <!-- in it cannot end the data block', async () => {
      const { app, database } = ctx();
      const evil = '</script><script>alert(1)</script><!-- & \u2028';
      await query(database, `UPDATE hotels SET translations = jsonb_set(translations, '{en,hotel_name}', $1::jsonb) WHERE code = 'kyoto-gion'`, [JSON.stringify(evil)]);
      const response = await app.inject({ method: 'GET', url: '/booking/result?code=kyoto-gion&locale=en', headers: html });
      const startup = startupOf(response.body)!;
      expect(startup.data.settings.hotel_name).toBe(evil);
      expect(startup.text).not.toMatch(/[<>&\u2028]/);
      expect(response.body).not.toContain('<script>alert(1)');
      // The block ends where it should: what follows it is the page's own markup.
      expect(response.body.split('</script>').length).toBe(3);
    });
  },
  { seed: true, now: '2030-03-01T03:00:00Z', config: fakeBuiltApps },
);
