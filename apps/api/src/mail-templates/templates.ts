// The reservation mails and the member sign-up mail, rendered in the mail's language from
// locales/<lang>/mail.json (English when a key is missing). Plain text and HTML; every value that came from a guest or a
// hotel is escaped in the HTML.
import { escapeHtml, formatMoney } from '@noren/core/domain';
import { translator } from '../i18n/mail-texts.ts';
import { KIOSK_QR_CID } from '../qr-codes.ts';

export { translator };
import type { ReservationView } from '@noren/core/domain';
import type { ReservationMailKind } from '../modules/reservations/index.ts';

export type MailKind = ReservationMailKind;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}


function money(amount: number, currency: string, language: string): string {
  try {
    return formatMoney({ amount, currency: currency as never }, language as never);
  } catch {
    return `${amount} ${currency}`;
  }
}

export interface CancellationFacts {
  fee: number;
  refund: number;
  refundCurrency: string;
}

/** What an update changed in money: the difference, and what the card was charged or refunded. */
export interface UpdateFacts {
  difference: number;
  settlement: 'charge' | 'refund' | 'none';
  amount: number;
  currency: string;
}

/** For a guest subscribed to the brand's news: the brand's name and the signed unsubscribe page. */
export interface MarketingFooter {
  brand: string;
  unsubscribeUrl: string;
}

/** The confirmation's kiosk code: the lookup URL its QR carries (an inline CID image in the HTML). */
export interface KioskCode {
  lookupUrl: string;
}

export function renderReservationMail(
  localesDir: string, kind: MailKind, v: ReservationView, hotelName: string, cancellation?: CancellationFacts, update?: UpdateFacts, marketing?: MarketingFooter,
  kioskCode?: KioskCode,
): RenderedMail {
  // The view in the mail's language (hotel name, bank account texts), as the guest's page shows it.
  const r = { language: v.language, currency: v.currency, chargeCurrency: v.payment.currency, paymentType: v.payment.type, reservationNumber: v.reservation_number };
  const t = translator(r.language, localesDir);
  const name = `${v.guest.first_name} ${v.guest.last_name}`.trim();
  const section = kind === 'booking_confirmation' ? 'confirmation' : kind;
  const subject = t(`${section}.subject`, { number: r.reservationNumber, hotel: hotelName });
  const rows: Array<[string, string]> = [
    [t('fields.number'), r.reservationNumber],
    [t('fields.checkin'), v.checkin_date],
    [t('fields.checkout'), v.checkout_date],
    [t('fields.rooms'), v.rooms.map((room) => `${room.room_type_name} / ${room.plan_name}`).join(', ')],
    [t('fields.total'), money(v.prices.total_price, r.currency, r.language)],
  ];
  if (cancellation) {
    // Paid, fee, refund: the guest sees why the refund is less than what the card paid.
    const paid = v.payment.paid_amount;
    if (paid > 0) rows.push([t('cancellation.paid'), money(paid, r.chargeCurrency, r.language)]);
    rows.push([t('cancellation.fee'), money(cancellation.fee, r.currency, r.language)]);
    if (cancellation.refund > 0) rows.push([t('cancellation.refund'), money(cancellation.refund, cancellation.refundCurrency, r.language)]);
  }
  if (update) {
    const sign = update.difference > 0 ? '+' : update.difference < 0 ? '-' : '';
    rows.push([t('update.difference'), `${sign}${money(Math.abs(update.difference), r.currency, r.language)}`]);
    if (update.settlement !== 'none' && update.amount > 0) {
      rows.push([t(update.settlement === 'charge' ? 'update.charged' : 'update.refunded'), money(update.amount, update.currency, r.language)]);
    }
  }
  rows.push([t('fields.payment'), t(`receipt.methods.${r.paymentType}`)]);
  const transfer = kind === 'cancellation' ? null : transferSection(v, t);
  const greeting = t('greeting', { name });
  const intro = t(`${section}.intro`);
  const footer = t('footer');
  // The marketing lines come last, after the usual "-- " signature separator in the text body.
  const news = marketing && {
    subscribed: t('marketing.subscribed', { brand: marketing.brand }),
    unsubscribe: t('marketing.unsubscribe'),
    stillSent: t('marketing.stillSent'),
  };
  const newsText = news ? ['-- ', news.subscribed, `${news.unsubscribe}: ${marketing.unsubscribeUrl}`, news.stillSent, ''] : [];
  const transferText = transfer ? ['', transfer.title, transfer.lead, ...transfer.rows.map(([k, v]) => `${k}: ${v}`)] : [];
  const qr = kioskCode && translator(r.language, localesDir, 'kioskQr');
  const kiosk = qr && { title: qr('title'), caption: qr('caption'), alt: qr('alt', { number: r.reservationNumber }), url: kioskCode.lookupUrl };
  const kioskText = kiosk ? ['', kiosk.title, kiosk.caption, kiosk.url] : [];
  const text = [greeting, '', intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), ...transferText, ...kioskText, '', hotelName, footer, '', ...newsText].join('\n');
  const dir = r.language === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${escapeHtml(r.language.replace('_', '-'))}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`
    + `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><table>`
    + rows.map(([k, v]) => `<tr><th align="start">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')
    + `</table>`
    + (transfer
      ? `<h2>${escapeHtml(transfer.title)}</h2><p>${escapeHtml(transfer.lead)}</p><table>`
        + transfer.rows.map(([k, v]) => `<tr><th align="start">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('') + `</table>`
      : '')
    + (kiosk
      ? `<h2>${escapeHtml(kiosk.title)}</h2><p>${escapeHtml(kiosk.caption)}</p>`
        + `<p><img src="cid:${KIOSK_QR_CID}" data-kiosk-lookup="${escapeHtml(kiosk.url)}" alt="${escapeHtml(kiosk.alt)}" width="240" height="240"></p>`
      : '')
    + `<p>${escapeHtml(hotelName)}</p><p><small>${escapeHtml(footer)}</small></p>`
    + (news
      ? `<hr><p><small>${escapeHtml(news.subscribed)} <a href="${escapeHtml(marketing.unsubscribeUrl)}">${escapeHtml(news.unsubscribe)}</a><br>${escapeHtml(news.stillSent)}</small></p>`
      : '')
    + '</body></html>';
  return { subject, text, html };
}

/** The sign-up mail of a provisional member: the confirmation link, valid 24 hours. */
export function renderMemberConfirmationMail(localesDir: string, input: { language: string; name: string; brand: string; hotelName: string; link: string }): RenderedMail {
  const t = translator(input.language, localesDir);
  const subject = t('memberConfirmation.subject', { brand: input.brand });
  const greeting = t('greeting', { name: input.name });
  const intro = t('memberConfirmation.intro');
  const action = t('memberConfirmation.action');
  const expiry = t('memberConfirmation.expiry');
  const footer = t('footer');
  const text = [greeting, '', intro, '', `${action}: ${input.link}`, '', expiry, '', input.hotelName, footer, ''].join('\n');
  const dir = input.language === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${escapeHtml(input.language.replace('_', '-'))}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`
    + `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a></p>`
    + `<p>${escapeHtml(expiry)}</p><p>${escapeHtml(input.hotelName)}</p><p><small>${escapeHtml(footer)}</small></p></body></html>`;
  return { subject, text, html };
}

/** A bank transfer booking's amount, due date and the hotel's account, in the mail's language. */
function transferSection(v: ReservationView, t: ReturnType<typeof translator>): { title: string; lead: string; rows: Array<[string, string]> } | null {
  // The same facts the confirmation page shows (GET reservation).
  const view = v.bank_transfer;
  if (!view) return null;
  const lead = t('bankTransfer.lead', { amount: money(view.amount, view.currency, v.language), date: view.due_date, number: v.reservation_number });
  const i = view.instructions;
  if (!i) return { title: t('bankTransfer.title'), lead: `${lead} ${t('bankTransfer.noAccount')}`, rows: [] };
  const rows: Array<[string, string]> = [
    [t('bankTransfer.bank'), i.bank_name],
    [t('bankTransfer.branch'), i.branch_name],
    [t('bankTransfer.accountType'), t(`bankTransfer.accountTypes.${i.account_type}`)],
    [t('bankTransfer.accountNumber'), i.account_number],
    [t('bankTransfer.accountHolder'), i.account_holder],
  ];
  if (i.swift_code) rows.push([t('bankTransfer.swift'), i.swift_code]);
  if (i.note) rows.push([t('bankTransfer.note'), i.note]);
  return { title: t('bankTransfer.title'), lead, rows };
}
