import { describe, expect, it } from 'vitest';
import { CurrencyStore } from './CurrencyStore.ts';
import { FAKE_RESERVATION_NUMBER, ReservationStore } from './ReservationStore.ts';
import { SettingsStore } from './SettingsStore.ts';
import type { SelectedRoom } from './SelectionStore.ts';
import { sampleInitSettings } from './testing/initSettings.ts';

function setup() {
  const settings = new SettingsStore(() => 'en');
  settings.setSettings(sampleInitSettings({ mcp_enabled: true }));
  const currency = new CurrencyStore({ settings });
  return { currency, reservation: new ReservationStore(currency) };
}

const line: SelectedRoom = { roomTypeCode: 'TWN', roomPlanCode: 'RP1', numberOfAdults: 2, numberOfChildren: 0, type: 'rooms', quantity: 1 };

describe('ReservationStore', () => {
  it('keeps a copy of the selection and the price snapshot with the guest', () => {
    const { reservation } = setup();
    const rooms = [{ ...line }];
    reservation.start(rooms, { currency: 'JPY', rooms: [] });
    rooms[0].quantity = 5;
    reservation.setGuest({ first_name: 'Hanako' });
    reservation.setGuest({ last_name: 'Yamada' });
    expect(reservation.rooms[0].quantity).toBe(1);
    expect(reservation.guest).toEqual({ first_name: 'Hanako', last_name: 'Yamada' });
    expect(reservation.price?.currency).toBe('JPY');
  });

  it('treats FAKE_NO as no reservation number', () => {
    const { reservation } = setup();
    reservation.confirm({ reservation_number: FAKE_RESERVATION_NUMBER });
    expect(reservation.hasReservation).toBe(false);
    reservation.confirm({ reservation_number: 'R-123', email: 'a@example.com', token: 'bt' });
    expect([reservation.reservationNumber, reservation.email, reservation.bypassToken]).toEqual(['R-123', 'a@example.com', 'bt']);
  });

  it('switches multi-currency off while updating and back on after reset', () => {
    const { reservation, currency } = setup();
    currency.select('USD');
    reservation.manage({ reservation_number: 'R-1', mcp_currency: 'USD' });
    expect(currency.reservationMcpCurrency).toBe('USD');
    reservation.beginUpdate();
    expect(currency.mcpMode).toBe(false);
    reservation.reset();
    expect(currency.mcpMode).toBe(true);
    expect(currency.reservationMcpCurrency).toBeNull();
    expect([reservation.mode, reservation.rooms, reservation.guest, reservation.reservationNumber]).toEqual(['new', [], {}, null]);
  });
});
