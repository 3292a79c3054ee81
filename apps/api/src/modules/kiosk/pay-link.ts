// The balance pay link a kiosk shows as a QR: made by the pay-links module for a stay of the
// device's own hotel (createBalancePayLink reuses the open one), shown with a URL on
// NOREN_PUBLIC_URL and its QR, so the guest pays by card on their own phone, never on the kiosk.
// The device is recorded as showing the link: of the hotel's devices only it hears the link's events.
import type { KioskPayLinkView } from '@noren/core/contract';
import { ErrorCode, NorenError, type ReservationView, type StaffPayLinkView } from '@noren/core/domain';
import type { Config } from '../../config.ts';
import { translator } from '../../i18n/mail-texts.ts';
import { findHotelById } from '../hotels/index.ts';
import { createBalancePayLink, type PayLinkDeps } from '../pay-links/index.ts';
import type { DeviceContext } from './devices.ts';
import { qrSvg } from '../../qr-codes.ts';
import { recordShownPayLink } from './repository.ts';
import { balanceOf } from './stay.ts';

export async function kioskPayLinkView(config: Config, link: StaffPayLinkView): Promise<KioskPayLinkView> {
  const url = `${config.publicUrl}${link.qr_content}`;
  return { payment_number: link.payment_number, status: link.status, amount: link.amount, currency: link.currency, expires_at: link.due_at, url, qr_svg: await qrSvg(url) };
}

/** A balance link for the stay; 400 (reason no_balance) when nothing is left to pay or it is cancelled. */
export async function balancePayLink(deps: PayLinkDeps, config: Config, device: DeviceContext, stay: ReservationView): Promise<KioskPayLinkView> {
  if (stay.hotel.id !== device.hotelId) throw new NorenError(ErrorCode.notFound, { payload: { resource: 'reservation' } });
  if (stay.status === 'cancelled' || balanceOf(stay).balance <= 0) {
    throw new NorenError(ErrorCode.invalid, { payload: { field: 'reservation', reason: 'no_balance' }, message: 'Nothing is left to pay for this stay.' });
  }
  const hotel = (await findHotelById(deps.db, device.hotelId))!;
  const subject = translator(stay.language, config.localesDir, 'kioskQr')('payLinkSubject', { number: stay.reservation_number });
  const link = await createBalancePayLink(deps, { hotel, reservationId: stay.id, deviceId: device.id, subject });
  // From now on this device hears the link's events (pay-link-hooks.ts), a reused one's too.
  await recordShownPayLink(deps.db, device.id, link.payment_number, deps.clock.now());
  return kioskPayLinkView(config, link);
}
