// A walk-in through the shared core stores: the search and results, the selection and its price,
// the guest, then POST /kiosk/reservations with one Idempotency-Key per attempt.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@noren/core/api';
import { toPriceFields, zeroAmounts, type PriceBreakdown, type RoomResult, type SearchResponse } from '@noren/core/domain';
import { FakeApi } from '../../../../core/src/stores/testing/fakeApi.ts';
import { memoryEnv } from '../../../../core/src/stores/testing/memoryEnv.ts';
import { KioskRoot } from '../stores/KioskRoot.ts';
import { FakeKioskApi, samplePayLink } from '../testing/fakeKioskApi.ts';
import { walkInOf } from './WalkIn.store.ts';

let root: KioskRoot | null = null;
afterEach(() => root?.dispose());

const plan = { room_plan_code: 'rp-1', room_plan_name: 'Room only', prices: { total_price: 15000 } };
const room = { room_type_code: 'twin', name: 'Twin', room_count: 3, room_plan: [plan] } as unknown as RoomResult;

function quote(total: number): PriceBreakdown {
  const prices = toPriceFields({ ...zeroAmounts(), total_price: total });
  return {
    currency: 'JPY', mcp_currency: null, checkin: '2026-11-25', checkout: '2026-11-26', nights: 1, prices,
    rooms: [{ index: 0, room_type_code: 'twin', room_plan_code: 'rp-1', hotel_plan_code: 'hp', adults: 2, children: 0, child_tiers: [], tax_rate_bp: 1000, prices, nights: [], extras: [] }],
    coupon: null, sign_in_discount: { total_price_after_discount: total, tax: 0 }, non_sign_in_discount: { total_price_after_discount: total, tax: 0 },
  };
}

async function setup() {
  const api = new FakeApi();
  api.search = () => ({ type: 'rooms', rooms: [room], currency: 'JPY', mcp_currency: null, extra_inventories: [], payment_promotion_info: null, search: {} as never, next_available_date: null }) as SearchResponse;
  api.price = () => quote(14500);
  const kioskApi = new FakeKioskApi();
  // 12:00 in Tokyo on 25 November.
  root = new KioskRoot({ api, env: memoryEnv('http://localhost/kiosk/?code=kyoto-gion'), kioskApi, embedHost: null, dataLayer: null, clock: { now: () => new Date('2026-11-25T03:00:00Z') } });
  await root.initialise();
  await root.device.pair('CODE');
  return { api, kioskApi, root, walkIn: walkInOf(root) };
}

const guest = { first_name: 'Aiko', last_name: 'Sato', email: 'aiko@example.com', email_confirmation: 'aiko@example.com', phone: '+819012345678' };

describe('WalkInStore', () => {
  it('books tonight in the hotel\'s zone through the shared stores, at the quoted price, and shows the pay link', async () => {
    const { api, kioskApi, root, walkIn } = await setup();
    expect(walkIn.options.map((o) => [o.kind, o.checkin, o.checkout])).toEqual([['tonight', '2026-11-25', '2026-11-26']]);
    walkIn.setAdults(2);
    await walkIn.chooseStay(walkIn.options[0]);
    expect(root.search.criteria).toMatchObject({ checkin: '2026-11-25', checkout: '2026-11-26' });
    expect(api.params.find((p) => p.call.startsWith('searchRooms'))?.params).toMatchObject({ checkin: '2026-11-25', 'rooms[0][adults]': 2 });
    expect(walkIn.rooms).toEqual([room]);
    walkIn.choosePlan(room, plan as never);
    expect(root.selection.lines).toMatchObject([{ roomTypeCode: 'twin', roomPlanCode: 'rp-1', quantity: 1 }]);
    await vi.waitFor(() => expect(walkIn.total).toBe(14500));
    walkIn.setGuest(guest);
    expect(walkIn.step).toBe('settle');

    expect(await walkIn.book('pay_link')).toBe(true);
    expect(kioskApi.walkIns).toEqual([{
      checkin_date: '2026-11-25', checkout_date: '2026-11-26', is_day_use: false, rooms: [{ room_plan_code: 'rp-1', adults: 2 }],
      guest, expected_total_price: 14500, language: root.locale.language, settle: 'pay_link',
    }]);
    expect(walkIn.step).toBe('done');
    expect(root.payLink.link).toEqual(samplePayLink);
    expect(root.reservation.reservationNumber).toBe('R0001');
  });

  it('sends the same Idempotency-Key when the same booking is tried again after a failure', async () => {
    const { kioskApi, walkIn } = await setup();
    await walkIn.chooseStay(walkIn.options[0]);
    walkIn.choosePlan(room, plan as never);
    await vi.waitFor(() => expect(walkIn.total).toBe(14500));
    walkIn.setGuest(guest);
    const answer = kioskApi.walkInResult;
    kioskApi.walkInResult = ApiError.unreachable();
    expect(await walkIn.book('desk')).toBe(false);
    expect(walkIn.bookError).not.toBeNull();
    kioskApi.walkInResult = answer;
    expect(await walkIn.book('desk')).toBe(true);
    expect(kioskApi.idempotencyKeys[0]).toBe(kioskApi.idempotencyKeys[1]);
  });

  it('is dropped by the wipe, with the search and selection it used', async () => {
    const { root, walkIn } = await setup();
    await walkIn.chooseStay(walkIn.options[0]);
    walkIn.choosePlan(room, plan as never);
    root.wipe();
    expect(root.walkIn.current).toBeUndefined();
    expect(root.search.criteria).toBeNull();
    expect(root.selection.lines).toEqual([]);
    expect(root.results.rooms).toEqual([]);
    expect(walkInOf(root)).not.toBe(walkIn);
  });
});
