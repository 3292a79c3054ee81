// A stand-in for the kiosk's calls in its store and screen tests; each answer can be replaced, and
// every call is recorded. The real calls run against the API in the end-to-end tests.
import { ApiError } from '@noren/core/api';
import type {
  KioskAlertView, KioskApi, KioskDeviceSelf, KioskLookupBody, KioskPayLinkView, KioskReceiptLink, KioskReceiptMail, KioskReceiptPrint, KioskReceiptState,
  KioskStayView, KioskWalkInRequest, KioskWalkInResult, PayLinkView,
} from '../api/kioskApi.ts';

export const sampleDevice: KioskDeviceSelf = {
  id: 1, name: 'Lobby 1', demo: false, printer: false, hotel: { id: 1, code: 'kyoto-gion', name: 'Gion Inn', time_zone: 'Asia/Tokyo', currency: 'JPY' },
};

export const samplePayLink: KioskPayLinkView = {
  payment_number: 'PL0001', status: 'open', amount: 12000, currency: 'JPY', expires_at: null, url: 'http://localhost/payments/PL0001', qr_svg: '<svg/>',
};

export const sampleStay: KioskStayView = {
  reservation_number: 'R0001', status: 'done', checkin_date: '2026-11-25', checkout_date: '2026-11-26', is_day_use: false, nights: 1,
  rooms: [{ room_name: 'Twin', plan_name: 'Room only', adults: 2, children: 0 }], currency: 'JPY', total_price: 12000, paid_amount: 0, balance_due: 12000,
  pay_at_desk: false, pay_link: null,
};

export const sampleReceipt: KioskReceiptState = { offered: true, available_from: '2026-11-26', available: false, print: false };

type Answer<T> = T | ApiError;
const answer = <T>(value: Answer<T>): Promise<T> => (value instanceof ApiError ? Promise.reject(value) : Promise.resolve(value));

export class FakeKioskApi implements KioskApi {
  calls: string[] = [];
  credential = 'device-credential';
  pairing: Answer<{ device: KioskDeviceSelf; credential: string }> = { device: sampleDevice, credential: 'device-credential' };
  demo: Answer<{ device: KioskDeviceSelf; credential: string }> = new ApiError({ status: 404, code: 9404, message: 'Not Found' });
  self: Answer<{ device: KioskDeviceSelf }> = { device: sampleDevice };
  walkInResult: Answer<KioskWalkInResult> = { stay: sampleStay, pay_link: samplePayLink };
  lookupResult: Answer<{ stay: KioskStayView; receipt: KioskReceiptState }> = { stay: sampleStay, receipt: sampleReceipt };
  receiptLinkResult: Answer<{ receipt_link: KioskReceiptLink }> = { receipt_link: { url: 'http://localhost/api/v1/kiosk/receipt_links/kr.1', qr_svg: '<svg/>', expires_at: '2030-01-01T00:00:00Z' } };
  receiptMailResult: Answer<{ receipt_mail: KioskReceiptMail }> = { receipt_mail: { resend_after: '2030-01-01T00:00:00Z' } };
  receiptPrintResult: Answer<{ receipt_print: KioskReceiptPrint }> = { receipt_print: { path: '/kiosk/receipt_links/kr.1', expires_at: '2030-01-01T00:00:00Z' } };
  payLinkResult: Answer<{ pay_link: KioskPayLinkView }> = { pay_link: samplePayLink };
  alertView: KioskAlertView = { id: 7, status: 'open', created_at: '2026-11-25T12:00:00Z', acknowledged_at: null };
  linkStatus = 'open';
  walkIns: KioskWalkInRequest[] = [];
  idempotencyKeys: string[] = [];
  lookups: KioskLookupBody[] = [];

  pair(code: string) {
    this.calls.push(`pair ${code}`);
    return answer(this.pairing);
  }
  demoDevice(hotel: string) {
    this.calls.push(`demo ${hotel}`);
    return answer(this.demo);
  }
  device(credential: string) {
    this.calls.push(`device ${credential}`);
    return answer(this.self);
  }
  walkIn(credential: string, body: KioskWalkInRequest, idempotencyKey: string) {
    this.calls.push(`walkIn ${credential}`);
    this.walkIns.push(body);
    this.idempotencyKeys.push(idempotencyKey);
    return answer(this.walkInResult);
  }
  lookup(credential: string, body: KioskLookupBody) {
    this.calls.push(`lookup ${credential}`);
    this.lookups.push(body);
    return answer(this.lookupResult);
  }
  payLink(credential: string) {
    this.calls.push(`payLink ${credential}`);
    return answer(this.payLinkResult);
  }
  raiseAlert(credential: string) {
    this.calls.push(`raiseAlert ${credential}`);
    return Promise.resolve({ alert: this.alertView });
  }
  alert(credential: string, alertId: number) {
    this.calls.push(`alert ${alertId}`);
    return Promise.resolve({ alert: this.alertView });
  }
  eventsTicket(credential: string) {
    this.calls.push(`ticket ${credential}`);
    return Promise.resolve({ ticket: 'ticket', expires_at: '2030-01-01T00:00:00Z' });
  }
  receiptLink(credential: string) {
    this.calls.push(`receiptLink ${credential}`);
    return answer(this.receiptLinkResult);
  }
  receiptMail(credential: string) {
    this.calls.push(`receiptMail ${credential}`);
    return answer(this.receiptMailResult);
  }
  receiptPrint(credential: string) {
    this.calls.push(`receiptPrint ${credential}`);
    return answer(this.receiptPrintResult);
  }
  payLinkStatus(paymentNumber: string) {
    this.calls.push(`payLinkStatus ${paymentNumber}`);
    return Promise.resolve({ status: this.linkStatus } as PayLinkView);
  }
}
