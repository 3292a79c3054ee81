// The SMTP transport, from config.mail (SMTP_URL, e.g. smtp://user:pass@mail.example:587). With no
// SMTP_URL there is none: mails stay in mail_outbox with status 'logged' (the log names each by
// its id only), so a development server needs no mail server. MAIL_FROM sets the sender.
import nodemailer, { type Transporter } from 'nodemailer';
import { inlineQrImages } from '../qr-codes.ts';
import type { MailConfig } from './config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

const transports = new Map<string, Transporter>();

export function mailTransport(mail: MailConfig): MailTransport | null {
  const url = mail.smtpUrl;
  if (!url) return null;
  let transporter = transports.get(url);
  if (!transporter) {
    transporter = nodemailer.createTransport(url);
    transports.set(url, transporter);
  }
  const from = mail.from;
  const t = transporter;
  return {
    async send(mail) {
      // The confirmation's kiosk QR goes as an inline (CID) image the HTML shows.
      const attachments = await inlineQrImages(mail.html);
      await t.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers, ...(attachments.length > 0 && { attachments }) });
    },
  };
}
