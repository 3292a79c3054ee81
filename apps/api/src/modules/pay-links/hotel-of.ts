// Which hotel a payment number belongs to, for the pay page's framing policy (app.ts's
// frame-ancestors source): the number names at most one link, and an unknown one no hotel.
import type { Executor } from '../../db/database.ts';
import { findByNumber } from './repository.ts';

export async function payLinkHotelId(db: Executor, paymentNumber: string): Promise<number | null> {
  return (await findByNumber(db, paymentNumber))?.hotelId ?? null;
}
