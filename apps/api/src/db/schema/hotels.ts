// A hotel and every "Hotel initialisation settings" field (spec part 1 §3) with the defaults of
// part 2 §9. The booking_widget response is built from these columns alone, never from constants.
import { bigint, boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { InitSettings, Language, PaymentOption, SignInButtonSettings, Translations } from '@noren/core/domain';
import { hotelBrands } from './brands.ts';
import type { AccommodationTaxBracket } from './types.ts';

type Init = InitSettings;

export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /**
     * Bumped by database triggers (migration 0002) whenever anything a search or the settings read
     * depends on changes: the hotel row, its rooms, plans, rates, stock, extras, coupons, questions,
     * its brand, or any exchange rate. Caches key on it, so no process ever serves stale results.
     */
    dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id),
    /** The name in the hotel's own locale; other languages are in translations.hotel_name. */
    name: text('name').notNull(),
    translations: jsonb('translations')
      .$type<Translations<'hotel_name' | 'description' | 'full_address'>>()
      .notNull()
      .default({}),
    currency: text('currency').notNull().default('JPY'),
    timeZone: text('time_zone').notNull().default('Asia/Tokyo'),
    locale: text('locale').$type<Language>().notNull().default('ja'),
    bookLanguages: jsonb('book_languages').$type<Language[]>().notNull().default(['ja', 'en']),
    availableLanguages: jsonb('available_languages').$type<Language[]>().notNull().default(['ja', 'en']),

    // Address and contact (GET /hotels/{id}).
    postCode: text('post_code').notNull().default(''),
    fullAddress: text('full_address').notNull().default(''),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull().default('JP'),
    phone: text('phone'),
    email: text('email'),
    url: text('url'),
    /** Local HH:MM; the spec does not show them, a hotel always publishes both. */
    checkinTime: text('checkin_time').notNull().default('15:00'),
    checkoutTime: text('checkout_time').notNull().default('10:00'),

    // Look.
    buttonColour: text('button_colour').notNull().default('#1f4e79'),
    headerColour: text('header_colour').notNull().default('#ffffff'),
    header: text('header').$type<Init['header']>().notNull().default('header_logo'),
    logo: text('logo'),
    websiteHeaderHtml: text('website_header_html'),
    displayWebsiteFooter: boolean('display_website_footer').notNull().default(false),
    websiteFooterHtml: text('website_footer_html'),
    compiledWebsiteFooterCss: text('compiled_website_footer_css'),
    bookingWidgetType: text('booking_widget_type').$type<Init['booking_widget_type']>().notNull().default('overlay'),
    bookingWidgetSetting: jsonb('booking_widget_setting')
      .$type<Init['booking_widget_setting_attributes']>()
      .notNull()
      .default({ position: 'right', button_text: { en: { text: 'Book now' } }, open_on_load: false }),
    standaloneUrl: text('standalone_url'),

    // Search.
    searchType: text('search_type').$type<Init['search_type']>().notNull().default('hotel_plan'),
    planSearchEnabled: boolean('plan_search_enabled').notNull().default(true),
    maxGuestsPerRoom: smallint('max_guests_per_room').notNull().default(20),
    multiRoomsSearchEnabled: boolean('multi_rooms_search_enabled').notNull().default(false),
    multiRoomsSearchLimit: smallint('multi_rooms_search_limit').notNull().default(5),
    dayUseSearchActive: boolean('day_use_search_active').notNull().default(false),
    yesterdayBookable: boolean('yesterday_bookable').notNull().default(false),
    availableRoomsOnly: boolean('available_rooms_only').notNull().default(false),
    checkinOffsetDays: smallint('checkin_offset_days').notNull().default(0),
    reservablePeriodMonths: smallint('reservable_period_months').notNull().default(12),

    // Children (the tiers themselves are in kids_tiers).
    kidsType: text('kids_type').$type<Init['kids_setting']['kids_type']>().notNull().default('tiers'),
    kidsAcceptType: text('kids_accept_type').notNull().default('accept'),
    kidsSharedBedType: text('kids_shared_bed_type').notNull().default('allowed'),
    maxChildrenPerAdult: smallint('max_children_per_adult'),

    // Guest form, discounts and display.
    kanjiNameRequired: boolean('kanji_name_required').notNull().default(false),
    customerAddressRequired: boolean('customer_address_required').notNull().default(false),
    couponActive: boolean('coupon_active').notNull().default(false),
    voucherCouponActive: boolean('voucher_coupon_active').notNull().default(false),
    showPricesTaxIncluded: boolean('show_prices_tax_included').notNull().default(true),
    percentageCouponDiscountOnly: boolean('percentage_coupon_discount_only').notNull().default(false),

    // Taxes. Rates are tax-exclusive; basis points keep the arithmetic in integers.
    consumptionTaxBp: integer('consumption_tax_bp').notNull().default(1000),
    serviceChargeBp: integer('service_charge_bp').notNull().default(0),
    accommodationTax: jsonb('accommodation_tax').$type<AccommodationTaxBracket[]>().notNull().default([]),
    /** Each room line's total is rounded down to a multiple of this (pricing rule R7); null: none. */
    roundingUnit: integer('rounding_unit'),

    // Integrations and features.
    hotelSiteController: text('hotel_site_controller'),
    turnstileVerificationEnabled: boolean('turnstile_verification_enabled').notNull().default(false),
    facilitySignInEnabled: boolean('facility_sign_in_enabled').notNull().default(true),
    pointProgramDisabled: boolean('point_program_disabled').notNull().default(false),
    mcpEnabled: boolean('mcp_enabled').notNull().default(false),
    dataLayers: jsonb('data_layers').$type<Init['data_layers']>().notNull().default([]),
    analyticsSetting: jsonb('analytics_setting')
      .$type<Init['analytics_setting_attributes']>()
      .notNull()
      .default({ gtm_container_id: null, ga4_measurement_id: null, head_tag: null, body_tag: null }),
    chatbotSetting: jsonb('chatbot_setting')
      .$type<Init['chatbot_setting']>()
      .notNull()
      .default({ enabled_desktop: false, enabled_mobile: false, script_url: null }),
    paymentGatewaySetting: jsonb('payment_gateway_setting')
      .$type<Init['payment_gateway_setting']>()
      .notNull()
      .default({
        provider: 'sandbox',
        tokenization_url: '/sandbox-gateway/v1/tokens',
        public_key: 'pk_sandbox',
        three_d_secure_enabled: true,
        accepted_card_brands: ['visa', 'master', 'jcb', 'amex', 'diners'],
      }),
    mcpPaymentGatewaySetting: jsonb('mcp_payment_gateway_setting').$type<Init['mcp_payment_gateway_setting']>(),
    integrations: jsonb('integrations').$type<Init['integrations']>().notNull().default([]),
    paymentHubIntegrationType: text('payment_hub_integration_type')
      .$type<Init['payment_hub_integration_type']>()
      .notNull()
      .default('none'),
    paymentOptions: jsonb('payment_options')
      .$type<PaymentOption[]>()
      .notNull()
      .default([{ payment_type: 'on_site', enabled: true }, { payment_type: 'credit_card', enabled: true }]),
    signInButtonSetting: jsonb('sign_in_button_setting')
      .$type<SignInButtonSettings>()
      .notNull()
      .default({
        display_pages: ['search', 'results'],
        display_type: 'header',
        is_active: true,
        privacy_url: null,
        term_of_use_url: null,
        allow_signup: true,
        organization_login_widget_enabled: false,
      }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hotels_brand_idx').on(t.brandId)],
);
