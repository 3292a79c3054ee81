// The data-layer events of part 2 §9: one per page, named t-<page>, with tracking, hotel, dates,
// guests, price, tax and transaction fields. The spec leaves the exact field sets open; ours follow
// GA4's names where GA4 has one (transaction_id, value, currency, tax, items with item_id,
// quantity, price) so a hotel's tag manager maps them without translation. Amounts are in major
// units as GA4 expects (12000 for ¥12,000; 123.45 for $123.45), converted from our minor units.
import { currencyDecimals } from '../money/currencies.ts';
import { scrubPersonalData } from './personalData.ts';
import type { UtmFields } from './utm.ts';

export const ANALYTICS_PAGES = [
  'search_result',
  'guest_detail',
  'payment_detail',
  'confirmation',
  'reservation_cancel',
  'reservation_update',
] as const;
export type AnalyticsPage = (typeof ANALYTICS_PAGES)[number];

/** Pages that complete or change a reservation carry its number as the transaction id. */
export const TRANSACTION_PAGES: readonly AnalyticsPage[] = ['confirmation', 'reservation_cancel', 'reservation_update'];

export const dataLayerEventName = (page: AnalyticsPage): string => `t-${page}`;

export function isAnalyticsPage(value: string): value is AnalyticsPage {
  return (ANALYTICS_PAGES as readonly string[]).includes(value);
}

/** Part 1 §3 "Tracking room": room_type_code, room_plan_code, total_price (search adds adults and nights). */
export interface AnalyticsItem {
  room_type_code: string;
  room_plan_code?: string | null;
  /** Rooms of this line. */
  quantity?: number;
  /** Minor units, for the whole stay of one room. */
  total_price?: number | null;
  adults?: number | null;
  nights?: number | null;
}

export interface AnalyticsHotel {
  code: string | null;
  id: number | null;
  brandId: number | null;
  brandName: string | null;
}

/** Everything one event is built from; the AnalyticsStore fills it from the stores and the screen. */
export interface DataLayerContext {
  page: AnalyticsPage;
  hotel: AnalyticsHotel;
  language?: string | null;
  checkin?: string | null;
  checkout?: string | null;
  nights?: number | null;
  adults?: number | null;
  children?: number | null;
  rooms?: number | null;
  currency?: string | null;
  /** Minor units, tax included. */
  price?: number | null;
  /** Minor units. */
  tax?: number | null;
  reservationNumber?: string | null;
  coupon?: string | null;
  paymentType?: string | null;
  items?: readonly AnalyticsItem[];
  trackingId?: string | null;
  utm?: UtmFields | null;
}

export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

export function toMajorUnits(amount: number | null | undefined, currency: string | null | undefined): number | null {
  if (amount == null || !Number.isFinite(amount)) return null;
  const decimals = currency ? currencyDecimals(currency) : 0;
  return decimals === 0 ? amount : Number((amount / 10 ** decimals).toFixed(decimals));
}

export function buildDataLayerEvent(context: DataLayerContext): DataLayerEvent {
  const currency = context.currency ?? null;
  const value = toMajorUnits(context.price, currency);
  const tax = toMajorUnits(context.tax, currency);
  const event: DataLayerEvent = {
    event: dataLayerEventName(context.page),
    page_type: context.page,
    language: context.language ?? null,
    tracking: {
      tracking_id: context.trackingId ?? null,
      utm_source: context.utm?.utm_source ?? null,
      utm_medium: context.utm?.utm_medium ?? null,
      utm_campaign: context.utm?.utm_campaign ?? null,
    },
    hotel: {
      hotel_code: context.hotel.code,
      hotel_id: context.hotel.id,
      brand_id: context.hotel.brandId,
      brand_name: context.hotel.brandName,
    },
    dates: { checkin: context.checkin ?? null, checkout: context.checkout ?? null, nights: context.nights ?? null },
    guests: { adults: context.adults ?? null, children: context.children ?? null, rooms: context.rooms ?? null },
    currency,
    price: value,
    tax,
    items: (context.items ?? []).map((item) => ({
      item_id: item.room_plan_code ? `${item.room_type_code}/${item.room_plan_code}` : item.room_type_code,
      room_type_code: item.room_type_code,
      room_plan_code: item.room_plan_code ?? null,
      quantity: item.quantity ?? 1,
      price: toMajorUnits(item.total_price, currency),
      adults: item.adults ?? context.adults ?? null,
      nights: item.nights ?? context.nights ?? null,
    })),
  };
  if (TRANSACTION_PAGES.includes(context.page)) {
    event.transaction = {
      transaction_id: context.reservationNumber ?? null,
      currency,
      value,
      tax,
      coupon: context.coupon ?? null,
      payment_type: context.paymentType ?? null,
    };
  }
  return scrubPersonalData(event);
}

/**
 * The hotel's data_layers setting (init settings) may switch single events off: an entry named for
 * the page, with or without the t- prefix, and enabled false. A page the setting does not list is
 * on, so a hotel that configured nothing still gets every event.
 */
export function isDataLayerEnabled(dataLayers: ReadonlyArray<{ name: string; enabled: boolean }> | null | undefined, page: AnalyticsPage): boolean {
  const entry = dataLayers?.find((d) => d.name === page || d.name === dataLayerEventName(page));
  return entry ? entry.enabled : true;
}
