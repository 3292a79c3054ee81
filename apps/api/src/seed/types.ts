// The shape of a demo hotel: its settings row plus everything hung off it, with codes instead of
// ids so the same description serves the first run and later top-ups.
import type { PaymentType } from '@noren/core/domain';
import type { hotels } from '../db/schema/index.ts';
import type { KidsRateType, MealType, RoomSizeUnit } from '../db/schema/index.ts';
import type { PricingRules } from './generators.ts';

/** The demo writes every text in all five book languages; the content test checks it. */
export type Text<K extends string> = Record<'ja' | 'en' | 'ko' | 'zh_Hans' | 'zh_Hant', Record<K, string>>;

export interface RoomTypeSeed {
  code: string;
  minAdults: number;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  sizeValue: number;
  sizeUnit: RoomSizeUnit;
  bedType: string;
  bedCount: number;
  /** Rooms of this type in the building: the nightly inventory total. */
  rooms: number;
  baseRate: number;
  extraAdultRate: number;
  /** Two colours and a motif for the rendered photo (photos/render.ts). */
  photo: { from: string; to: string; motif: 'tatami' | 'bed' };
  text: Text<'name' | 'description' | 'bed'>;
}

export interface PlanSeed {
  code: string;
  mealType: MealType;
  paymentMethod: PaymentType;
  /** credit_card_deposit: the share charged at booking, basis points of the total. */
  depositBp?: number;
  membersOnly?: boolean;
  memberDiscountBp?: number;
  perAdultAddon: number;
  discountBp?: number;
  /** Sale and stay windows in days from the seeding day; absent means open. */
  saleWindow?: [number, number];
  stayWindow?: [number, number];
  minNights?: number;
  maxNights?: number;
  bookingDeadlineDays?: number;
  bookingDeadlineHour?: number;
  policyCode: string;
  /** Rooms the plan may sell per night across room types; absent means no plan limit. */
  planStock?: number;
  saleLimit?: number;
  excludeRoomTypes?: string[];
  text: Text<'name' | 'description'>;
}

export interface KidsTierSeed {
  code: string;
  ageFrom: number;
  ageTo: number;
  withBed: boolean;
  withMeal: boolean;
  rateType: KidsRateType;
  rateValue: number;
  text: Text<'name'>;
}

export interface PolicySeed {
  code: string;
  noShowPercent: number;
  sameDayPercent: number;
  cancelBeforeAt: number | null;
  isDefault?: boolean;
  parts: Array<{ daysBefore: number; percentageOfCost: number; timeOfDay?: string }>;
  text: Text<'name' | 'description'>;
}

export interface FilterSeed {
  code: string;
  roomTypeCodes: string[];
  text: Text<'name'>;
}

export type HotelRowSeed = Omit<typeof hotels.$inferInsert, 'id' | 'brandId' | 'createdAt' | 'translations'> & {
  timeZone: string;
  text: Text<'hotel_name' | 'description' | 'full_address'>;
};

export interface HotelSeed {
  hotel: HotelRowSeed;
  pricing: PricingRules;
  roomTypes: RoomTypeSeed[];
  plans: PlanSeed[];
  kidsTiers: KidsTierSeed[];
  policies: PolicySeed[];
  filters: FilterSeed[];
}
