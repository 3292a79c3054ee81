// A stay as the kiosk shows it (KioskStayView): the dates, rooms and the balance, and no other
// personal data (no names, e-mail, phone or address): a lobby screen is read over shoulders.
import type { KioskPayLinkView, KioskStayView } from '@noren/core/contract';
import type { ReservationView } from '@noren/core/domain';

/** Payment types whose remainder is settled at the hotel (core/domain paymentTypes: settlement 'hotel'). */
const PAY_AT_HOTEL = new Set(['on_site', 'on_site_credit_card_required', 'credit_card_deposit']);

/** What is still to pay: the total less what the card paid, net of refunds; never below zero. */
export function balanceOf(view: ReservationView): { paid: number; balance: number } {
  const paid = Math.max(0, view.payment.paid_amount - view.payment.refunded_amount);
  const balance = view.status === 'cancelled' ? 0 : Math.max(0, view.summary.total - paid);
  return { paid, balance };
}

export function stayView(view: ReservationView, payLink: KioskPayLinkView | null): KioskStayView {
  const { paid, balance } = balanceOf(view);
  return {
    reservation_number: view.reservation_number,
    status: view.status,
    checkin_date: view.checkin_date,
    checkout_date: view.checkout_date,
    is_day_use: view.is_day_use,
    nights: view.nights,
    rooms: view.rooms.map((r) => ({ room_name: r.room_type_name, plan_name: r.plan_name, adults: r.adults, children: r.children.length })),
    currency: view.currency,
    total_price: view.summary.total,
    paid_amount: paid,
    balance_due: balance,
    pay_at_desk: balance > 0 && PAY_AT_HOTEL.has(view.payment.type),
    pay_link: payLink,
  };
}
