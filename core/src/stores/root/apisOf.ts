// The manage and account calls, built on the root's client when a later screen first needs them
// (the ones given to the root in tests otherwise), so their code stays out of the first download.
import { accountApiFor, manageApiFor, type AccountApi, type ManageApi } from '@noren/core/api';
import type { CoreStores } from './CoreStores.ts';

export function manageApiOf(root: CoreStores): ManageApi {
  return root.manageApi.get(() => manageApiFor(root.api));
}

export function accountApiOf(root: CoreStores): AccountApi {
  return root.accountApi.get(() => accountApiFor(root.api));
}
