// A stand-in for the API client in store unit tests only; the real client is tested against an
// HTTP server and the stores against the real API in the integration suite.
import type { KioskQrView } from '../../contract/kiosk.ts';
import type {
  AccountApi, ApiBinding, PaymentResultView, SavedCardView, CancellationPolicyListing, ExtraListing, FacilityListing, QueryParams, QuestionListing, ReservationAccess, CurrentPoints, CurrentUserResponse, MembershipProgram, NorenApi, PointsTimelineQuery,
  PointsTimelineResponse, TokenExchangeRequest, TokenExchangeResponse,
} from '@noren/core/api';
import { ApiError } from '@noren/core/api';
import type {
  Calendar, CreateReservationRequest, CreateReservationResponse, ReservationView, ClientSessionResponse, HotelInfo, InitSettings, MemberConfirmRequest, MemberSignInRequest,
  MemberSignUpRequest, OrganisationSignInRequest, PriceBreakdown, SearchResponse, SignInButtonSettings, SignInResult,
} from '@noren/core/domain';
import { sampleInitSettings } from './initSettings.ts';

export const sampleSignInButton: SignInButtonSettings = {
  display_pages: ['booking_result'],
  display_type: 'header',
  is_active: true,
  privacy_url: null,
  term_of_use_url: null,
  allow_signup: true,
  organization_login_widget_enabled: false,
};

type Answer<T> = T | ApiError | (() => T | ApiError);

export class FakeApi implements NorenApi, AccountApi {
  binding: ApiBinding | null = null;
  calls: string[] = [];
  storedSession: ClientSessionResponse | null = null;
  session: Answer<ClientSessionResponse> = { client_session: 'cs-fake', expires_at: '2030-01-01T18:00:00.000Z' };
  settings: Answer<InitSettings> = sampleInitSettings();
  signInButton: Answer<SignInButtonSettings> = sampleSignInButton;
  currentUser: Answer<CurrentUserResponse> = { data: { session: null, user: null }, meta: { reset_code: null } };
  program: Answer<MembershipProgram> = { id: 1, name: 'Noren Club' };
  tokenExchange: Answer<TokenExchangeResponse> = new ApiError({ status: 400, message: 'no refresh in the fake' });
  points: Answer<CurrentPoints> = { total_point: 0, ranking_points_value: 0 };
  timeline: (query: PointsTimelineQuery) => PointsTimelineResponse | ApiError = (query) => ({
    data: [], page: query.page, total_pages: 0, total_entries: 0, program_enabled: true,
  });
  /** Arguments of getCurrentUser and getPointsTimeline, as called. */
  userLookups: Array<{ oneTimeAccessToken?: string | null; accessToken?: string | null }> = [];
  timelineQueries: PointsTimelineQuery[] = [];
  /** Booking reads: each answers from the params it was called with; unset ones fail as a 404 would. */
  search: (params: QueryParams) => SearchResponse | ApiError = () => notInFake();
  price: (params: QueryParams) => PriceBreakdown | ApiError = () => notInFake();
  calendar: (params: QueryParams) => Calendar | ApiError = () => notInFake();
  extras: ExtraListing[] | ApiError = [];
  policies: CancellationPolicyListing[] | ApiError = [];
  notifications: QuestionListing[] | ApiError = [];
  questions: QuestionListing[] | ApiError = [];
  facilities: FacilityListing[] | ApiError = [];
  book: (body: CreateReservationRequest, key: string) => CreateReservationResponse | ApiError = () => notInFake();
  reservationView: (number: string, access: ReservationAccess) => ReservationView | ApiError = () => notInFake();
  paymentResult: (number: string, bypassToken: string) => PaymentResultView | ApiError = () => notInFake();
  /** Saved cards answer 401 as for a guest unless a test sets them. */
  savedCards: SavedCardView[] | ApiError = new ApiError({ status: 401, code: 9401, message: 'Sign in as a member to see saved cards.' });
  /** The account calls answer as the API does for a wrong password unless a test sets them. */
  memberSignInAnswer: (body: MemberSignInRequest) => SignInResult | ApiError = () => wrongCredentials();
  organisationSignInAnswer: (body: OrganisationSignInRequest) => SignInResult | ApiError = () => wrongCredentials();
  signUpAnswer: (body: MemberSignUpRequest) => void | ApiError = () => undefined;
  confirmAnswer: (body: MemberConfirmRequest) => SignInResult | ApiError = () => notInFake();
  resendAnswer: (email: string) => void | ApiError = () => undefined;
  deleteCardAnswer: (cardId: number | string) => void | ApiError = () => undefined;
  /** Bodies of the account calls, in call order. */
  accountBodies: unknown[] = [];
  /** Idempotency keys of createReservation, in call order. */
  bookingKeys: string[] = [];
  /** Params of the booking reads, in call order, with the call's name. */
  params: Array<{ call: string; params: QueryParams }> = [];
  /** Language the context held when each call was made, to check headers follow the stores. */
  languages: string[] = [];

  bind(binding: ApiBinding): void {
    this.binding = binding;
  }

  async ensureClientSession(): Promise<ClientSessionResponse> {
    this.record('ensureClientSession');
    if (this.storedSession) return this.storedSession;
    this.storedSession = answer(this.session);
    return this.storedSession;
  }

  clearClientSession(): void {
    this.record('clearClientSession');
    this.storedSession = null;
  }

  async getBookingWidgetSettings(code: string): Promise<InitSettings> {
    this.record(`getBookingWidgetSettings:${code}`);
    return answer(this.settings);
  }

  async getSignInButton(code: string): Promise<SignInButtonSettings> {
    this.record(`getSignInButton:${code}`);
    return answer(this.signInButton);
  }

  async getHotel(id: string | number): Promise<HotelInfo> {
    this.record(`getHotel:${id}`);
    throw new ApiError({ status: 404, message: 'not in the fake' });
  }

  async getCurrentUser(opts: { oneTimeAccessToken?: string | null; accessToken?: string | null } = {}): Promise<CurrentUserResponse> {
    this.record('getCurrentUser');
    this.userLookups.push(opts);
    return answer(this.currentUser);
  }

  async getMembershipProgram(id: string | number): Promise<MembershipProgram> {
    this.record(`getMembershipProgram:${id}`);
    return answer(this.program);
  }

  async signOut(id: string | number): Promise<void> {
    this.record(`signOut:${id}`);
  }

  async memberSignIn(id: string | number, body: MemberSignInRequest): Promise<SignInResult> {
    this.record(`memberSignIn:${id}`);
    this.accountBodies.push(body);
    return answer(() => this.memberSignInAnswer(body));
  }

  async organisationSignIn(code: string, body: OrganisationSignInRequest): Promise<SignInResult> {
    this.record(`organisationSignIn:${code}`);
    this.accountBodies.push(body);
    return answer(() => this.organisationSignInAnswer(body));
  }

  async memberSignUp(id: string | number, body: MemberSignUpRequest): Promise<void> {
    this.record(`memberSignUp:${id}`);
    this.accountBodies.push(body);
    answer(() => this.signUpAnswer(body));
  }

  async confirmMember(id: string | number, body: MemberConfirmRequest): Promise<SignInResult> {
    this.record(`confirmMember:${id}`);
    this.accountBodies.push(body);
    return answer(() => this.confirmAnswer(body));
  }

  async resendConfirmation(id: string | number, email: string): Promise<void> {
    this.record(`resendConfirmation:${id}`);
    this.accountBodies.push({ email });
    answer(() => this.resendAnswer(email));
  }

  async deleteSavedCard(id: string | number, cardId: number | string): Promise<void> {
    this.record(`deleteSavedCard:${id}:${cardId}`);
    answer(() => this.deleteCardAnswer(cardId));
  }

  async exchangeToken(id: string | number, body: TokenExchangeRequest): Promise<TokenExchangeResponse> {
    this.record(`exchangeToken:${id}:${body.grant_type}`);
    return answer(this.tokenExchange);
  }

  async getCurrentPoints(id: string | number): Promise<CurrentPoints> {
    this.record(`getCurrentPoints:${id}`);
    return answer(this.points);
  }

  async getPointsTimeline(id: string | number, query: PointsTimelineQuery): Promise<PointsTimelineResponse> {
    this.record(`getPointsTimeline:${id}`);
    this.timelineQueries.push(query);
    return answer(() => this.timeline(query));
  }

  async searchRooms(id: string | number, params: QueryParams): Promise<SearchResponse> {
    this.recordParams(`searchRooms:${id}`, params);
    return answer(() => this.search(params));
  }

  async priceSelection(id: string | number, params: QueryParams): Promise<PriceBreakdown> {
    this.recordParams(`priceSelection:${id}`, params);
    return answer(() => this.price(params));
  }

  async inventoryCalendar(id: string | number, params: QueryParams): Promise<Calendar> {
    this.recordParams(`inventoryCalendar:${id}`, params);
    return answer(() => this.calendar(params));
  }

  async listExtras(id: string | number, params: { checkin?: string; checkout?: string }): Promise<ExtraListing[]> {
    this.recordParams(`listExtras:${id}`, params);
    return answer(this.extras);
  }

  async listCancellationPolicies(id: string | number): Promise<CancellationPolicyListing[]> {
    this.record(`listCancellationPolicies:${id}`);
    return answer(this.policies);
  }

  async listNotifications(id: string | number, params: QueryParams): Promise<QuestionListing[]> {
    this.recordParams(`listNotifications:${id}`, params);
    return answer(this.notifications);
  }

  async listAdditionalQuestions(id: string | number, params: QueryParams): Promise<QuestionListing[]> {
    this.recordParams(`listAdditionalQuestions:${id}`, params);
    return answer(this.questions);
  }

  async listFacilities(id: string | number, params: QueryParams): Promise<FacilityListing[]> {
    this.recordParams(`listFacilities:${id}`, params);
    return answer(this.facilities);
  }

  async createReservation(id: string | number, body: CreateReservationRequest, key: string): Promise<CreateReservationResponse> {
    this.record(`createReservation:${id}`);
    this.bookingKeys.push(key);
    return answer(() => this.book(body, key));
  }

  async getReservation(id: string | number, number: string, access: ReservationAccess): Promise<ReservationView> {
    this.record(`getReservation:${id}:${number}`);
    return answer(() => this.reservationView(number, access));
  }

  /** What getKioskQr answers (the server makes the real one from NOREN_PUBLIC_URL). */
  kioskQr: KioskQrView = { lookup_url: 'https://book.example/kiosk/?lookup=kl.1.1.test', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>' };

  async getKioskQr(id: string | number, number: string): Promise<KioskQrView> {
    this.record(`getKioskQr:${id}:${number}`);
    return answer(() => this.kioskQr);
  }

  async postPaymentResult(id: string | number, number: string, bypassToken: string): Promise<PaymentResultView> {
    this.record(`postPaymentResult:${id}:${number}`);
    return answer(() => this.paymentResult(number, bypassToken));
  }

  async listSavedCards(id: string | number): Promise<SavedCardView[]> {
    this.record(`listSavedCards:${id}`);
    return answer(this.savedCards);
  }

  private recordParams(call: string, params: QueryParams): void {
    this.record(call);
    this.params.push({ call, params: { ...params } });
  }

  private record(call: string): void {
    this.calls.push(call);
    this.languages.push(this.binding?.context().language ?? '?');
  }
}

function wrongCredentials(): ApiError {
  return new ApiError({ status: 401, code: 9401, message: 'Authentication is required.', messageKey: 'codes.9401', payload: { reason: 'invalid_credentials' } });
}

function notInFake(): ApiError {
  return new ApiError({ status: 404, message: 'not in the fake' });
}

function answer<T>(a: Answer<T>): T {
  const value = typeof a === 'function' ? (a as () => T | ApiError)() : a;
  if (value instanceof ApiError) throw value;
  return value;
}
