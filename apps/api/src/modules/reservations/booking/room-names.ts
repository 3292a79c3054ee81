// The codes and names a reservation room keeps of its room type and plan, in the reservation's
// language: a booking writes them (write.ts) and an update rewrites them for the plan chosen
// (update/rewrite.ts), both from the catalogue line of the room plan.
import type { Language, Translations } from '@noren/core/domain';
import type { HotelRow } from '../../hotels/index.ts';
import { translated } from '../../hotels/index.ts';

/** What both a booking's room plan (RoomPlanInfo) and an update's plan option (PlanOption) carry. */
export interface RoomPlanLine {
  room_type_code: string;
  room_plan_code: string;
  hotel_plan_code: string;
  room_type_translations: Translations<'name' | 'description' | 'bed'>;
  plan_translations: Translations<'name' | 'description'>;
}

export function roomNames(info: RoomPlanLine, language: Language, hotel: Pick<HotelRow, 'bookLanguages'>) {
  return {
    roomTypeCode: info.room_type_code,
    roomPlanCode: info.room_plan_code,
    hotelPlanCode: info.hotel_plan_code,
    roomTypeName: translated(info.room_type_translations, 'name', language, hotel.bookLanguages, info.room_type_code),
    planName: translated(info.plan_translations, 'name', language, hotel.bookLanguages, info.hotel_plan_code),
  };
}
