// The error catalogue (spec part 2 §8.3 and §8.4) plus Noren's own HTTP-level codes. The API
// answers with these codes and the apps translate them through `messageKey` in
// locales/<lang>/errors.json, so a code means the same thing on both sides of the wire.
//
// Statuses are ours (the spec names codes, not statuses). Two choices worth knowing:
// - Payment failures use 402/409/422, never 5xx, so that no client or proxy retries a charge.
// - Failures of the external loyalty provider are 502: the request was fine, the upstream was not.
// Nothing here uses 429 except 9429, because the client retries 429 every second without limit
// (spec part 2 §9) and must not do so for, say, the CSV download limit.

export const ErrorCode = {
  invalid: 1000,
  extrasInvalidId: 1100,
  extrasDeadlineExceeded: 1101,
  extrasInvalidQuantity: 1102,
  extrasInvalidTotal: 1103,
  extrasPurchaseLimitExceeded: 1104,
  extrasLimitInsufficient: 1105,
  extrasNoLongerSold: 1106,
  jobNotFinished: 1200,
  expired: 1250,
  unprocessableUpload: 1251,
  downloadFileNotFound: 1252,
  passwordStrength: 1300,
  accountLocked: 1301,
  passwordAlreadyUsed: 1302,
  sessionExpired: 1400,
  signUpConfirmationExpired: 1401,
  userAlreadyConfirmed: 1402,
  facilityAccountNeedsPasswordReset: 1403,
  couponInvalid: 1500,
  couponUsageLimit: 1501,
  csvDownloadLimitExceeded: 1600,
  reservablePeriod: 1903,
  promotionNotApplicableToPlan: 2001,
  duplicatePlanCode: 2101,
  roomTypeHasUpcomingReservation: 2201,
  planAccountStatusMismatch: 2304,
  notEnoughPoints: 2401,
  paymentTimeout: 3001,
  paymentFailed: 3002,
  cardNotUsable: 3003,
  cardNumberInvalid: 3004,
  cardExpiryInvalid: 3005,
  threeDSecureFailed: 3006,
  cardNotAccepted: 3007,
  threeDSecureCancelled: 3008,
  threeDSecureSuspended: 3009,
  paymentGatewayTimeout: 3011,
  reservationBeingUpdated: 3013,
  originalReservationChanged: 3014,
  reservationBeingPaid: 3016,
  payNotUpdatable: 3200,
  payNotCapturable: 3201,
  pointBalanceUnavailable: 3202,
  paymentProcessingError: 3203,
  paymentDeclined: 3204,
  cardRefused: 3205,
  threeDSecureAuthenticationFailed: 3250,
  threeDSecureProcessingError: 3251,
  cardNotThreeDSecureCapable: 3252,
  sessionTokenNotFound: 3401,
  brandMismatch: 3402,
  sessionTokenAlreadySpent: 3403,
  externalLoyaltyError: 3501,
  externalLoyaltyBalance: 3502,
  externalLoyaltyMovePoints: 3503,
  externalLoyaltyCancelPoints: 3504,
  // The spec lists 3601 to 3604 only as "language-restricted plan errors"; their differences are not
  // shown, so they share one meaning and are told apart by number.
  languageRestrictedPlan3601: 3601,
  languageRestrictedPlan3602: 3602,
  languageRestrictedPlan3603: 3603,
  languageRestrictedPlan3604: 3604,
  lotteryDatesOnly: 3750,
  // Likewise "lottery unavailable or outside the application period" for six codes.
  lotteryUnavailable3751: 3751,
  lotteryUnavailable3752: 3752,
  lotteryUnavailable3753: 3753,
  lotteryUnavailable3754: 3754,
  lotteryAlreadyEntered: 3756,
  lotteryUnavailable3757: 3757,
  lotteryUnavailable3760: 3760,
  // And "link expired or invalid" for four.
  lotteryLinkInvalid3780: 3780,
  lotteryLinkInvalid3781: 3781,
  lotteryLinkInvalid3782: 3782,
  lotteryLinkInvalid3783: 3783,
  identityProviderExpired: 4000,
  // Noren's own HTTP-level codes (the spec shows none for these): 9 followed by the status.
  unauthorized: 9401,
  forbidden: 9403,
  notFound: 9404,
  methodNotAllowed: 9405,
  payloadTooLarge: 9413,
  unsupportedMediaType: 9415,
  tooManyRequests: 9429,
  internal: 9500,
  unavailable: 9503,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

export interface CatalogueEntry {
  code: number;
  name: string;
  /** A key of locales/<lang>/errors.json, e.g. 'codes.1501'. */
  messageKey: string;
  httpStatus: number;
  /** The English message; placeholders use i18next syntax, e.g. {{currentPoint}}. */
  title: string;
}

const LANGUAGE_RESTRICTED_PLAN = 'This plan is not available in the selected language. Please change the language or choose another plan.';
const LOTTERY_UNAVAILABLE = 'This lottery is not available or is outside its application period.';
const LOTTERY_LINK_INVALID = 'This link has expired or is invalid. Please enter the lottery again from the hotel website.';
const TIMEOUT_NO_PAYMENT = 'The request timed out. No payment has been taken.';
const CARD_NOT_USABLE = 'This card cannot be used. Please use another card.';
const THREE_D_SECURE_FAILED = '3D Secure authentication failed. Please try again or use another card.';
const BEING_UPDATED_ELSEWHERE = 'This reservation is being updated or paid elsewhere. Please try again in about 5 minutes.';
const POINT_BALANCE_UNAVAILABLE = 'Your points balance cannot be retrieved right now. Please try again later.';
const PROCESSING_ERROR = 'A processing error occurred. Please try again later.';

// Typed by name so that a code added to ErrorCode without a status and title fails to compile.
const DEFINITIONS: Record<ErrorCodeName, { httpStatus: number; title: string }> = {
  invalid: { httpStatus: 400, title: 'The request is invalid. Please check your input.' },
  extrasInvalidId: { httpStatus: 422, title: 'The selected extra could not be found.' },
  extrasDeadlineExceeded: { httpStatus: 422, title: 'The deadline for ordering this extra has passed.' },
  extrasInvalidQuantity: { httpStatus: 422, title: 'The quantity of this extra is not valid.' },
  extrasInvalidTotal: { httpStatus: 422, title: 'The total for extras does not match. Please check your selection again.' },
  extrasPurchaseLimitExceeded: { httpStatus: 422, title: 'You have exceeded the purchase limit for this extra.' },
  extrasLimitInsufficient: { httpStatus: 409, title: 'Not enough of this extra is left for the quantity you selected.' },
  extrasNoLongerSold: { httpStatus: 422, title: 'This extra is no longer available.' },
  jobNotFinished: { httpStatus: 409, title: 'The file is still being prepared. Please try again in a moment.' },
  expired: { httpStatus: 410, title: 'This has expired.' },
  unprocessableUpload: { httpStatus: 422, title: 'The uploaded file could not be processed.' },
  downloadFileNotFound: { httpStatus: 404, title: 'The file to download could not be found.' },
  passwordStrength: { httpStatus: 422, title: 'The password is not strong enough.' },
  accountLocked: { httpStatus: 423, title: 'Your account is locked. Please reset your password or try again later.' },
  passwordAlreadyUsed: { httpStatus: 422, title: 'This password has been used before. Please choose a different password.' },
  sessionExpired: { httpStatus: 401, title: 'Your session has expired. Please sign in again.' },
  signUpConfirmationExpired: { httpStatus: 410, title: 'The sign-up confirmation period has expired. Please request a new confirmation email.' },
  userAlreadyConfirmed: { httpStatus: 409, title: 'This account has already been confirmed.' },
  facilityAccountNeedsPasswordReset: { httpStatus: 403, title: 'This account was created by the hotel. Please set a password through "Forgot password".' },
  couponInvalid: { httpStatus: 422, title: 'This coupon is invalid.' },
  couponUsageLimit: { httpStatus: 422, title: 'This coupon has reached its usage limit.' },
  csvDownloadLimitExceeded: { httpStatus: 422, title: 'The CSV download limit has been exceeded. Please narrow the range and try again.' },
  reservablePeriod: { httpStatus: 422, title: 'Reservations are accepted only within {{reservable_period_months}} months. Please specify a period within that range.' },
  promotionNotApplicableToPlan: { httpStatus: 422, title: 'This promotion cannot be applied to the plan.' },
  duplicatePlanCode: { httpStatus: 409, title: 'This plan code is already in use.' },
  roomTypeHasUpcomingReservation: { httpStatus: 409, title: 'This room type has upcoming reservations and cannot be changed.' },
  planAccountStatusMismatch: { httpStatus: 409, title: 'The plan settings do not match your account status. Please refresh the page and book again.' },
  notEnoughPoints: { httpStatus: 422, title: 'Your points balance is {{currentPoint}}, so {{spendPoint}} points cannot be used.' },
  paymentTimeout: { httpStatus: 402, title: TIMEOUT_NO_PAYMENT },
  paymentFailed: { httpStatus: 402, title: 'The payment failed and the booking is not complete. Please try again.' },
  cardNotUsable: { httpStatus: 402, title: CARD_NOT_USABLE },
  cardNumberInvalid: { httpStatus: 422, title: 'Please check the card number.' },
  cardExpiryInvalid: { httpStatus: 422, title: 'Please check the card expiry date.' },
  threeDSecureFailed: { httpStatus: 402, title: THREE_D_SECURE_FAILED },
  cardNotAccepted: { httpStatus: 402, title: 'This card is not accepted, or the card number is wrong.' },
  threeDSecureCancelled: { httpStatus: 402, title: '3D Secure authentication was cancelled.' },
  threeDSecureSuspended: { httpStatus: 402, title: '3D Secure authentication has been suspended because of multiple requests. Please try again later.' },
  paymentGatewayTimeout: { httpStatus: 402, title: TIMEOUT_NO_PAYMENT },
  reservationBeingUpdated: { httpStatus: 409, title: BEING_UPDATED_ELSEWHERE },
  originalReservationChanged: { httpStatus: 409, title: 'The original reservation has been changed. Please cancel this change, check the reservation again and then update it.' },
  reservationBeingPaid: { httpStatus: 409, title: BEING_UPDATED_ELSEWHERE },
  payNotUpdatable: { httpStatus: 409, title: 'This payment can no longer be updated.' },
  payNotCapturable: { httpStatus: 409, title: 'This payment cannot be captured.' },
  pointBalanceUnavailable: { httpStatus: 502, title: POINT_BALANCE_UNAVAILABLE },
  paymentProcessingError: { httpStatus: 402, title: PROCESSING_ERROR },
  paymentDeclined: { httpStatus: 402, title: 'The payment failed. Please use another card or try again.' },
  cardRefused: { httpStatus: 402, title: CARD_NOT_USABLE },
  threeDSecureAuthenticationFailed: { httpStatus: 402, title: THREE_D_SECURE_FAILED },
  threeDSecureProcessingError: { httpStatus: 402, title: PROCESSING_ERROR },
  cardNotThreeDSecureCapable: { httpStatus: 402, title: 'This card does not support 3D Secure. Please use another card.' },
  sessionTokenNotFound: { httpStatus: 401, title: 'The session token was not found.' },
  brandMismatch: { httpStatus: 403, title: 'This account belongs to a different brand.' },
  sessionTokenAlreadySpent: { httpStatus: 401, title: 'The session token has already been used.' },
  externalLoyaltyError: { httpStatus: 502, title: 'An error occurred with the loyalty programme. Please try again later.' },
  externalLoyaltyBalance: { httpStatus: 502, title: POINT_BALANCE_UNAVAILABLE },
  externalLoyaltyMovePoints: { httpStatus: 502, title: 'The points could not be transferred. Please try again later.' },
  externalLoyaltyCancelPoints: { httpStatus: 502, title: 'The points could not be returned. Please check your point history.' },
  languageRestrictedPlan3601: { httpStatus: 422, title: LANGUAGE_RESTRICTED_PLAN },
  languageRestrictedPlan3602: { httpStatus: 422, title: LANGUAGE_RESTRICTED_PLAN },
  languageRestrictedPlan3603: { httpStatus: 422, title: LANGUAGE_RESTRICTED_PLAN },
  languageRestrictedPlan3604: { httpStatus: 422, title: LANGUAGE_RESTRICTED_PLAN },
  lotteryDatesOnly: { httpStatus: 422, title: 'These dates are available for lottery events only.' },
  lotteryUnavailable3751: { httpStatus: 422, title: LOTTERY_UNAVAILABLE },
  lotteryUnavailable3752: { httpStatus: 422, title: LOTTERY_UNAVAILABLE },
  lotteryUnavailable3753: { httpStatus: 422, title: LOTTERY_UNAVAILABLE },
  lotteryUnavailable3754: { httpStatus: 422, title: LOTTERY_UNAVAILABLE },
  lotteryAlreadyEntered: { httpStatus: 409, title: 'You have already entered this lottery. Please check the lottery section of your profile.' },
  lotteryUnavailable3757: { httpStatus: 422, title: LOTTERY_UNAVAILABLE },
  lotteryUnavailable3760: { httpStatus: 422, title: LOTTERY_UNAVAILABLE },
  lotteryLinkInvalid3780: { httpStatus: 410, title: LOTTERY_LINK_INVALID },
  lotteryLinkInvalid3781: { httpStatus: 410, title: LOTTERY_LINK_INVALID },
  lotteryLinkInvalid3782: { httpStatus: 410, title: LOTTERY_LINK_INVALID },
  lotteryLinkInvalid3783: { httpStatus: 410, title: LOTTERY_LINK_INVALID },
  identityProviderExpired: { httpStatus: 401, title: 'Your sign-in with the identity provider has expired. Please sign in again.' },
  unauthorized: { httpStatus: 401, title: 'Authentication is required.' },
  forbidden: { httpStatus: 403, title: 'You do not have permission to do this.' },
  notFound: { httpStatus: 404, title: 'The requested resource was not found.' },
  methodNotAllowed: { httpStatus: 405, title: 'This method is not allowed for this resource.' },
  payloadTooLarge: { httpStatus: 413, title: 'The request is too large.' },
  unsupportedMediaType: { httpStatus: 415, title: 'The request content type is not supported.' },
  tooManyRequests: { httpStatus: 429, title: 'Too many requests. Please wait a moment and try again.' },
  internal: { httpStatus: 500, title: 'Sorry, a processing error occurred. Please try again after a short while.' },
  unavailable: { httpStatus: 503, title: 'The service is temporarily unavailable for maintenance. Please try again later.' },
};

// Built by a function marked pure: a bundle that never looks an entry up (the booking app, which
// shows the translations of errors.json) carries none of the English titles; see catalogueMessageKey.
export const CATALOGUE: ReadonlyMap<number, CatalogueEntry> = /* @__PURE__ */ (() => new Map(
  (Object.keys(ErrorCode) as ErrorCodeName[]).map((name) => {
    const code = ErrorCode[name];
    const entry: CatalogueEntry = Object.freeze({ code, name, messageKey: `codes.${code}`, ...DEFINITIONS[name] });
    return [code, entry] as const;
  }),
))();

export function catalogueEntry(code: number): CatalogueEntry | undefined {
  return CATALOGUE.get(code);
}

let knownCodes: ReadonlySet<number> | undefined;

/**
 * The errors.json key of a code the catalogue knows (what catalogueEntry(code)?.messageKey gives),
 * without its title: the apps show the translation, so their bundles need no English titles.
 */
export function catalogueMessageKey(code: number): string | undefined {
  knownCodes ??= new Set<number>(Object.values(ErrorCode));
  return knownCodes.has(code) ? `codes.${code}` : undefined;
}
