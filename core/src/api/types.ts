// What the API client needs from the rest of the app, and what it offers to the stores.
import type { KioskQrView } from '../contract/kiosk.ts';
import type { Calendar, CreateReservationRequest, CreateReservationResponse, ReservationView, ClientSessionResponse, HotelInfo, InitSettings, PriceBreakdown, SearchResponse, SignInButtonSettings } from '@noren/core/domain';
import type { CancellationPolicyListing, ExtraListing, FacilityListing, QueryParams, QuestionListing, ReservationAccess } from './booking.ts';
import type { ApiError } from './ApiError.ts';
import type { PaymentResultView, SavedCardView } from './payments.ts';
import type {
  CurrentPoints, CurrentUserResponse, MembershipProgram, PointsTimelineQuery, PointsTimelineResponse,
  TokenExchangeRequest, TokenExchangeResponse,
} from './membership.ts';

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

/**
 * The app's answers to the response rules of spec part 2 §4. The client decides which rule a
 * response meets, in one place; the stores decide what it means for the guest.
 */
export interface ApiBinding {
  context: () => ApiContext;
  /** The title "Invalid Client-Session": clear the stored session and reload. */
  onInvalidSession: () => void;
  /** Any other 401: log out locally, say so, and leave the page. */
  onUnauthorized?: (error: ApiError) => void;
  /** 503: the service is down; go to /503?code={hotelCode}. */
  onUnavailable?: (error: ApiError) => void;
  /** 403 with code 4000: renew the session token; true when the call may be sent once more. */
  refreshToken?: () => Promise<boolean>;
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
  /** GET /user/me; with a one-time token it signs in through X-One-Time-Access-Token. */
  getCurrentUser(opts?: { oneTimeAccessToken?: string | null; accessToken?: string | null }): Promise<CurrentUserResponse>;
  getMembershipProgram(hotelId: string | number): Promise<MembershipProgram>;
  signOut(hotelId: string | number): Promise<void>;
  exchangeToken(hotelId: string | number, body: TokenExchangeRequest): Promise<TokenExchangeResponse>;
  getCurrentPoints(hotelId: string | number): Promise<CurrentPoints>;
  getPointsTimeline(hotelId: string | number, query: PointsTimelineQuery, signal?: AbortSignal): Promise<PointsTimelineResponse>;
  /** GET /hotels/{id}/rooms (params from searchRoomsParams). */
  searchRooms(hotelId: string | number, params: QueryParams, signal?: AbortSignal): Promise<SearchResponse>;
  /** GET /hotels/{id}/rooms/price (params from priceParams). */
  priceSelection(hotelId: string | number, params: QueryParams, signal?: AbortSignal): Promise<PriceBreakdown>;
  /** GET /hotels/{id}/rooms/inventory: availability and lowest price per date, at most 62 days. */
  inventoryCalendar(hotelId: string | number, params: QueryParams, signal?: AbortSignal): Promise<Calendar>;
  listExtras(hotelId: string | number, params: { checkin?: string; checkout?: string }, signal?: AbortSignal): Promise<ExtraListing[]>;
  listCancellationPolicies(hotelId: string | number, signal?: AbortSignal): Promise<CancellationPolicyListing[]>;
  listNotifications(hotelId: string | number, params: QueryParams, signal?: AbortSignal): Promise<QuestionListing[]>;
  listAdditionalQuestions(hotelId: string | number, params: QueryParams, signal?: AbortSignal): Promise<QuestionListing[]>;
  /** GET /hotel_brands/{brandId}/facilities with a search's params and is_including_lowest_price. */
  listFacilities(brandId: string | number, params: QueryParams, signal?: AbortSignal): Promise<FacilityListing[]>;
  /** POST /hotels/{id}/reservations with the Idempotency-Key header. */
  createReservation(hotelId: string | number, body: CreateReservationRequest, idempotencyKey: string): Promise<CreateReservationResponse>;
  /** GET /hotels/{id}/reservations/{number}?bypass_token=&email=. */
  getReservation(hotelId: string | number, reservationNumber: string, access: ReservationAccess, signal?: AbortSignal): Promise<ReservationView>;
  /** The confirmation's code for the lobby kiosk: its lookup URL and the QR as SVG. */
  getKioskQr(hotelId: string | number, reservationNumber: string, access: ReservationAccess, signal?: AbortSignal): Promise<KioskQrView>;
  /** POST /hotels/{id}/reservations/{number}/payment_result: the outcome after the 3-D Secure page. */
  postPaymentResult(hotelId: string | number, reservationNumber: string, bypassToken: string): Promise<PaymentResultView>;
  /** GET /hotels/{id}/memberships/credit_cards: a signed-in member's saved cards. */
  listSavedCards(hotelId: string | number, signal?: AbortSignal): Promise<SavedCardView[]>;
}
