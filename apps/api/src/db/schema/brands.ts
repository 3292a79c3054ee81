// Hotel brands and the brand settings the booking widget reads (spec part 1 §3 "Brand settings").
import { boolean, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { HotelBrandSetting, Translations } from '@noren/core/domain';

export const hotelBrands = pgTable('hotel_brands', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  translations: jsonb('translations').$type<Translations<'name'>>().notNull().default({}),
  firstPartyCookieSetting: jsonb('first_party_cookie_setting')
    .$type<HotelBrandSetting['first_party_cookie_setting']>()
    .notNull()
    .default({ status: 'disabled', domain_name: null }),
  emailConsentSetting: jsonb('email_consent_setting')
    .$type<HotelBrandSetting['email_consent_setting']>()
    .notNull()
    .default({ enabled: false, default_checked: false }),
  pointProgram: jsonb('point_program')
    .$type<HotelBrandSetting['point_program']>()
    .notNull()
    .default({
      display_points_in_booking_widget: false,
      recalculate_points_on_checkout_date: false,
      registration_point_enabled: false,
      registration_point: 0,
      point_naming: { en: { name: 'Point' } },
    }),
  paymentHubConfig: text('payment_hub_config').$type<HotelBrandSetting['payment_hub_config']>().notNull().default('none'),
  digicoPartnerCode: text('digico_partner_code'),
  nearbyHotelsSuggestionEnabled: boolean('nearby_hotels_suggestion_enabled').notNull().default(false),
  roomRecommenderEnabled: boolean('room_recommender_enabled').notNull().default(false),
  customAccountRemoval: jsonb('custom_account_removal')
    .$type<HotelBrandSetting['custom_account_removal']>()
    .notNull()
    .default({ enabled: false, description: null }),
  encryptedQrCodeEnabled: boolean('encrypted_qr_code_enabled').notNull().default(false),
  /** The brand's own zone: the default of an organisation contract's zone (issue #15). */
  timeZone: text('time_zone').notNull().default('UTC'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
