// A real SMTP server on loopback for a test file (smtp-server): started before the file's apps (its
// beforeAll is registered first) and stopped after them; every message it accepts is kept with its
// envelope recipients and raw text, for the test to read what the API's mail sender sent.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface LoopbackSmtp {
  readonly received: ReceivedMail[];
  /** smtp://127.0.0.1:<port>, for the app's config.mail.smtpUrl; known once the server listens. */
  url(): string;
}

/** Call at the top of a test file. */
export function loopbackSmtp(): LoopbackSmtp {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let url = '';
  beforeAll(async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    server = smtp;
    url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return {
    received,
    url: () => {
      if (!url) throw new Error('the loopback SMTP server is not listening yet (loopbackSmtp() belongs at the top of the file)');
      return url;
    },
  };
}
