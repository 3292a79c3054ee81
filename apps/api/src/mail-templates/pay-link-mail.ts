// The pay-link mail (issue #16): what is due, until when, and the link to the pay page, in the
// link's language (the guest's), from locales/<lang>/payLinkMail.json. Everything it says travels
// in the outbox row's payload (modules/pay-links/mail.ts): the link as it stood when it was sent.
import { escapeHtml, formatMoney, type Language } from '@noren/core/domain';
import { translator } from '../i18n/mail-texts.ts';
import type { RenderedMail } from './templates.ts';

export interface PayLinkMailFacts {
  to: string;
  hotelName: string;
  subject: string;
  amount: number;
  currency: string;
  dueAt: string;
  /** The pay page's path; the mail's link is the public URL plus it. */
  path: string;
  reservationNumber: string | null;
}

export function readPayLinkFacts(payload: Record<string, unknown> | null): PayLinkMailFacts | null {
  const p = payload ?? {};
  const str = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : null);
  const amount = typeof p.amount === 'number' ? p.amount : null;
  const [to, hotelName, subject, currency, dueAt, path] = ['to', 'hotelName', 'subject', 'currency', 'dueAt', 'path'].map(str);
  if (!to || !hotelName || !subject || !currency || !dueAt || !path || amount === null) return null;
  return { to, hotelName, subject, amount, currency, dueAt, path, reservationNumber: str('reservationNumber') };
}

function money(amount: number, currency: string, language: string): string {
  try {
    return formatMoney({ amount, currency: currency as never }, language as never);
  } catch {
    return `${amount} ${currency}`;
  }
}

function dueText(iso: string, language: string): string {
  try {
    return new Intl.DateTimeFormat(language.replace('_', '-'), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC', timeZoneName: 'short' }).format(new Date(iso));
  } catch {
    return iso;
  }
}

export function renderPayLinkMail(localesDir: string, language: Language | string, facts: PayLinkMailFacts, publicUrl: string): RenderedMail {
  const t = translator(language, localesDir, 'payLinkMail');
  const amount = money(facts.amount, facts.currency, language);
  const due = dueText(facts.dueAt, language);
  const link = `${publicUrl.replace(/\/$/, '')}${facts.path}`;
  const subject = t('subject', { hotel: facts.hotelName });
  const intro = t('intro', { hotel: facts.hotelName });
  const rows: Array<[string, string]> = [[t('what'), facts.subject], [t('amount'), amount], [t('due'), due]];
  if (facts.reservationNumber) rows.push([t('reservation'), facts.reservationNumber]);
  const action = t('action');
  const note = t('note');
  const text = [intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', `${action}: ${link}`, '', note, '', facts.hotelName, ''].join('\n');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${escapeHtml(String(language).replace('_', '-'))}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`
    + `<p>${escapeHtml(intro)}</p><table>${rows.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`
    + `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(note)}</p><p>${escapeHtml(facts.hotelName)}</p></body></html>`;
  return { subject, text, html };
}
