// For the kiosk (modules/kiosk): a device makes a balance pay link for a stay of its own hotel,
// the reservation's or a walk-in's, to show as a QR; and finds the one already open. The kiosk
// module checks the device and its hotel; this writes the link with its audit entry and event.
import type { StaffPayLinkView } from '@noren/core/domain';
import type { HotelRow } from '../hotels/index.ts';
import type { PayLinkDeps } from './deps.ts';
import { findById, openLinksOf } from './repository.ts';
import { insertNewLink, staffLinkView } from './service.ts';
import { statusOf } from './view.ts';

/** How long a kiosk's balance link stays payable: the guest pays standing at the kiosk. */
export const KIOSK_LINK_WINDOW_MS = 30 * 60 * 1000;

export interface KioskLinkInput {
  hotel: HotelRow;
  reservationId: number;
  deviceId: number;
  /** The text on the page and the receipt, in the guest's language (the kiosk's screen text). */
  subject: string;
  /** When it stops being payable; 30 minutes from now when left out. */
  dueAt?: Date;
}

/**
 * The open balance link of the reservation, reused while it is payable (an update that moves the
 * balance reissues it: lifecycle.ts), else a new one. Refused (1000, reason no_balance) when nothing is left to pay, cancelled when the
 * reservation is.
 */
export async function createBalancePayLink(deps: PayLinkDeps, input: KioskLinkInput): Promise<StaffPayLinkView> {
  const now = deps.clock.now();
  const record = await deps.db.transaction(async (tx) => {
    for (const link of await openLinksOf(tx, input.reservationId, 'balance')) {
      const r = (await findById(tx, link.id))!;
      if (statusOf(r, now) === 'open' && r.capturingPaymentId === null) return r;
    }
    return insertNewLink(deps, tx, input.hotel, { kind: 'kiosk', id: input.deviceId, role: null, display: `kiosk device #${input.deviceId}` }, {
      subject: input.subject, dueAt: input.dueAt ?? new Date(now.getTime() + KIOSK_LINK_WINDOW_MS), reservation: { id: input.reservationId }, kind: 'balance',
    });
  });
  return staffLinkView(deps, record);
}
