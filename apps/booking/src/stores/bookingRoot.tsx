// What mountApp and the tests build the booking app with: its root, and the context its own
// screens read it from (useBookingRoot).
import { createContext, useContext } from 'react';
import type { AppRootFactory } from '@noren/core/ui';
import { BookingRoot } from './BookingRoot.ts';

const BookingRootContext = createContext<BookingRoot | null>(null);

export const BOOKING_ROOT: AppRootFactory<BookingRoot> = {
  create: (options) => new BookingRoot(options),
  wrap: (root, app) => <BookingRootContext.Provider value={root}>{app}</BookingRootContext.Provider>,
};

export function useBookingRoot(): BookingRoot {
  const root = useContext(BookingRootContext);
  if (!root) throw new Error('useBookingRoot() needs the booking root (BOOKING_ROOT.wrap) above it');
  return root;
}
