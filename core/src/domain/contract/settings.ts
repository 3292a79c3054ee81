// The wire contract of the session and settings calls (spec part 2 §7.2, part 1 §3 "Hotel
// initialisation settings"). The API builds these shapes and the apps read them; both import
// them from here so that a renamed field breaks the typecheck, not a guest's booking.
import type { Language } from '../i18n/languages.ts';

// Written once as TypeBox schemas in core/src/contract; here as types only, for the apps.
export type { ClientSessionResponse } from '../../contract/client-sessions.ts';
export type { HealthResponse } from '../../contract/health.ts';

/** Every successful JSON response wraps its body in `data`, as the spec reads `data.client_session`. */
export interface DataEnvelope<T> {
  data: T;
}


export type KidsType = 'tiers' | 'tiers_with_meal_and_bed_as_extras' | 'ages';
export type BookingWidgetType = 'overlay' | 'inline' | 'standalone';
export type PaymentProvider =
  | 'sandbox' | 'gmo' | 'gmo-paypal' | 'paygent' | 'paygent-paypal' | 'tappay' | 'paypal'
  | 'payment_hub' | 'adyen_gmo' | 'adyen_gmo_paypal';
export type PaymentType =
  | 'on_site' | 'credit_card' | 'on_site_credit_card_required' | 'deferred_payment'
  | 'credit_card_international' | 'pre_paid' | 'credit_card_full' | 'credit_card_deposit'
  | 'bank_transfer' | 'korean_domestic_card';

/** Per-language strings; English is always present, other book languages where the hotel wrote them. */
export type Translations<K extends string = string> = Partial<Record<Language, Partial<Record<K, string>>>>;

export interface KidsTier {
  code: string;
  /** Inclusive age range the tier covers. */
  age_from: number;
  age_to: number;
  /** Whether the child in this tier takes a bed and a meal (tiers_with_meal_and_bed_as_extras). */
  with_bed: boolean;
  with_meal: boolean;
  name: string;
  translations: Translations<'name'>;
}

export interface KidsSetting {
  kids_type: KidsType;
  /** 'accept' | 'not_accept' | 'accept_with_adult' */
  accept_type: string;
  /** 'allowed' | 'not_allowed' */
  shared_bed_type: string;
  /** Children allowed per adult; null means no limit. */
  max_children_per_adult: number | null;
}

export interface RoomSearchFilter {
  id: number;
  name: string;
  translations: Translations<'name'>;
}

export interface PointProgramSettings {
  display_points_in_booking_widget: boolean;
  recalculate_points_on_checkout_date: boolean;
  registration_point_enabled: boolean;
  registration_point: number;
  point_naming: Translations<'name'>;
}

export interface HotelBrandSetting {
  first_party_cookie_setting: { status: 'completed' | 'pending' | 'disabled'; domain_name: string | null };
  email_consent_setting: { enabled: boolean; default_checked: boolean };
  point_program: PointProgramSettings;
  payment_hub_config: 'none' | 'default' | 'surehigh' | 'custom';
  digico_partner_code: string | null;
  nearby_hotels_suggestion_enabled: boolean;
  room_recommender_enabled: boolean;
  custom_account_removal: { enabled: boolean; description: string | null };
  encrypted_qr_code_enabled: boolean;
}

export interface HotelBrand {
  id: number;
  code: string;
  name: string;
  translations: Translations<'name'>;
}

export interface PaymentGatewaySetting {
  provider: PaymentProvider;
  /** Where the browser sends card data to be tokenised; card data never goes to /api/v1. */
  tokenization_url: string;
  public_key: string;
  three_d_secure_enabled: boolean;
  accepted_card_brands: string[];
}

export interface InitSettings {
  hotel_id: number;
  hotel_code: string;
  hotel_brand_id: number;
  hotel_name: string;
  currency: string;
  button_colour: string;
  header_colour: string;
  header: 'header_logo' | 'header_customize';
  logo: string | null;
  website_header_html: string | null;
  display_website_footer: boolean;
  website_footer_html: string | null;
  compiled_website_footer_css: string | null;
  booking_widget_type: BookingWidgetType;
  search_type: 'hotel_plan' | 'room_type';
  plan_search_enabled: boolean;
  max_guests_per_room: number;
  kids_setting: KidsSetting;
  kids_tiers: KidsTier[];
  kanji_name_required: boolean;
  customer_address_required: boolean;
  multi_rooms_search_enabled: boolean;
  multi_rooms_search_limit: number;
  day_use_search_active: boolean;
  coupon_active: boolean;
  voucher_coupon_active: boolean;
  show_prices_tax_included: boolean;
  percentage_coupon_discount_only: boolean;
  room_search_filters: RoomSearchFilter[];
  default_search_setting: { yesterday_bookable: boolean; available_rooms_only: boolean; checkin_offset_days: number };
  reservable_period_months: number;
  hotel_site_controller: string | null;
  turnstile_verification_enabled: boolean;
  facility_sign_in_enabled: boolean;
  point_program_disabled: boolean;
  data_layers: Array<{ name: string; enabled: boolean }>;
  analytics_setting_attributes: { gtm_container_id: string | null; ga4_measurement_id: string | null; head_tag: string | null; body_tag: string | null };
  standalone_settings: { url: string | null };
  time_zone: string;
  /** The hotel's own language (spec part 2 §9: ko or zh_Hant only when the hotel's own, else ja). */
  locale: Language;
  translations: Translations<'hotel_name' | 'description'>;
  mcp_enabled: boolean;
  hotel_brand: HotelBrand;
  /** The languages a guest may book in, the hotel's first choice first. */
  book_languages: Language[];
  booking_widget_setting_attributes: { position: 'left' | 'right'; button_text: Translations<'text'>; open_on_load: boolean };
  chatbot_setting: { enabled_desktop: boolean; enabled_mobile: boolean; script_url: string | null };
  hotel_brand_setting: HotelBrandSetting;
  payment_gateway_setting: PaymentGatewaySetting;
  mcp_payment_gateway_setting: PaymentGatewaySetting | null;
  integrations: Array<{ type: string; enabled: boolean }>;
  available_languages: Language[];
  payment_hub_integration_type: 'none' | 'default' | 'surehigh' | 'custom';
  payment_options: PaymentOption[];
}

/** One payment type the hotel offers (hotels.payment_options). */
export interface PaymentOption {
  payment_type: PaymentType;
  enabled: boolean;
  /**
   * bank_transfer only: the account guests transfer to. Kept in the hotel's configuration and
   * never sent with the init settings: a guest sees it with the reservation it is for.
   */
  bank_account?: BankTransferAccount;
}

export type BankAccountType = 'ordinary' | 'current' | 'savings' | 'checking';

/** The hotel's bank account for transfers; the names and the note per book language. */
export interface BankTransferAccount {
  account_type: BankAccountType;
  account_number: string;
  /** For transfers from abroad; null when the hotel takes domestic transfers only. */
  swift_code: string | null;
  translations: Translations<'bank_name' | 'branch_name' | 'account_holder' | 'note'>;
}

/** GET /hotels/{code}/settings/sign_in_button: the login widget (part 1 §3 "Login widget"). */
export interface SignInButtonSettings {
  display_pages: string[];
  display_type: 'header' | 'price_table';
  is_active: boolean;
  privacy_url: string | null;
  term_of_use_url: string | null;
  allow_signup: boolean;
  organization_login_widget_enabled: boolean;
}

export interface HotelAddress {
  post_code: string;
  full_address: string;
  country: string;
}

export type { HotelInfo } from '../../contract/hotels.ts';

