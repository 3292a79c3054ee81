// The guest details of a booking (spec part 1 §3 "Guest", §5): the shapes, limits and patterns the
// booking form, the API and the rules in guestSchema.ts share. Free of yup on purpose: this file is
// re-exported by the core/domain index that every app's first screen imports, and yup (about 12 KB
// gzipped) belongs to the guest-detail chunk only. The schemas are at '@noren/core/domain/guest-schema'.
import type { Language } from '../i18n/languages.ts';

export interface GuestInput {
  first_name: string;
  last_name: string;
  first_name_kana?: string | null;
  last_name_kana?: string | null;
  email: string;
  email_confirmation: string;
  phone: string;
  notes?: string | null;
  booking_for_someone_else?: boolean;
  postal_code?: string | null;
  prefecture_or_state?: string | null;
  street_address?: string | null;
  building_name_and_number?: string | null;
}

/** The guest staying in one room, when it is not the person booking. */
export interface RoomGuestInput {
  first_name: string;
  last_name: string;
  first_name_kana?: string | null;
  last_name_kana?: string | null;
}

export interface GuestRules {
  language: Language;
  /** customer_address_required: post code, prefecture or state and street address are required. */
  addressRequired: boolean;
  /** kanji_name_required (Japanese bookings): the reading fields are required too. */
  readingRequired: boolean;
}

// Lengths are ours (the spec shows none except 255 for answers): what a hotel's system and a
// printed registration card can hold.
export const GUEST_LIMITS = { name: 50, email: 254, phoneDigits: { min: 6, max: 20 }, postalCode: 10, region: 100, street: 200, notes: 1000 } as const;
/** Spec part 1 §5: free-text answers at most 255 characters; attachments at most 30 files, 80 MB per image. */
export const ANSWER_MAX_LENGTH = 255;
export const ANSWER_MAX_ATTACHMENTS = 30;
export const ANSWER_MAX_ATTACHMENT_BYTES = 80 * 1024 * 1024;
/** An upload's id as the API makes it (18 random bytes, base64url) and as answers name it. */
export const ATTACHMENT_ID_PATTERN = '^[A-Za-z0-9_-]{24}$';

// Pure (annotated), like every top-level value of core/domain: a page pays only for what it reads.
export const PHONE_PATTERN = /* @__PURE__ */ (() => new RegExp(`^\\+?[0-9]{${GUEST_LIMITS.phoneDigits.min},${GUEST_LIMITS.phoneDigits.max}}$`))();
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9]+$/;
// Stricter than yup's own e-mail test: one @, a dot in the domain, no spaces or angle brackets.
export const EMAIL_PATTERN = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/;

export interface GuestProblem {
  /** The field path with dots, as the API names fields: 'email', 'rooms.0.guest.first_name'. */
  field: string;
  /** Short reason for the error payload: required, too_long, invalid_email, email_mismatch, ... */
  reason: string;
  /** A key of locales/<lang>/errors.json. */
  messageKey: string;
  /** Values for the message's placeholders, e.g. { max: 50 }. */
  params: Record<string, unknown>;
}

/** yup's 'rooms[0].guest' as the API's 'rooms.0.guest'. */
export const dottedPath = (path: string | undefined): string => (path ?? '').replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
