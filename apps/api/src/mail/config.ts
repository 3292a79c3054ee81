// Mail settings, parsed from the environment by config.ts at start-up (config.mail): SMTP_URL
// (smtp:// or smtps://; without it mails stay in mail_outbox as 'logged') and MAIL_FROM.
import type { EnvReader } from '../env-reader.ts';

export interface MailConfig {
  /** Where mail is sent; null: nowhere (kept in the outbox and logged). */
  smtpUrl: string | null;
  /** The sender, `address` or `Name <address>`. */
  from: string;
}

export const DEFAULT_MAIL_FROM = 'Noren Hotels <no-reply@noren.example>';

const ADDRESS = '[^\\s@<>]+@[^\\s@<>]+';
const FROM_PATTERN = new RegExp(`^(?:${ADDRESS}|[^<>]*<${ADDRESS}>)$`);

export function readMailConfig(env: EnvReader): MailConfig {
  const smtpUrl = env.string('SMTP_URL') ?? null;
  if (smtpUrl !== null) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      // reported below
    }
    // The URL may hold a password: never echo it.
    if (protocol !== 'smtp:' && protocol !== 'smtps:') env.problem('SMTP_URL must be a URL starting with smtp:// or smtps:// (e.g. smtp://user:pass@mail.example:587)');
  }
  const from = env.string('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  if (!FROM_PATTERN.test(from)) env.problem(`MAIL_FROM must be an address or "Name <address>", got "${from}"`);
  return { smtpUrl, from };
}
