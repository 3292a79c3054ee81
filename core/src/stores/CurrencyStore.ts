// The currency prices are shown in (spec part 1 §6, part 2 §9 "Currency"): temporary, selected,
// detected, guessed, then the hotel's; whether multi-currency applies; what choosing a payment
// method does to it.
import { action, computed, makeObservable, observable } from 'mobx';
import {
  DEFAULT_CURRENCY, currencyInfo, formatMoney, isCurrencyCode,
  type CurrencyCode, type CurrencyInfo, type Language, type Money,
} from '@noren/core/domain';
import type { SettingsStore } from './SettingsStore.ts';

/** Part 1 §6: brands that never get multi-currency. */
export const MCP_EXCLUDED_BRAND_IDS: readonly number[] = [838, 1242];

/**
 * Part 2 §9: paying in the shown (guest's) currency takes visa and master; jcb, amex and diners pay
 * in the hotel's currency. `mastercard` is the same brand under its other name (part 1 §3).
 */
export const MCP_CARD_BRANDS: readonly string[] = ['visa', 'master', 'mastercard', 'ponta_visa'];

/** Payment types that are a card payment in the sense of part 2 §9. */
const CARD_PAYMENT_TYPES = new Set(['credit_card', 'credit_card_international', 'credit_card_full', 'credit_card_deposit', 'pre_paid']);

export interface PaymentChoice {
  paymentType: string;
  cardBrand?: string | null;
}

export interface CurrencyStoreDeps {
  settings: SettingsStore;
  /**
   * The spec's "further environment check" (part 1 §6) is not described; true switches
   * multi-currency off. An app passes it through mountApp (a lobby kiosk that takes payment in the
   * hotel currency only would).
   */
  environmentBlocksMcp?: () => boolean;
}

export class CurrencyStore {
  temporary: CurrencyCode | null = null;
  selected: CurrencyCode | null = null;
  detected: CurrencyCode | null = null;
  guessed: CurrencyCode | null = null;
  /** The multi-currency value of the reservation being shown or managed (its mcp_currency). */
  reservationMcpCurrency: CurrencyCode | null = null;
  /** Part 1 §4: while a reservation is updated, multi-currency is off. */
  updatingReservation = false;

  constructor(private readonly deps: CurrencyStoreDeps) {
    makeObservable(this, {
      temporary: observable,
      selected: observable,
      detected: observable,
      guessed: observable,
      reservationMcpCurrency: observable,
      updatingReservation: observable,
      hotelCurrency: computed,
      shown: computed,
      featureEnabled: computed,
      mcpMode: computed,
      info: computed,
      select: action,
      setDetected: action,
      setGuessed: action,
      setReservationMcpCurrency: action,
      choosePaymentMethod: action,
      clearTemporary: action,
      beginReservationUpdate: action,
      endReservationUpdate: action,
      reset: action,
    });
  }

  get hotelCurrency(): CurrencyCode {
    const code = this.deps.settings.settings?.currency;
    return isCurrencyCode(code) ? code : DEFAULT_CURRENCY;
  }

  /** Temporary, selected, detected, guessed, hotel default (part 1 §6). */
  get shown(): CurrencyCode {
    if (this.updatingReservation) return this.hotelCurrency;
    return this.temporary ?? this.selected ?? this.detected ?? this.guessed ?? this.hotelCurrency;
  }

  /** The brand is allowed, mcp_enabled is on and the environment does not forbid it. */
  get featureEnabled(): boolean {
    const s = this.deps.settings.settings;
    if (!s) return false;
    if (MCP_EXCLUDED_BRAND_IDS.includes(s.hotel_brand_id)) return false;
    return s.mcp_enabled === true && !(this.deps.environmentBlocksMcp?.() ?? false);
  }

  /** (Feature enabled or the reservation has a multi-currency value) and shown differs from the hotel's. */
  get mcpMode(): boolean {
    if (this.updatingReservation) return false;
    return (this.featureEnabled || this.reservationMcpCurrency !== null) && this.shown !== this.hotelCurrency;
  }

  get info(): CurrencyInfo {
    return currencyInfo(this.shown);
  }

  get decimals(): number {
    return this.info.decimals;
  }

  get symbol(): string {
    return this.info.symbol;
  }

  format(amount: number, language: Language, currency: CurrencyCode = this.shown): string {
    const value: Money = { amount, currency };
    return formatMoney(value, language);
  }

  /** The guest's choice in the currency picker; an unknown code is ignored. */
  select(code: string | null): void {
    if (code === null) this.selected = null;
    else if (isCurrencyCode(code)) this.selected = code;
  }

  setDetected(code: string | null): void {
    this.detected = isCurrencyCode(code) ? code : null;
  }

  setGuessed(code: string | null): void {
    this.guessed = isCurrencyCode(code) ? code : null;
  }

  setReservationMcpCurrency(code: string | null): void {
    this.reservationMcpCurrency = isCurrencyCode(code) ? code : null;
  }

  /**
   * Part 1 §4: a card of a brand that pays in the shown currency clears the temporary currency;
   * anything else (on site, bank transfer, a jcb, amex or diners card) sets it to the hotel's.
   */
  choosePaymentMethod({ paymentType, cardBrand }: PaymentChoice): void {
    const allowedCard = CARD_PAYMENT_TYPES.has(paymentType) && !!cardBrand && MCP_CARD_BRANDS.includes(cardBrand.toLowerCase());
    this.temporary = allowedCard ? null : this.hotelCurrency;
  }

  clearTemporary(): void {
    this.temporary = null;
  }

  beginReservationUpdate(): void {
    this.updatingReservation = true;
  }

  endReservationUpdate(): void {
    this.updatingReservation = false;
  }

  reset(): void {
    this.temporary = null;
    this.reservationMcpCurrency = null;
    this.updatingReservation = false;
  }
}
