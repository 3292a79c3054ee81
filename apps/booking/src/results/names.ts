// Names of room types and plans from the search results, for the summary and the guest page.
import type { SearchResponse } from '@noren/core/domain';

export interface ResultNames {
  roomType: (code: string) => string;
  plan: (roomPlanCode: string) => string;
  paymentMethod: (roomPlanCode: string) => string | null;
  hotelPlan: (roomPlanCode: string) => string | null;
}

export function resultNames(response: SearchResponse | null): ResultNames {
  const roomTypes = new Map<string, string>();
  const plans = new Map<string, { name: string; payment: string; hotelPlan: string }>();
  for (const room of response?.rooms ?? []) {
    roomTypes.set(room.room_type_code, room.name);
    for (const p of room.room_plan) plans.set(p.room_plan_code, { name: p.room_plan_name, payment: p.payment_method.code, hotelPlan: p.hotel_plan_code });
  }
  for (const plan of response?.plans ?? []) {
    for (const r of plan.rooms) {
      roomTypes.set(r.room_type_code, r.room_type_name);
      plans.set(r.room_plan_code, { name: plan.name, payment: plan.payment_method.code, hotelPlan: plan.hotel_plan_code });
    }
  }
  return {
    roomType: (code) => roomTypes.get(code) ?? code,
    plan: (code) => plans.get(code)?.name ?? code,
    paymentMethod: (code) => plans.get(code)?.payment ?? null,
    hotelPlan: (code) => plans.get(code)?.hotelPlan ?? null,
  };
}
