// Maps stored rows to the booking_widget init settings (spec part 1 §3 "Hotel initialisation
// settings"). Every value comes from a row; names are given in `language` and `translations`
// carry every language the hotel wrote, so the widget can switch language without a new call.
import type { InitSettings, Language } from '@noren/core/domain';
import { selectTranslations, translated } from '../hotels/index.ts';
import type { BrandRow, HotelRow, KidsTierRow, RoomSearchFilterRow } from './repository.ts';

export interface InitSettingsSource {
  hotel: HotelRow;
  brand: BrandRow;
  kidsTiers: KidsTierRow[];
  filters: RoomSearchFilterRow[];
}

export function toInitSettings({ hotel, brand, kidsTiers, filters }: InitSettingsSource, language: Language): InitSettings {
  const fallbacks = hotel.bookLanguages;
  return {
    hotel_id: hotel.id,
    hotel_code: hotel.code,
    hotel_brand_id: brand.id,
    hotel_name: translated(hotel.translations, 'hotel_name', language, fallbacks, hotel.name),
    currency: hotel.currency,
    button_colour: hotel.buttonColour,
    header_colour: hotel.headerColour,
    header: hotel.header,
    logo: hotel.logo,
    website_header_html: hotel.websiteHeaderHtml,
    display_website_footer: hotel.displayWebsiteFooter,
    website_footer_html: hotel.websiteFooterHtml,
    compiled_website_footer_css: hotel.compiledWebsiteFooterCss,
    booking_widget_type: hotel.bookingWidgetType,
    search_type: hotel.searchType,
    plan_search_enabled: hotel.planSearchEnabled,
    max_guests_per_room: hotel.maxGuestsPerRoom,
    kids_setting: {
      kids_type: hotel.kidsType,
      accept_type: hotel.kidsAcceptType,
      shared_bed_type: hotel.kidsSharedBedType,
      max_children_per_adult: hotel.maxChildrenPerAdult,
    },
    kids_tiers: kidsTiers.map((tier) => ({
      code: tier.code,
      age_from: tier.ageFrom,
      age_to: tier.ageTo,
      with_bed: tier.withBed,
      with_meal: tier.withMeal,
      name: translated(tier.translations, 'name', language, fallbacks, tier.code),
      translations: tier.translations,
    })),
    kanji_name_required: hotel.kanjiNameRequired,
    customer_address_required: hotel.customerAddressRequired,
    multi_rooms_search_enabled: hotel.multiRoomsSearchEnabled,
    multi_rooms_search_limit: hotel.multiRoomsSearchLimit,
    day_use_search_active: hotel.dayUseSearchActive,
    coupon_active: hotel.couponActive,
    voucher_coupon_active: hotel.voucherCouponActive,
    show_prices_tax_included: hotel.showPricesTaxIncluded,
    percentage_coupon_discount_only: hotel.percentageCouponDiscountOnly,
    room_search_filters: filters.map((filter) => ({
      id: filter.id,
      name: translated(filter.translations, 'name', language, fallbacks, filter.code),
      translations: filter.translations,
    })),
    default_search_setting: {
      yesterday_bookable: hotel.yesterdayBookable,
      available_rooms_only: hotel.availableRoomsOnly,
      checkin_offset_days: hotel.checkinOffsetDays,
    },
    reservable_period_months: hotel.reservablePeriodMonths,
    hotel_site_controller: hotel.hotelSiteController,
    turnstile_verification_enabled: hotel.turnstileVerificationEnabled,
    facility_sign_in_enabled: hotel.facilitySignInEnabled,
    point_program_disabled: hotel.pointProgramDisabled,
    data_layers: hotel.dataLayers,
    analytics_setting_attributes: hotel.analyticsSetting,
    standalone_settings: { url: hotel.standaloneUrl },
    time_zone: hotel.timeZone,
    locale: hotel.locale,
    translations: selectTranslations(hotel.translations, { hotel_name: 'hotel_name', description: 'description' }),
    mcp_enabled: hotel.mcpEnabled,
    hotel_brand: {
      id: brand.id,
      code: brand.code,
      name: translated(brand.translations, 'name', language, fallbacks, brand.name),
      translations: brand.translations,
    },
    book_languages: hotel.bookLanguages,
    booking_widget_setting_attributes: hotel.bookingWidgetSetting,
    chatbot_setting: hotel.chatbotSetting,
    hotel_brand_setting: {
      first_party_cookie_setting: brand.firstPartyCookieSetting,
      email_consent_setting: brand.emailConsentSetting,
      point_program: brand.pointProgram,
      payment_hub_config: brand.paymentHubConfig,
      digico_partner_code: brand.digicoPartnerCode,
      nearby_hotels_suggestion_enabled: brand.nearbyHotelsSuggestionEnabled,
      room_recommender_enabled: brand.roomRecommenderEnabled,
      custom_account_removal: brand.customAccountRemoval,
      encrypted_qr_code_enabled: brand.encryptedQrCodeEnabled,
    },
    payment_gateway_setting: hotel.paymentGatewaySetting,
    mcp_payment_gateway_setting: hotel.mcpPaymentGatewaySetting ?? null,
    integrations: hotel.integrations,
    available_languages: hotel.availableLanguages,
    payment_hub_integration_type: hotel.paymentHubIntegrationType,
    // The bank account goes with a reservation, not to every visitor of the widget.
    payment_options: hotel.paymentOptions.map((o) => ({ payment_type: o.payment_type, enabled: o.enabled })),
  };
}
