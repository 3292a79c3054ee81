// The SMTP transport, from SMTP_URL (e.g. smtp://user:pass@mail.example:587). With no SMTP_URL
// there is none: mails stay in mail_outbox with status 'logged' and go to the log, so a
// development server needs no mail server. MAIL_FROM sets the sender.
import nodemailer, { type Transporter } from 'nodemailer';

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

export const mailFrom = (env: Record<string, string | undefined> = process.env): string => env.MAIL_FROM?.trim() || 'Noren Hotels <no-reply@noren.example>';

const transports = new Map<string, Transporter>();

export function transportFromEnv(env: Record<string, string | undefined> = process.env): MailTransport | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  let transporter = transports.get(url);
  if (!transporter) {
    transporter = nodemailer.createTransport(url);
    transports.set(url, transporter);
  }
  const from = mailFrom(env);
  const t = transporter;
  return {
    async send(mail) {
      await t.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
    },
  };
}
