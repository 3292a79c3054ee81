// The demo brand and its brand settings (spec part 1 §3 "Brand settings").
import type { hotelBrands } from '../db/schema/index.ts';

export const norenBrand: Omit<typeof hotelBrands.$inferInsert, 'id' | 'createdAt'> = {
  code: 'noren',
  name: 'Noren Hotels',
  timeZone: 'Asia/Tokyo',
  translations: {
    en: { name: 'Noren Hotels' },
    ja: { name: 'のれんホテルズ' },
    ko: { name: '노렌 호텔스' },
    zh_Hans: { name: '暖帘酒店' },
    zh_Hant: { name: '暖簾酒店' },
  },
  firstPartyCookieSetting: { status: 'disabled', domain_name: null },
  emailConsentSetting: { enabled: true, default_checked: false },
  pointProgram: {
    display_points_in_booking_widget: true,
    recalculate_points_on_checkout_date: true,
    registration_point_enabled: true,
    registration_point: 500,
    // English adds the plural s when shown (spec part 2 §9), so the stored name is singular.
    point_naming: {
      en: { name: 'Noren Point' },
      ja: { name: 'のれんポイント' },
      ko: { name: '노렌 포인트' },
      zh_Hans: { name: '暖帘积分' },
      zh_Hant: { name: '暖簾點數' },
    },
  },
  paymentHubConfig: 'none',
  digicoPartnerCode: null,
  nearbyHotelsSuggestionEnabled: true,
  roomRecommenderEnabled: false,
  customAccountRemoval: { enabled: false, description: null },
  encryptedQrCodeEnabled: false,
};
