// JSON schemas of the settings routes. The response schemas list every InitSettings and
// SignInButtonSettings field: Fastify serialises through them, so a field missing from a row
// fails loudly in tests instead of vanishing from the widget.
import { nullableString, translationsSchema } from '../hotels/index.ts';

export { hotelCodeParams, localeQuery, type HotelCodeParams, type LocaleQuery } from '../hotels/index.ts';

const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const int = { type: 'integer' } as const;
const strings = { type: 'array', items: str } as const;

function object(properties: Record<string, unknown>, nullable = false) {
  return { type: nullable ? ['object', 'null'] : 'object', required: Object.keys(properties), properties } as const;
}

const paymentGatewaySetting = {
  provider: str,
  tokenization_url: str,
  public_key: str,
  three_d_secure_enabled: bool,
  accepted_card_brands: strings,
};

const initSettings = object({
  hotel_id: int,
  hotel_code: str,
  hotel_brand_id: int,
  hotel_name: str,
  currency: str,
  button_colour: str,
  header_colour: str,
  header: str,
  logo: nullableString,
  website_header_html: nullableString,
  display_website_footer: bool,
  website_footer_html: nullableString,
  compiled_website_footer_css: nullableString,
  booking_widget_type: str,
  search_type: str,
  plan_search_enabled: bool,
  max_guests_per_room: int,
  kids_setting: object({ kids_type: str, accept_type: str, shared_bed_type: str, max_children_per_adult: { type: ['integer', 'null'] } }),
  kids_tiers: {
    type: 'array',
    items: object({ code: str, age_from: int, age_to: int, with_bed: bool, with_meal: bool, name: str, translations: translationsSchema }),
  },
  kanji_name_required: bool,
  customer_address_required: bool,
  multi_rooms_search_enabled: bool,
  multi_rooms_search_limit: int,
  day_use_search_active: bool,
  coupon_active: bool,
  voucher_coupon_active: bool,
  show_prices_tax_included: bool,
  percentage_coupon_discount_only: bool,
  room_search_filters: { type: 'array', items: object({ id: int, name: str, translations: translationsSchema }) },
  default_search_setting: object({ yesterday_bookable: bool, available_rooms_only: bool, checkin_offset_days: int }),
  reservable_period_months: int,
  hotel_site_controller: nullableString,
  turnstile_verification_enabled: bool,
  facility_sign_in_enabled: bool,
  point_program_disabled: bool,
  data_layers: { type: 'array', items: object({ name: str, enabled: bool }) },
  analytics_setting_attributes: object({ gtm_container_id: nullableString, ga4_measurement_id: nullableString, head_tag: nullableString, body_tag: nullableString }),
  standalone_settings: object({ url: nullableString }),
  time_zone: str,
  locale: str,
  translations: translationsSchema,
  mcp_enabled: bool,
  hotel_brand: object({ id: int, code: str, name: str, translations: translationsSchema }),
  book_languages: strings,
  booking_widget_setting_attributes: object({ position: str, button_text: translationsSchema, open_on_load: bool }),
  chatbot_setting: object({ enabled_desktop: bool, enabled_mobile: bool, script_url: nullableString }),
  hotel_brand_setting: object({
    first_party_cookie_setting: object({ status: str, domain_name: nullableString }),
    email_consent_setting: object({ enabled: bool, default_checked: bool }),
    point_program: object({
      display_points_in_booking_widget: bool,
      recalculate_points_on_checkout_date: bool,
      registration_point_enabled: bool,
      registration_point: int,
      point_naming: translationsSchema,
    }),
    payment_hub_config: str,
    digico_partner_code: nullableString,
    nearby_hotels_suggestion_enabled: bool,
    room_recommender_enabled: bool,
    custom_account_removal: object({ enabled: bool, description: nullableString }),
    encrypted_qr_code_enabled: bool,
  }),
  payment_gateway_setting: object(paymentGatewaySetting),
  mcp_payment_gateway_setting: object(paymentGatewaySetting, true),
  integrations: { type: 'array', items: object({ type: str, enabled: bool }) },
  available_languages: strings,
  payment_hub_integration_type: str,
  payment_options: { type: 'array', items: object({ payment_type: str, enabled: bool }) },
});

export const bookingWidgetResponse = object({ data: initSettings });

export const signInButtonResponse = object({
  data: object({
    display_pages: strings,
    display_type: str,
    is_active: bool,
    privacy_url: nullableString,
    term_of_use_url: nullableString,
    allow_signup: bool,
    organization_login_widget_enabled: bool,
  }),
});

/** Every key of InitSettings, for tests that check nothing was left out. */
export const INIT_SETTINGS_KEYS = Object.keys(initSettings.properties);
