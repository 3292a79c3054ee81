// Wire shapes and query encodings of the booking reads (spec part 2 §7.3): rooms, price,
// inventory, extras, cancellation policies, notifications and additional questions. The search,
// price and calendar shapes live in core/domain/contract/search.ts, the question, facility and
// attachment shapes in contract/questions.ts and listings.ts (the API builds them); the others are
// defined by the API module alone, so the client mirrors the fields it reads here.
import {
  childrenInRoom, codesParam as list, kidsTiersParam as kidsTiers, searchCommonParams as commonParams, roomParams, type ExtraListing, type QueryParams, type FacilityListing, type FileAttachmentView, type QuestionListing, type SearchCriteria, type SearchRoom,
} from '@noren/core/domain';
import { ApiError } from './ApiError.ts';
import type { ApiRequest } from './createApiClient.ts';

export type { ExtraListing, FacilityListing, FileAttachmentView, QuestionListing };

// The search's query encoding lives in core/domain (search/roomsParams.ts): the API builds the
// results page's inlined first search with the same function (apps/api/src/booking-startup.ts).
export { roomParams, searchRoomsParams, type QueryParams } from '@noren/core/domain';

/** GET /hotels/{id}/cancellation_policies, one policy. */
export interface CancellationPolicyListing {
  id: number;
  code: string;
  name: string;
  description: string;
  is_default: boolean;
  lines: Array<{ kind: 'days_before' | 'same_day' | 'no_show' | 'default'; days_before: number | null; percentage_of_cost: number; time_of_day: string | null }>;
  cancel_before_at: number | null;
  cancellation_policy_parts: Array<{ days_before: number; percentage_of_cost: number; time_of_day: string | null }>;
  no_show_percentage_of_cost: number;
  same_day_percentage_of_cost: number;
}

/** How a guest without an account opens a reservation: the token from booking, or the e-mail. */
export interface ReservationAccess {
  bypassToken?: string | null;
  email?: string | null;
}

/** One searched room on a room plan, the unit the price call takes. */
export interface PricedRoom {
  room: SearchRoom;
  roomPlanCode: string;
}

/** One extra on the price call: its room is the index among the priced rooms. */
export interface PricedExtra {
  extraId: number;
  quantity: number;
  room: number;
  date?: string;
}

/** GET /hotels/{id}/rooms/price for some searched rooms, each on a room plan, with extras. */
export function priceParams(c: SearchCriteria, rooms: readonly PricedRoom[], extras: readonly PricedExtra[] = [], opts: { couponCode?: string | null; mcpCurrency?: string | null } = {}): QueryParams {
  const out = commonParams(c);
  delete out.coupon_code;
  rooms.forEach(({ room, roomPlanCode }, i) => {
    roomParams(room, i, out);
    out[`rooms[${i}][room_plan_code]`] = roomPlanCode;
  });
  extras.forEach((e, i) => {
    out[`extras[${i}][extra_id]`] = e.extraId;
    out[`extras[${i}][quantity]`] = e.quantity;
    out[`extras[${i}][room]`] = e.room;
    if (e.date) out[`extras[${i}][date]`] = e.date;
  });
  const coupon = opts.couponCode === undefined ? c.coupon_code : opts.couponCode;
  if (coupon) out.coupon_code = coupon;
  if (opts.mcpCurrency) out.mcp_currency = opts.mcpCurrency;
  return dropUndefined(out);
}

/** GET /hotels/{id}/rooms/inventory for a date window (at most 62 days) and the first room's guests. */
export function inventoryParams(c: SearchCriteria | null, from: string, to: string, mcpCurrency?: string | null): QueryParams {
  const first = c?.rooms[0];
  const out: QueryParams = { from, to };
  if (first) {
    out.adults = first.adults;
    const tiers = kidsTiers(first);
    if (tiers) out.kids_tiers = tiers;
  }
  if (c && c.rooms.length > 1) out.room_count = c.rooms.length;
  if (c) {
    out.room_type_codes = list(c.room_type_codes);
    out.hotel_plan_codes = list(c.hotel_plan_codes);
  }
  if (mcpCurrency) out.mcp_currency = mcpCurrency;
  return dropUndefined(out);
}

export function guestsOf(room: SearchRoom): { adults: number; children: number } {
  return { adults: room.adults, children: childrenInRoom(room) };
}

function dropUndefined(params: QueryParams): QueryParams {
  for (const key of Object.keys(params)) if (params[key] === undefined || params[key] === '') delete params[key];
  return params;
}

/**
 * POST /hotels/{id}/file_attachments: the images as multipart parts named `file` (the browser sets
 * the boundary). The ids go into the booking's answers as attachment_ids. Takes the app's client
 * (its request(); a store test's fake has none and fails as unreachable, as manageApiFor does).
 */
export function uploadFileAttachments(api: unknown, hotelId: string | number, files: readonly File[], signal?: AbortSignal): Promise<FileAttachmentView[]> {
  const client = api as { request?: <T>(req: ApiRequest) => Promise<T> } | null;
  if (typeof client?.request !== 'function') return Promise.reject(ApiError.unreachable());
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return client.request<FileAttachmentView[]>({ method: 'POST', path: `/hotels/${encodeURIComponent(String(hotelId))}/file_attachments`, body: form, signal, timeoutMs: UPLOAD_TIMEOUT_MS });
}

/**
 * Not in the spec: photos of up to 80 MB each from a phone on a hotel's Wi-Fi need more than the
 * 30 s of an ordinary call; five minutes lets a slow upload finish yet still ends a stalled one.
 */
export const UPLOAD_TIMEOUT_MS = 300_000;
