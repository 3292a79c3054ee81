import { describe, expect, it } from 'vitest';
import type { Language } from '@noren/core/domain';
import { toInitSettings } from './init-settings.ts';
import type { BrandRow, HotelRow, KidsTierRow, RoomSearchFilterRow } from './repository.ts';
import { InitSettings } from '@noren/core/contract';

// Rows as the database returns them (every column present), written out so the mapper is tested
// without a database.
const brand: BrandRow = {
  id: 7,
  code: 'noren',
  name: 'Noren Hotels',
  timeZone: 'Asia/Tokyo',
  translations: { en: { name: 'Noren Hotels' }, ja: { name: 'のれんホテルズ' } },
  firstPartyCookieSetting: { status: 'completed', domain_name: 'noren.example' },
  emailConsentSetting: { enabled: true, default_checked: false },
  pointProgram: {
    display_points_in_booking_widget: true,
    recalculate_points_on_checkout_date: false,
    registration_point_enabled: true,
    registration_point: 500,
    point_naming: { en: { name: 'Noren Point' } },
  },
  paymentHubConfig: 'default',
  digicoPartnerCode: 'DG-1',
  nearbyHotelsSuggestionEnabled: true,
  roomRecommenderEnabled: false,
  customAccountRemoval: { enabled: true, description: 'Write to us' },
  encryptedQrCodeEnabled: true,
  createdAt: new Date('2026-01-01T00:00:00Z'),
};

const hotel: HotelRow = {
  id: 3,
  code: 'kyoto-gion',
  dataVersion: 0,
  brandId: 7,
  name: 'のれん 京都祇園',
  translations: {
    ja: { hotel_name: 'のれん 京都祇園', description: '祇園の宿', full_address: '京都府…' },
    en: { hotel_name: 'Noren Kyoto Gion', description: 'An inn in Gion', full_address: 'Kyoto…' },
  },
  currency: 'JPY',
  timeZone: 'Asia/Tokyo',
  locale: 'ja',
  bookLanguages: ['ja', 'en'],
  availableLanguages: ['ja', 'en'],
  postCode: '605-0074',
  fullAddress: '京都府…',
  country: 'JP',
  phone: null,
  email: null,
  url: null,
  checkinTime: '15:00',
  checkoutTime: '10:00',
  buttonColour: '#9e2a2b',
  headerColour: '#23304a',
  header: 'header_customize',
  logo: 'data:image/svg+xml,x',
  websiteHeaderHtml: '<b>h</b>',
  displayWebsiteFooter: true,
  websiteFooterHtml: '<p>f</p>',
  compiledWebsiteFooterCss: 'p{}',
  bookingWidgetType: 'standalone',
  bookingWidgetSetting: { position: 'left', button_text: { en: { text: 'Book' } }, open_on_load: true },
  standaloneUrl: 'https://example.test/book',
  searchType: 'room_type',
  planSearchEnabled: false,
  maxGuestsPerRoom: 6,
  multiRoomsSearchEnabled: true,
  multiRoomsSearchLimit: 4,
  dayUseSearchActive: true,
  yesterdayBookable: true,
  availableRoomsOnly: true,
  checkinOffsetDays: 2,
  reservablePeriodMonths: 9,
  kidsType: 'tiers_with_meal_and_bed_as_extras',
  kidsAcceptType: 'accept_with_adult',
  kidsSharedBedType: 'not_allowed',
  maxChildrenPerAdult: 3,
  kanjiNameRequired: true,
  customerAddressRequired: true,
  couponActive: true,
  voucherCouponActive: true,
  showPricesTaxIncluded: false,
  percentageCouponDiscountOnly: true,
  consumptionTaxBp: 1000,
  serviceChargeBp: 0,
  accommodationTax: [],
  roundingUnit: null,
  hotelSiteController: 'tl-lincoln',
  turnstileVerificationEnabled: true,
  facilitySignInEnabled: false,
  pointProgramDisabled: true,
  mcpEnabled: true,
  dataLayers: [{ name: 't-search_result', enabled: true }],
  analyticsSetting: { gtm_container_id: 'GTM-1', ga4_measurement_id: null, head_tag: null, body_tag: null },
  chatbotSetting: { enabled_desktop: true, enabled_mobile: false, script_url: null },
  paymentGatewaySetting: { provider: 'sandbox', tokenization_url: '/t', public_key: 'pk', three_d_secure_enabled: true, accepted_card_brands: ['visa'] },
  mcpPaymentGatewaySetting: null,
  integrations: [{ type: 'sandbox_gateway', enabled: true }],
  paymentHubIntegrationType: 'surehigh',
  paymentOptions: [{ payment_type: 'on_site', enabled: true }],
  signInButtonSetting: {
    display_pages: [],
    display_type: 'header',
    is_active: false,
    privacy_url: null,
    term_of_use_url: null,
    allow_signup: false,
    organization_login_widget_enabled: false,
  },
  createdAt: new Date('2026-01-01T00:00:00Z'),
};

const kidsTiers: KidsTierRow[] = [
  {
    id: 1, hotelId: 3, code: 'A', sortOrder: 0, ageFrom: 6, ageTo: 12, withBed: true, withMeal: false,
    rateType: 'percent', rateValue: 70, translations: { ja: { name: '小学生' }, en: { name: 'Child A' } },
  },
];
const filters: RoomSearchFilterRow[] = [
  { id: 9, hotelId: 3, code: 'tatami', sortOrder: 0, roomTypeCodes: ['a'], translations: { ja: { name: '和室' }, en: { name: 'Tatami rooms' } } },
];

function settings(language: Language) {
  return toInitSettings({ hotel, brand, kidsTiers, filters }, language);
}

describe('toInitSettings', () => {
  it('fills exactly the InitSettings keys the response schema lists', () => {
    expect(Object.keys(settings('en')).sort()).toEqual(Object.keys(InitSettings.properties).sort());
  });

  it('takes every value from the rows, not from defaults', () => {
    const s = settings('en');
    expect(s).toMatchObject({
      hotel_id: 3,
      hotel_brand_id: 7,
      header: 'header_customize',
      booking_widget_type: 'standalone',
      search_type: 'room_type',
      plan_search_enabled: false,
      max_guests_per_room: 6,
      multi_rooms_search_limit: 4,
      show_prices_tax_included: false,
      reservable_period_months: 9,
      default_search_setting: { yesterday_bookable: true, available_rooms_only: true, checkin_offset_days: 2 },
      kids_setting: { kids_type: 'tiers_with_meal_and_bed_as_extras', accept_type: 'accept_with_adult', shared_bed_type: 'not_allowed', max_children_per_adult: 3 },
      standalone_settings: { url: 'https://example.test/book' },
      payment_hub_integration_type: 'surehigh',
      hotel_site_controller: 'tl-lincoln',
    });
    expect(s.hotel_brand_setting).toEqual({
      first_party_cookie_setting: { status: 'completed', domain_name: 'noren.example' },
      email_consent_setting: { enabled: true, default_checked: false },
      point_program: brand.pointProgram,
      payment_hub_config: 'default',
      digico_partner_code: 'DG-1',
      nearby_hotels_suggestion_enabled: true,
      room_recommender_enabled: false,
      custom_account_removal: { enabled: true, description: 'Write to us' },
      encrypted_qr_code_enabled: true,
    });
  });

  it('names things in the language given and keeps every language in translations', () => {
    const en = settings('en');
    expect(en.hotel_name).toBe('Noren Kyoto Gion');
    expect(en.hotel_brand.name).toBe('Noren Hotels');
    expect(en.kids_tiers[0]).toEqual({
      code: 'A', age_from: 6, age_to: 12, with_bed: true, with_meal: false, name: 'Child A', translations: kidsTiers[0].translations,
    });
    expect(en.room_search_filters[0]).toEqual({ id: 9, name: 'Tatami rooms', translations: filters[0].translations });
    expect(en.translations).toEqual({
      ja: { hotel_name: 'のれん 京都祇園', description: '祇園の宿' },
      en: { hotel_name: 'Noren Kyoto Gion', description: 'An inn in Gion' },
    });
    const ja = settings('ja');
    expect(ja.hotel_name).toBe('のれん 京都祇園');
    expect(ja.room_search_filters[0].name).toBe('和室');
  });

  it('falls back to the first book language for a language the hotel did not write', () => {
    expect(settings('ko').hotel_name).toBe('のれん 京都祇園');
    expect(settings('ko').kids_tiers[0].name).toBe('小学生');
  });
});
