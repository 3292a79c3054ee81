// What the API client needs from the rest of the app, and what it offers to the stores.
import type { ClientSessionResponse, HotelInfo, InitSettings, SignInButtonSettings } from '@noren/core/domain';

/** Per-call header values; the stores provide them, so the client never holds app state. */
export interface ApiContext {
  /** Our language code (en, ja, zh_Hant, ...), sent as Accept-Language. */
  readonly language: string;
  readonly clientSession: string | null;
  /** Bearer token of a signed-in member, organisation user or staff. */
  readonly accessToken: string | null;
  /** The hotel's site controller, when it has one (X-Site-Controller). */
  readonly siteController: string | null;
}

/** The part of Web Storage the client and stores use; browsers pass localStorage. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ApiBinding {
  context: () => ApiContext;
  /** Called when the server answers with the title "Invalid Client-Session". */
  onInvalidSession: () => void;
}

/**
 * The calls the stores make. Store unit tests implement this with a fake; the app uses
 * createApiClient(), which implements it against the real server.
 */
export interface NorenApi {
  bind(binding: ApiBinding): void;
  /** Returns the stored client session while it is valid, else creates one with the app's key. */
  ensureClientSession(): Promise<ClientSessionResponse>;
  clearClientSession(): void;
  getBookingWidgetSettings(hotelCode: string): Promise<InitSettings>;
  getSignInButton(hotelCode: string): Promise<SignInButtonSettings>;
  getHotel(idOrCode: string | number): Promise<HotelInfo>;
}
