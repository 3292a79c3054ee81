// A mail server for the end-to-end run: the API sends its real mail here (SMTP_URL, through
// nodemailer), and tests read what arrived over HTTP. Loopback only; started by
// playwright.config.ts as a second webServer.
//   SMTP  127.0.0.1:$SMTP_SINK_SMTP_PORT  accepts any sender and recipient, no TLS, no auth
//   HTTP  127.0.0.1:$SMTP_SINK_HTTP_PORT  GET /health, GET /messages[?to=], DELETE /messages
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ReceivedMail } from './mime.ts';

const smtpPort = Number(process.env.SMTP_SINK_SMTP_PORT ?? 8183);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 8184);
const host = '127.0.0.1';
const received: ReceivedMail[] = [];
/** Plenty for a test run; older mail is dropped first so a long run cannot exhaust memory. */
const KEEP = 2000;

const smtp = new SMTPServer({
  // nodemailer upgrades to STARTTLS when offered, and a self-signed certificate would fail it.
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      received.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to: recipients }));
      if (received.length > KEEP) received.splice(0, received.length - KEEP);
      callback();
    });
  },
});

smtp.on('error', (error) => console.error('smtp sink:', error.message));
smtp.listen(smtpPort, host);

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}`);
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname === '/health') return send(200, { status: 'ok', smtp_port: smtpPort });
  if (url.pathname === '/messages' && request.method === 'GET') {
    const to = url.searchParams.get('to')?.toLowerCase();
    return send(200, { data: to ? received.filter((m) => m.to.includes(to)) : received });
  }
  if (url.pathname === '/messages' && request.method === 'DELETE') {
    received.length = 0;
    return send(200, { data: [] });
  }
  return send(404, { error: 'not found' });
});
http.listen(httpPort, host, () => console.log(`smtp sink: SMTP ${host}:${smtpPort}, HTTP http://${host}:${httpPort}`));

const stop = () => {
  http.close();
  smtp.close(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
