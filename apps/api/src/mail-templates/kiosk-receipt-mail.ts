// The kiosk's receipt mail (issue #16 §5): "e-mail it to me" at the lobby kiosk. It goes to the
// reservation's own address, read when the mail is rendered (never an address typed at the
// kiosk), in the language it was queued in (the reservation's), with the link to the receipt PDF
// that modules/kiosk signed and put in the row's payload. Texts: locales/<lang>/kioskReceipt.json.
import { escapeHtml, type Language } from '@noren/core/domain';
import { translator } from '../i18n/mail-texts.ts';
import { reservationForMail } from '../modules/reservations/index.ts';
import type { RenderedMail } from './templates.ts';
import type { MailContext } from './unsubscribe.ts';

function untilText(iso: string, language: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(language.replace('_', '-'), { dateStyle: 'long', timeZone }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

/** A stay date (YYYY-MM-DD) as the guest's language writes it. */
function dateText(date: string, language: string): string {
  try {
    return new Intl.DateTimeFormat(language.replace('_', '-'), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  } catch {
    return date;
  }
}

/** The mail of an outbox row of kind kiosk_receipt; null when its reservation or link is gone. */
export async function renderKioskReceiptRow(
  ctx: MailContext, row: { reservation_id: number | null; language: string; payload: Record<string, unknown> | null },
): Promise<(RenderedMail & { to: string; headers: Record<string, string> }) | null> {
  const url = row.payload?.url;
  const expiresAt = row.payload?.expiresAt;
  if (row.reservation_id === null || typeof url !== 'string' || typeof expiresAt !== 'string') return null;
  const found = await reservationForMail(ctx.db, row.reservation_id, { language: row.language, updateId: null });
  if (!found) return null;
  const { view } = found;
  const language = row.language as Language;
  const t = translator(language, ctx.config.localesDir, 'kioskReceipt');
  const hotel = view.hotel.name;
  const subject = t('mail.subject', { hotel, number: view.reservation_number });
  const intro = t('mail.intro', { hotel });
  const rows: Array<[string, string]> = [
    [t('mail.reservation'), view.reservation_number],
    [t('mail.stay'), `${dateText(view.checkin_date, language)} – ${dateText(view.checkout_date, language)}`],
  ];
  const action = t('mail.action');
  const note = t('mail.note', { date: untilText(expiresAt, language, view.hotel.time_zone) });
  const text = [intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', `${action}: ${url}`, '', note, '', hotel, ''].join('\n');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${escapeHtml(language.replace('_', '-'))}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`
    + `<p>${escapeHtml(intro)}</p><table>${rows.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`
    + `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(note)}</p><p>${escapeHtml(hotel)}</p></body></html>`;
  return { subject, text, html, to: view.guest.email, headers: {} };
}
