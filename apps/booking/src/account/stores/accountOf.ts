// The sign-in, sign-up and confirmation forms' store, made when one of those pages opens.
import { accountApiOf } from '@noren/core/stores';
import type { BookingRoot } from '../../stores/BookingRoot.ts';
import { AccountStore } from './AccountStore.ts';

export function accountOf(root: BookingRoot): AccountStore {
  return root.account.get(() => new AccountStore({ api: accountApiOf(root), session: root.session, navigation: root.navigation, hotelId: () => root.session.hotelCode }));
}
