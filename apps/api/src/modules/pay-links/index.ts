// The pay-links module's public face (issue #16): its routes; the reservation hook app.ts wires
// (a reservation's cancel or update moves its links); and, for the kiosk, making a balance link
// for a stay of the device's own hotel, as a QR's content and the guest page's view; and the job
// that takes over capture claims of dead processes and voids authorisations left pending.
export { default as payLinkRoutes, type PayLinkRouteOptions } from './routes.ts';
export type { PayLinkAuditEntry, PayLinkDeps, PayLinkHooks } from './deps.ts';
export { onReservationChanged } from './lifecycle.ts';
export { createBalancePayLink, KIOSK_LINK_WINDOW_MS, type KioskLinkInput } from './kiosk.ts';
export { readLink as payLinkView } from './pay.ts';
export { payLinkHotelId } from './hotel-of.ts';
export { PAY_LINK_MAIL_KIND } from './mail.ts';
export { PAY_LINK_AUTHORISATION_SWEEP_MS, sweepAbandonedAuthorisations, sweepPayLinkPayments, type SweepReport } from './sweep.ts';
export { CAPTURE_CLAIM_LEASE_MS } from './capture.ts';
export { takeOverStaleClaims, type ClaimReport } from './stale-claims.ts';
