// The pay-links module's hooks (modules/pay-links/deps.ts), wired by app.ts: each staff or device
// action is written to the audit log (modules/audit) in the action's transaction, and each change
// of a link's state is announced on the PostgreSQL channel `noren_events` with pg_notify in the
// same transaction, so it is delivered on commit and never for a change that rolled back. The
// kiosk's live stream (SSE) LISTENs on that channel, across every API process; the event names the
// devices that show the link, the only kiosks that hear it.
import type { FastifyInstance } from 'fastify';
import { notifyEvent } from './live/events.ts';
import { recordAudit } from './modules/audit/index.ts';
import { findHotelById } from './modules/hotels/index.ts';
import { devicesShowingPayLink } from './modules/kiosk/index.ts';
import type { PayLinkHooks } from './modules/pay-links/index.ts';

export function payLinkHooks(app: FastifyInstance): PayLinkHooks {
  return {
    audit: async (tx, entry) => {
      const hotel = await findHotelById(tx, entry.hotelId);
      if (!hotel) throw new Error(`no hotel ${entry.hotelId} for an audit entry`);
      // The audit log knows staff, organisation, member and system actors: a kiosk device acts as the system, named.
      const kind = entry.actor.kind === 'staff' ? 'staff' : 'system';
      await recordAudit(tx, {
        brandId: hotel.brandId, at: app.clock.now(), action: entry.action, target: entry.target,
        actor: { kind, id: entry.actor.id, display: entry.actor.display, role: entry.actor.role },
        parameters: { hotel_id: entry.hotelId, ...entry.details },
      });
    },
    // The one sender of the channel's events (live/events.ts), which every process's EventHub hears;
    // of the hotel's kiosks only those that show the link hear it (modules/kiosk records them).
    changed: async (tx, event) => notifyEvent(tx, {
      type: 'pay_link', hotelId: event.hotelId, paymentNumber: event.paymentNumber, status: event.status, shownTo: await devicesShowingPayLink(tx, event.paymentNumber),
    }),
  };
}
