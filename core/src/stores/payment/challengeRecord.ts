// What the booking app must still know when the guest comes back from the 3-D Secure page: the
// return address carries only the hotel and the reservation number, and the page reloads from
// scratch. Kept in storage for the 15-minute window (plus a margin) and removed once settled; the
// bypass token is the same one the confirmation address carries anyway.
import type { KeyValueStorage } from '@noren/core/api';

/** Spec part 2 §9: 15 minutes to answer the challenge; a record outlives it a little, never for good. */
export const CHALLENGE_RECORD_TTL_MS = 20 * 60 * 1000;

export interface ChallengeRecord {
  hotel: string;
  number: string;
  bypassToken: string;
  email: string;
  /** The booking app's query when the guest left (hotel code, language, search), to come back to. */
  search: string;
  checkin: string;
  checkout: string;
  adults: number;
  /** The challenge page, for a guest who came back before answering it. */
  challengeUrl: string;
  expiresAt: string | null;
  savedAt: number;
}

export const challengeRecordKey = (number: string) => `noren.3ds.${number.toUpperCase()}`;

export function saveChallengeRecord(storage: KeyValueStorage, record: ChallengeRecord): void {
  try {
    storage.setItem(challengeRecordKey(record.number), JSON.stringify(record));
  } catch {
    // Blocked storage: the return page says the payment record was not found, and the
    // 15-minute job releases the rooms.
  }
}

export function readChallengeRecord(storage: KeyValueStorage, number: string, now: number): ChallengeRecord | null {
  try {
    const text = storage.getItem(challengeRecordKey(number));
    if (!text) return null;
    const record = JSON.parse(text) as ChallengeRecord;
    if (typeof record.bypassToken !== 'string' || typeof record.hotel !== 'string' || now - record.savedAt > CHALLENGE_RECORD_TTL_MS) {
      storage.removeItem(challengeRecordKey(number));
      return null;
    }
    return record;
  } catch {
    return null;
  }
}

export function removeChallengeRecord(storage: KeyValueStorage, number: string): void {
  try {
    storage.removeItem(challengeRecordKey(number));
  } catch {
    // Nothing to do: it expires on its own.
  }
}
