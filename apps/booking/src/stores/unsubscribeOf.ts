// The unsubscribe pages' store, made when one of them first opens.
import { manageApiOf } from '@noren/core/stores';
import type { BookingRoot } from './BookingRoot.ts';
import { UnsubscribeStore } from './UnsubscribeStore.ts';

export function unsubscribeOf(root: BookingRoot): UnsubscribeStore {
  return root.unsubscribe.get(() => new UnsubscribeStore({
    api: manageApiOf(root),
    ensureClientSession: async () => {
      if (!root.session.clientSession) root.session.setClientSession(await root.api.ensureClientSession());
    },
  }));
}
