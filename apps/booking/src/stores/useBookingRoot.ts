// The booking app's own screens read its typed root here. main.tsx mounts a BookingRoot, and core's
// context hands it on as core's stores; the guard below narrows it back. A context of the app's own
// would be a module shared by the first download and the lazy account pages, which the bundler
// splits into one more request on the first screen (scripts/bench/bundle.bench.ts).
import type { CoreStores } from '@noren/core/stores';
import { useStores } from '@noren/core/ui';
import type { BookingRoot } from './BookingRoot.ts';

function isBookingRoot(stores: CoreStores): stores is BookingRoot {
  return 'account' in stores && 'unsubscribe' in stores;
}

export function useBookingRoot(): BookingRoot {
  const stores = useStores();
  if (!isBookingRoot(stores)) throw new Error('useBookingRoot() needs the booking app mounted with BOOKING_ROOT');
  return stores;
}
