import { describe, expect, it } from 'vitest';
import { ApiError, staffApiFor, type StaffApi, type StaffReservationQuery } from '@noren/core/api';
import type { ReservationView } from '@noren/core/domain';
import { StaffOutboxStore } from './StaffOutboxStore.ts';
import { StaffReservationsStore } from './StaffReservationsStore.ts';

function setup(hotel = 'kyoto-gion') {
  const queries: StaffReservationQuery[] = [];
  const receipts: unknown[] = [];
  const api: StaffApi = {
    ...staffApiFor({}),
    staffReservations: async (h, query) => {
      if (h !== 'kyoto-gion') throw new ApiError({ status: 403, code: 9403, message: 'You do not have permission to do this.' });
      queries.push(query);
      return { data: [], page: query.page ?? 1, total_pages: 3, total_entries: 41 };
    },
    staffReservation: async (_h, number) => ({ reservation_number: number }) as ReservationView,
    staffReceipt: async (_h, number, receipt) => {
      receipts.push({ number, ...receipt });
      return new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    },
    staffOutbox: async (_h, query) => ({ data: [], page: query.page ?? 1, total_pages: 1, total_entries: 0 }),
    staffOutboxMail: async (_h, id) => {
      if (id !== 7) throw new ApiError({ status: 404, code: 9404, message: 'The requested resource was not found.' });
      return { id, kind: 'booking_confirmation', to: 'a@example.com', subject: 'Booked', status: 'sent', attempts: 1, last_error: null, reservation_number: 'NRN-1', created_at: '', sent_at: null, text_body: 'Hello' };
    },
  };
  return { reservations: new StaffReservationsStore({ api, hotelId: () => hotel }), outbox: new StaffOutboxStore({ api, hotelId: () => hotel }), queries, receipts };
}

describe('StaffReservationsStore', () => {
  it('sends only the filters that are set, and new filters start again at page 1', async () => {
    const { reservations, queries } = setup();
    reservations.setPage(3);
    await reservations.load();
    reservations.setFilters({ q: '  Tanaka ', checkinFrom: '2026-12-01', status: 'done' });
    expect(reservations.page).toBe(1);
    await reservations.load();
    expect(queries).toEqual([{ page: 3 }, { q: 'Tanaka', checkin_from: '2026-12-01', status: 'done', page: 1 }].map((q) => ({ q: undefined, checkin_from: undefined, checkin_to: undefined, status: undefined, ...q })));
    expect(reservations.list?.total_entries).toBe(41);
  });

  it('shows another hotel’s 403 as “not your hotel”', async () => {
    const { reservations } = setup('taipei-daan');
    await reservations.load();
    expect(reservations.list).toBeNull();
    expect(reservations.error?.messageKey).toBe('admin:errors.notYourHotel');
  });

  it('prints the open reservation’s receipt, the name left out when blank', async () => {
    const { reservations, receipts } = setup();
    expect(await reservations.printReceipt({ name: 'x' })).toBeNull();
    await reservations.open('NRN-ABCD2345');
    const file = await reservations.printReceipt({ name: '  ', locale: 'ja' });
    expect(file?.filename).toBe('receipt-NRN-ABCD2345.pdf');
    expect(file?.blob.type).toBe('application/pdf');
    expect(receipts).toEqual([{ number: 'NRN-ABCD2345', name: undefined, locale: 'ja' }]);
  });
});

describe('StaffOutboxStore', () => {
  it('opens a mail with its text, and says when there is none', async () => {
    const { outbox } = setup();
    await outbox.open(7);
    expect(outbox.mail?.text_body).toBe('Hello');
    await outbox.open(8);
    expect(outbox.mail).toBeNull();
    expect(outbox.mailError?.code).toBe(9404);
  });
});
