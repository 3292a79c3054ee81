// The reservation module's public face: every other part of the API (staff console, uploads,
// marketing, mail, jobs, app.ts) reaches the reservation through these operations and nothing
// else. It exports no repository function, no row type and no table (index.test.ts checks it):
// the module owns its rows, and one repository (repository/) writes them. See ARCHITECTURE.md.

// ---- Routes and hooks (wired by app.ts) ----------------------------------------------------------
export { default as reservationRoutes } from './plugin.ts';
export type { ReservationHooks, ReservationUpload, UploadLink } from './hooks.ts';
export type { ReservationMailKind, ReservationMailRequest } from './mail-queue.ts';
export { withLookupRateLimit } from './routes.ts';

// ---- Book ---------------------------------------------------------------------------------------
export { createReservation, type CreateAnswer, type CreateInput, type CreateResult } from './booking/service.ts';
/** The price query a booking body is priced with (tests quote through search with it). */
export { priceQuery } from './booking/pricing.ts';

// ---- Open: the one access door -----------------------------------------------------------------
export { getBrandReservation, getReservation, openReservationHandle as openReservation, type Access, type OpenedReservation } from './access/open.ts';
export { normaliseEmail } from './access/tokens.ts';

// ---- Update, cancel, guests, answers ----------------------------------------------------------------
export { updateReservation, updateSettings, type UpdateDeps } from './update/service.ts';
export { cancelReservation, previewCancel, type CancelDeps } from './cancel/service.ts';
export { getGuests, updateGuests } from './guests/service.ts';
export { listReservationQuestions, saveAnswers, type AnswerDeps, type AnswerMode, type ListFilters, type QuestionsData } from './questions/service.ts';

// ---- Receipts -------------------------------------------------------------------------------------
export { buildReceipt, type ReceiptDeps, type ReceiptFile, type ReceiptOptions } from './receipts/service.ts';
/** The kiosk's receipt of a stay it found (modules/kiosk), and the date rule it shows. */
export { guestReceiptAvailability, guestReceiptNotAvailableYet, kioskReceipt } from './receipts/service.ts';
export { FontLocator } from '../../pdf/fonts/locator.ts';

// ---- Lists: the member's and the organisation's, and a hotel's for its staff ----------------------
export { userReservations, type ReservationPage } from './lists/service.ts';
/** An organisation's reservations for its admin (issue #15): the console's list and export, the detail, the contract's stays. */
export {
  maskedView, organisationExportRows, organisationReservationPage, organisationReservationView, organisationStays,
  type OrganisationListFilter, type OrganisationPageRequest, type OrganisationSort,
} from './lists/organisation.ts';
export { hotelReservationPage, staffReceipt, staffReservationView, type HotelReservationFilter } from './staff/service.ts';

// ---- Payment settlement and refunds ----------------------------------------------------------------
export { paymentResult, settleExpiredPayments, type PaymentResult, type SettleDeps } from './payment/pending.ts';
/** How long a card booking may wait on its payment, and how long an unanswered Idempotency-Key claim lives past it. */
export { PENDING_WINDOW_MS } from './payment/card-payment.ts';
export { ABANDONED_CLAIM_MS } from './booking/idempotency.ts';
export { refundFromPayments, type RefundReason } from './payment/refunds.ts';
/** Pay links (modules/pay-links) settle a reservation's balance through these. */
export { reservationBalance, settleLinkPayment, type ReservationBalance } from './payment/link-settlement.ts';
/** The Luhn check the card-data guard refuses card numbers with (tests make test numbers with it). */
export { luhn } from './payment/card-data.ts';
/** The card-data guard, for another booking door (the kiosk's walk-in): no card number ever reaches the API. */
export { refuseCardData } from './payment/card-data.ts';

// ---- What a mail about the reservation says ------------------------------------------------------
export { reservationForMail, type ReservationForMail } from './view/mail.ts';
