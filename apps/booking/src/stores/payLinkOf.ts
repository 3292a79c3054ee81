// The pay page's store, made when the page first opens (its code stays out of the first screen).
import { payLinkApiFor } from '@noren/core/api';
import type { BookingRoot } from './BookingRoot.ts';
import { PayLinkStore } from './PayLinkStore.ts';

export function payLinkOf(root: BookingRoot): PayLinkStore {
  return root.payLink.get(() => new PayLinkStore({
    api: payLinkApiFor(root.api),
    ensureClientSession: async () => {
      if (!root.session.clientSession) root.session.setClientSession(await root.api.ensureClientSession());
    },
    // The page's HTML carries the link and a session (apps/api/src/pay-link-startup.ts).
    startup: root.payStartup,
    adoptClientSession: (session) => {
      if (!root.session.clientSession) root.session.setClientSession(session);
    },
  }));
}
