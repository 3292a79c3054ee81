// GET /hotels/{code}/settings/booking_widget and /sign_in_button (spec part 2 §7.2, part 1 §3
// "Hotel initialisation settings", "Login widget"). Every field is listed: the API serialises
// through these, so a field missing from a row fails loudly in tests instead of vanishing.
import Type, { type Static } from 'typebox';
import type {
  BookingWidgetType, KidsType, PaymentProvider, PaymentType, Translations,
} from '../domain/contract/settings.ts';
import type { Language } from '../domain/i18n/languages.ts';
import { HotelCodeParams, LocaleQuery, TranslationsShape } from './common.ts';
import { Data, ErrorReplies, Nullable } from './shapes.ts';

const str = Type.String();
const nstr = Nullable(str);
const bool = Type.Boolean();
const int = Type.Integer();
/** A string the domain types more narrowly (a provider, a language, ...); the wire checks `string`. */
const named = <T extends string>() => Type.Unsafe<T>(Type.String());
const translations = <K extends string>() => Type.Unsafe<Translations<K>>(TranslationsShape);

export const KidsTier = Type.Object({
  code: str,
  /** Inclusive age range the tier covers. */
  age_from: int,
  age_to: int,
  /** Whether the child in this tier takes a bed and a meal (tiers_with_meal_and_bed_as_extras). */
  with_bed: bool,
  with_meal: bool,
  name: str,
  translations: translations<'name'>(),
});
export type KidsTier = Static<typeof KidsTier>;

export const KidsSetting = Type.Object({
  kids_type: named<KidsType>(),
  /** 'accept' | 'not_accept' | 'accept_with_adult' */
  accept_type: str,
  /** 'allowed' | 'not_allowed' */
  shared_bed_type: str,
  /** Children allowed per adult; null means no limit. */
  max_children_per_adult: Nullable(int),
});
export type KidsSetting = Static<typeof KidsSetting>;

export const RoomSearchFilter = Type.Object({ id: int, name: str, translations: translations<'name'>() });
export type RoomSearchFilter = Static<typeof RoomSearchFilter>;

export const PointProgramSettings = Type.Object({
  display_points_in_booking_widget: bool,
  recalculate_points_on_checkout_date: bool,
  registration_point_enabled: bool,
  registration_point: int,
  point_naming: translations<'name'>(),
});
export type PointProgramSettings = Static<typeof PointProgramSettings>;

const PaymentHubConfig = named<'none' | 'default' | 'surehigh' | 'custom'>();

export const HotelBrandSetting = Type.Object({
  first_party_cookie_setting: Type.Object({ status: named<'completed' | 'pending' | 'disabled'>(), domain_name: nstr }),
  email_consent_setting: Type.Object({ enabled: bool, default_checked: bool }),
  point_program: PointProgramSettings,
  payment_hub_config: PaymentHubConfig,
  digico_partner_code: nstr,
  nearby_hotels_suggestion_enabled: bool,
  room_recommender_enabled: bool,
  custom_account_removal: Type.Object({ enabled: bool, description: nstr }),
  encrypted_qr_code_enabled: bool,
});
export type HotelBrandSetting = Static<typeof HotelBrandSetting>;

export const HotelBrand = Type.Object({ id: int, code: str, name: str, translations: translations<'name'>() });
export type HotelBrand = Static<typeof HotelBrand>;

export const PaymentGatewaySetting = Type.Object({
  provider: named<PaymentProvider>(),
  /** Where the browser sends card data to be tokenised; card data never goes to /api/v1. */
  tokenization_url: str,
  public_key: str,
  three_d_secure_enabled: bool,
  accepted_card_brands: Type.Array(str),
});
export type PaymentGatewaySetting = Static<typeof PaymentGatewaySetting>;

/** One payment type the hotel offers, as the init settings send it (never the bank account). */
export const PaymentOptionView = Type.Object({ payment_type: named<PaymentType>(), enabled: bool });

export const InitSettings = Type.Object({
  hotel_id: int,
  hotel_code: str,
  hotel_brand_id: int,
  hotel_name: str,
  currency: str,
  button_colour: str,
  header_colour: str,
  header: named<'header_logo' | 'header_customize'>(),
  logo: nstr,
  website_header_html: nstr,
  display_website_footer: bool,
  website_footer_html: nstr,
  compiled_website_footer_css: nstr,
  booking_widget_type: named<BookingWidgetType>(),
  search_type: named<'hotel_plan' | 'room_type'>(),
  plan_search_enabled: bool,
  max_guests_per_room: int,
  kids_setting: KidsSetting,
  kids_tiers: Type.Array(KidsTier),
  kanji_name_required: bool,
  customer_address_required: bool,
  multi_rooms_search_enabled: bool,
  multi_rooms_search_limit: int,
  day_use_search_active: bool,
  coupon_active: bool,
  voucher_coupon_active: bool,
  show_prices_tax_included: bool,
  percentage_coupon_discount_only: bool,
  room_search_filters: Type.Array(RoomSearchFilter),
  default_search_setting: Type.Object({ yesterday_bookable: bool, available_rooms_only: bool, checkin_offset_days: int }),
  reservable_period_months: int,
  hotel_site_controller: nstr,
  turnstile_verification_enabled: bool,
  facility_sign_in_enabled: bool,
  point_program_disabled: bool,
  data_layers: Type.Array(Type.Object({ name: str, enabled: bool })),
  analytics_setting_attributes: Type.Object({ gtm_container_id: nstr, ga4_measurement_id: nstr, head_tag: nstr, body_tag: nstr }),
  standalone_settings: Type.Object({ url: nstr }),
  time_zone: str,
  /** The hotel's own language (spec part 2 §9: ko or zh_Hant only when the hotel's own, else ja). */
  locale: named<Language>(),
  translations: translations<'hotel_name' | 'description'>(),
  mcp_enabled: bool,
  hotel_brand: HotelBrand,
  /** The languages a guest may book in, the hotel's first choice first. */
  book_languages: Type.Array(named<Language>()),
  booking_widget_setting_attributes: Type.Object({ position: named<'left' | 'right'>(), button_text: translations<'text'>(), open_on_load: bool }),
  chatbot_setting: Type.Object({ enabled_desktop: bool, enabled_mobile: bool, script_url: nstr }),
  hotel_brand_setting: HotelBrandSetting,
  payment_gateway_setting: PaymentGatewaySetting,
  mcp_payment_gateway_setting: Nullable(PaymentGatewaySetting),
  integrations: Type.Array(Type.Object({ type: str, enabled: bool })),
  available_languages: Type.Array(named<Language>()),
  payment_hub_integration_type: PaymentHubConfig,
  payment_options: Type.Array(PaymentOptionView),
});
export type InitSettings = Static<typeof InitSettings>;

/** GET /hotels/{code}/settings/sign_in_button: the login widget (part 1 §3 "Login widget"). */
export const SignInButtonSettings = Type.Object({
  display_pages: Type.Array(str),
  display_type: named<'header' | 'price_table'>(),
  is_active: bool,
  privacy_url: nstr,
  term_of_use_url: nstr,
  allow_signup: bool,
  organization_login_widget_enabled: bool,
});
export type SignInButtonSettings = Static<typeof SignInButtonSettings>;

export const BookingWidgetSettingsCall = { params: HotelCodeParams, querystring: LocaleQuery, response: { 200: Data(InitSettings), ...ErrorReplies } } as const;
export const SignInButtonSettingsCall = { params: HotelCodeParams, response: { 200: Data(SignInButtonSettings), ...ErrorReplies } } as const;
