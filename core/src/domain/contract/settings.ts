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
export type { HotelAddress, HotelInfo } from '../../contract/hotels.ts';
export type {
  HotelBrand, HotelBrandSetting, InitSettings, KidsSetting, KidsTier, PaymentGatewaySetting, PointProgramSettings,
  RoomSearchFilter, SignInButtonSettings,
} from '../../contract/settings.ts';

