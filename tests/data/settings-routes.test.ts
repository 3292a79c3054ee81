// The settings and hotel calls on both databases, through the real app with a client session.
import { beforeAll, expect, it } from 'vitest';
import type { HotelInfo, InitSettings, SignInButtonSettings } from '@noren/core/domain';
import { InitSettings as InitSettingsShape } from '@noren/core/contract';
import { forEachDatabase, openClientSession, query } from '../support/app.ts';

/** Every key of InitSettings, to check that a row leaves nothing out. */
const INIT_SETTINGS_KEYS = Object.keys(InitSettingsShape.properties);

forEachDatabase(
  'settings and hotel routes',
  (ctx) => {
    let session = '';
    beforeAll(async () => {
      session = await openClientSession(ctx().app);
    });

    async function get(url: string, headers: Record<string, string> = {}) {
      return ctx().app.inject({ method: 'GET', url, headers: { 'client-session': session, ...headers } });
    }

    it('GET booking_widget answers every InitSettings key, named in the asked language', async () => {
      const response = await get('/api/v1/hotels/kyoto-gion/settings/booking_widget', { 'accept-language': 'en-US,en;q=0.9' });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json() as { data: InitSettings };
      expect(Object.keys(data).sort()).toEqual([...INIT_SETTINGS_KEYS].sort());
      expect(data).toMatchObject({
        hotel_code: 'kyoto-gion',
        hotel_name: 'Noren Kyoto Gion',
        currency: 'JPY',
        time_zone: 'Asia/Tokyo',
        locale: 'ja',
        book_languages: ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant'],
        max_guests_per_room: 6,
        show_prices_tax_included: true,
        mcp_enabled: true,
        kids_setting: { kids_type: 'tiers' },
        hotel_brand: { code: 'noren', name: 'Noren Hotels' },
      });
      expect(data.kids_tiers.map((k) => k.code)).toEqual(['A', 'B', 'C', 'D']);
      expect(data.kids_tiers[0].name).toBe('Child A: primary school age (meals and bedding)');
      expect(Object.keys(data.translations).sort()).toEqual(['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant']);
      expect(data.translations.ko?.hotel_name).toBe('노렌 교토 기온');
      expect(data.room_search_filters.map((f) => f.name)).toContain('Tatami rooms');
      expect(data.logo).toMatch(/^data:image\/svg\+xml,/);
      expect(data.hotel_brand_setting.point_program.point_naming.ja?.name).toBe('のれんポイント');
    });

    it('takes ?locale= over Accept-Language and falls back to the first book language', async () => {
      const zh = (await get('/api/v1/hotels/taipei-daan/settings/booking_widget?locale=zh-TW', { 'accept-language': 'ja' })).json();
      expect(zh.data.hotel_name).toBe('暖簾 台北大安');
      expect(zh.data.kids_setting.kids_type).toBe('ages');
      const ja = (await get('/api/v1/hotels/taipei-daan/settings/booking_widget', { 'accept-language': 'ja-JP' })).json();
      expect(ja.data.hotel_name).toBe('のれん 台北大安');
      // Thai is in the locale list but not a book language: the hotel's first one, zh_Hant, is used.
      const th = (await get('/api/v1/hotels/taipei-daan/settings/booking_widget?locale=th')).json();
      expect(th.data.hotel_name).toBe('暖簾 台北大安');
      const none = (await get('/api/v1/hotels/kyoto-gion/settings/booking_widget')).json();
      expect(none.data.hotel_name).toBe('のれん 京都祇園');
    });

    it('reads the settings from the database, not from constants', async () => {
      await query(ctx().database, `update hotels set button_colour = '#123456', max_guests_per_room = 4 where code = 'taipei-daan'`);
      const { data } = (await get('/api/v1/hotels/taipei-daan/settings/booking_widget')).json() as { data: InitSettings };
      expect(data.button_colour).toBe('#123456');
      expect(data.max_guests_per_room).toBe(4);
    });

    it('GET sign_in_button answers the login widget settings of the hotel', async () => {
      const kyoto = await get('/api/v1/hotels/kyoto-gion/settings/sign_in_button');
      expect(kyoto.statusCode).toBe(200);
      const data = (kyoto.json() as { data: SignInButtonSettings }).data;
      expect(data).toEqual({
        display_pages: ['search', 'results', 'guest_detail'],
        display_type: 'header',
        is_active: true,
        privacy_url: 'https://kyoto-gion.noren.example/privacy',
        term_of_use_url: 'https://kyoto-gion.noren.example/terms',
        allow_signup: true,
        organization_login_widget_enabled: true,
      });
      const taipei = (await get('/api/v1/hotels/taipei-daan/settings/sign_in_button')).json();
      expect(taipei.data.display_type).toBe('price_table');
    });

    it('GET /hotels/{id} takes the numeric id or the code and gives the address in the asked language', async () => {
      const byCode = await get('/api/v1/hotels/kyoto-gion?locale=en');
      expect(byCode.statusCode).toBe(200);
      const info = (byCode.json() as { data: HotelInfo }).data;
      expect(info).toMatchObject({
        code: 'kyoto-gion',
        name: 'Noren Kyoto Gion',
        currency: 'JPY',
        address: { post_code: '605-0074', full_address: '570 Gionmachi Minamigawa, Higashiyama-ku, Kyoto 605-0074, Japan', country: 'JP' },
      });
      expect(info.translations.ja?.name).toBe('のれん 京都祇園');
      const byId = (await get(`/api/v1/hotels/${info.id}`, { 'accept-language': 'ko' })).json() as { data: HotelInfo };
      expect(byId.data.code).toBe('kyoto-gion');
      expect(byId.data.address.full_address).toContain('교토');
    });

    it('answers 404 with the envelope for a hotel that does not exist', async () => {
      for (const url of [
        '/api/v1/hotels/no-such-hotel/settings/booking_widget',
        '/api/v1/hotels/no-such-hotel/settings/sign_in_button',
        '/api/v1/hotels/no-such-hotel',
        '/api/v1/hotels/999999',
        '/api/v1/hotels/0',
        '/api/v1/hotels/99999999999999999999',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().errors[0].details.code, url).toBe(9404);
      }
    });

    it('answers 400 with code 1000 for a malformed hotel code, never a 5xx', async () => {
      for (const url of [
        '/api/v1/hotels/Kyoto-Gion/settings/booking_widget',
        '/api/v1/hotels/kyoto%20gion/settings/booking_widget',
        "/api/v1/hotels/x'%3Bdrop%20table%20hotels/settings/sign_in_button",
        '/api/v1/hotels/-kyoto',
        `/api/v1/hotels/${'a'.repeat(65)}`,
        `/api/v1/hotels/kyoto-gion/settings/booking_widget?locale=${'x'.repeat(40)}`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().errors[0].details.code, url).toBe(1000);
      }
    });

    it('needs a Client-Session', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/api/v1/hotels/kyoto-gion/settings/booking_widget' });
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].title).toBe('Invalid Client-Session');
    });
  },
  { seed: true, now: '2026-11-22T03:00:00Z' },
);
