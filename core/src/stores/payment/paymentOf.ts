// The payment step's store, made when guest detail or a payment screen first asks: the card rules
// and the tokeniser load with those screens, not with the result page.
import { PaymentStore } from './Payment.store.ts';
import type { CoreStores } from '../root/CoreStores.ts';
import { accountApiOf } from '../root/apisOf.ts';

export function paymentOf(root: CoreStores): PaymentStore {
  return root.payment.get(() => new PaymentStore({
    api: root.api, settings: root.settings, currency: root.currency, reservation: root.reservation, env: root.env, clock: root.clock,
    hotelId: () => root.session.hotelCode,
    member: () => root.session.signedIn && !root.session.corporate,
    accountApi: accountApiOf(root),
  }));
}
