// The wire contract of pay links (issue #16), as types only for the apps. Written once as TypeBox
// schemas in core/src/contract/pay-links.ts.
export type {
  CancelPayLinkRequest, CreatePayLinkRequest, PayLinkEvent, PayLinkPaymentRequest, PayLinkPaymentResult, PayLinkView, QrCodeResolution,
  RefundPayLinkRequest, StaffPayLinkListQuery, StaffPayLinkPage, StaffPayLinkView, UpdatePayLinkRequest,
} from '../../contract/pay-links.ts';
