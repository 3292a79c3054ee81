// Writes one demo hotel's fixed data: settings, policies, room types, filters, kids tiers, plans and
// room plans. Rates and inventory are written by top-up.ts, which also runs on later starts.
import type { Executor } from '../db/database.ts';
import {
  cancellationPolicies,
  cancellationPolicyParts,
  hotels,
  kidsTiers,
  plans,
  roomPlans,
  roomSearchFilters,
  roomTypes,
} from '../db/schema/index.ts';
import { addDays } from './calendar.ts';
import type { StoredImage } from '../modules/images/index.ts';
import { photoKey } from './photos/demo-photos.ts';
import type { HotelSeed, RoomTypeSeed, Text } from './types.ts';

export function roomPlanCode(planCode: string, roomTypeCode: string): string {
  return `${planCode}_${roomTypeCode}`;
}

/** `photos`: the stored photo of each room type's photo spec, by photoKey (photos/demo-photos.ts). */
export async function insertHotel(tx: Executor, brandId: number, seed: HotelSeed, today: string, photos: ReadonlyMap<string, StoredImage>): Promise<number> {
  const { text, ...row } = seed.hotel;
  const [hotel] = await tx.insert(hotels).values({ ...row, brandId, translations: text }).returning({ id: hotels.id });
  const hotelId = hotel.id;

  const policyRows = await tx
    .insert(cancellationPolicies)
    .values(
      seed.policies.map((p) => ({
        hotelId,
        code: p.code,
        translations: p.text,
        noShowPercent: p.noShowPercent,
        sameDayPercent: p.sameDayPercent,
        cancelBeforeAt: p.cancelBeforeAt,
        isDefault: p.isDefault ?? false,
      })),
    )
    .returning({ id: cancellationPolicies.id, code: cancellationPolicies.code });
  const policyId = new Map(policyRows.map((p) => [p.code, p.id]));
  await tx.insert(cancellationPolicyParts).values(
    seed.policies.flatMap((p) =>
      p.parts.map((part) => ({
        policyId: policyId.get(p.code)!,
        daysBefore: part.daysBefore,
        percentageOfCost: part.percentageOfCost,
        timeOfDay: part.timeOfDay ?? null,
      })),
    ),
  );

  const roomTypeRows = await tx
    .insert(roomTypes)
    .values(
      seed.roomTypes.map((rt, i) => ({
        hotelId,
        code: rt.code,
        sortOrder: i,
        minAdults: rt.minAdults,
        maxAdults: rt.maxAdults,
        maxChildren: rt.maxChildren,
        maxOccupancy: rt.maxOccupancy,
        sizeValue: rt.sizeValue,
        sizeUnit: rt.sizeUnit,
        bedType: rt.bedType,
        bedCount: rt.bedCount,
        photos: [{ ...photoOf(photos, rt.photo), alt: relabel(rt.text, 'name', 'alt') }],
        translations: rt.text,
      })),
    )
    .returning({ id: roomTypes.id, code: roomTypes.code });
  const roomTypeId = new Map(roomTypeRows.map((r) => [r.code, r.id]));

  await tx.insert(roomSearchFilters).values(
    seed.filters.map((f, i) => ({ hotelId, code: f.code, sortOrder: i, roomTypeCodes: f.roomTypeCodes, translations: f.text })),
  );

  await tx.insert(kidsTiers).values(
    seed.kidsTiers.map((k, i) => ({
      hotelId,
      code: k.code,
      sortOrder: i,
      ageFrom: k.ageFrom,
      ageTo: k.ageTo,
      withBed: k.withBed,
      withMeal: k.withMeal,
      rateType: k.rateType,
      rateValue: k.rateValue,
      translations: k.text,
    })),
  );

  const planRows = await tx
    .insert(plans)
    .values(
      seed.plans.map((p, i) => ({
        hotelId,
        hotelPlanCode: p.code,
        sortOrder: i,
        mealType: p.mealType,
        paymentMethod: p.paymentMethod,
        depositBp: p.depositBp ?? null,
        membersOnly: p.membersOnly ?? false,
        memberDiscountBp: p.memberDiscountBp ?? 0,
        saleStart: p.saleWindow ? addDays(today, p.saleWindow[0]) : null,
        saleEnd: p.saleWindow ? addDays(today, p.saleWindow[1]) : null,
        stayStart: p.stayWindow ? addDays(today, p.stayWindow[0]) : null,
        stayEnd: p.stayWindow ? addDays(today, p.stayWindow[1]) : null,
        minNights: p.minNights ?? 1,
        maxNights: p.maxNights ?? null,
        bookingDeadlineDays: p.bookingDeadlineDays ?? 0,
        bookingDeadlineHour: p.bookingDeadlineHour ?? null,
        cancellationPolicyId: policyId.get(p.policyCode) ?? null,
        translations: p.text,
      })),
    )
    .returning({ id: plans.id, code: plans.hotelPlanCode });
  const planId = new Map(planRows.map((p) => [p.code, p.id]));

  await tx.insert(roomPlans).values(
    seed.plans.flatMap((p, pi) =>
      seed.roomTypes
        .filter((rt) => !p.excludeRoomTypes?.includes(rt.code))
        .map((rt, ri) => ({
          hotelId,
          roomPlanCode: roomPlanCode(p.code, rt.code),
          planId: planId.get(p.code)!,
          roomTypeId: roomTypeId.get(rt.code)!,
          saleLimit: p.saleLimit ?? null,
          sortOrder: pi * 100 + ri,
        })),
    ),
  );
  return hotelId;
}

function photoOf(photos: ReadonlyMap<string, StoredImage>, spec: RoomTypeSeed['photo']): { image: string; width: number; height: number } {
  const photo = photos.get(photoKey(spec));
  if (!photo) throw new Error(`no demo photo was made for ${photoKey(spec)}`);
  return { image: photo.id, width: photo.width, height: photo.height };
}

/** One key of every language's text under a new name, e.g. a room's name as its photo's alt text. */
function relabel<From extends string, To extends string>(text: Text<From>, from: From, to: To): Text<To> {
  const out = {} as Text<To>;
  for (const [lang, values] of Object.entries(text) as Array<[keyof Text<From>, Record<From, string>]>) {
    out[lang] = { [to]: values[from] } as Record<To, string>;
  }
  return out;
}
