import { describe, expect, it } from 'vitest';
import { applySearchDefaults } from '@noren/core/domain';
import { inventoryParams, priceParams, searchRoomsParams, uploadFileAttachments } from './booking.ts';
import type { ApiRequest } from './createApiClient.ts';

const criteria = applySearchDefaults(
  {
    checkin: '2026-12-10', checkout: '2026-12-12', coupon_code: 'WELCOME10', room_type_codes: ['a', 'b'], room_search_filters: [3],
    rooms: [{ adults: 2, kids_tiers: [{ code: 'A', children: 1 }, { code: 'B', children: 0 }] }, { adults: 1 }],
  },
  { checkinOffsetDays: 0 },
  '2026-12-01',
);

describe('booking query encodings', () => {
  it('encodes a multi-room search as the bracketed keys of the API, dropping empty tiers', () => {
    expect(searchRoomsParams(criteria, { mcpCurrency: 'USD' })).toEqual({
      checkin: '2026-12-10', checkout: '2026-12-12', coupon_code: 'WELCOME10', type: 'rooms', order: 'price_low_to_high',
      'rooms[0][adults]': 2, 'rooms[0][kids_tiers]': 'A:1', 'rooms[1][adults]': 1,
      room_search_filters: '3', room_type_codes: 'a,b', mcp_currency: 'USD',
    });
  });

  it('sends an undated search as nights without dates', () => {
    const undated = applySearchDefaults({ search_type: 'undated', nights: 3 }, { checkinOffsetDays: 0 }, '2026-12-01');
    const params = searchRoomsParams(undated);
    expect(params).toMatchObject({ search_type: 'undated', nights: 3 });
    expect(params).not.toHaveProperty('checkin');
  });

  it('prices the given rooms on their plans with extras, the coupon given winning over the search one', () => {
    const params = priceParams(criteria, [{ room: criteria.rooms[1], roomPlanCode: 'p1' }], [{ extraId: 4, quantity: 2, room: 0, date: '2026-12-10' }], { couponCode: null });
    expect(params).toEqual({
      checkin: '2026-12-10', checkout: '2026-12-12',
      'rooms[0][adults]': 1, 'rooms[0][room_plan_code]': 'p1',
      'extras[0][extra_id]': 4, 'extras[0][quantity]': 2, 'extras[0][room]': 0, 'extras[0][date]': '2026-12-10',
    });
    expect(priceParams(criteria, [{ room: criteria.rooms[0], roomPlanCode: 'p2' }]).coupon_code).toBe('WELCOME10');
  });

  it('asks the calendar for the first room’s guests, the room count and the filters', () => {
    expect(inventoryParams(criteria, '2026-12-01', '2026-12-31')).toEqual({
      from: '2026-12-01', to: '2026-12-31', adults: 2, kids_tiers: 'A:1', room_count: 2, room_type_codes: 'a,b',
    });
    expect(inventoryParams(null, '2026-12-01', '2026-12-02')).toEqual({ from: '2026-12-01', to: '2026-12-02' });
  });
});

describe('uploadFileAttachments', () => {
  it('posts every image as a multipart part named file to the hotel, and answers what the API stored', async () => {
    const sent: ApiRequest[] = [];
    const stored = [{ id: 'a1', file_name: 'p.jpg', content_type: 'image/jpeg', byte_size: 3 }];
    const client = { request: <T,>(req: ApiRequest) => (sent.push(req), Promise.resolve(stored as T)) };
    const files = [new File(['abc'], 'p.jpg', { type: 'image/jpeg' }), new File(['de'], 'q.png', { type: 'image/png' })];
    await expect(uploadFileAttachments(client, 'kyoto gion', files)).resolves.toEqual(stored);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/hotels/kyoto%20gion/file_attachments' });
    const form = sent[0].body as FormData;
    expect(form.getAll('file').map((f) => (f as File).name)).toEqual(['p.jpg', 'q.png']);
  });

  it('fails as unreachable on a client without request(), such as a store test’s fake', async () => {
    await expect(uploadFileAttachments({}, 'kyoto-gion', [])).rejects.toMatchObject({ unreachable: true });
  });
});
