// Just enough MIME to read what nodemailer sends (no mail parser is installed): headers with
// RFC 2047 encoded words, one level of multipart, base64 and quoted-printable bodies in UTF-8.

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

type Headers = Map<string, string>;

function splitHead(raw: string): { headers: Headers; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Headers = new Map();
  // Folded lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function fromQuotedPrintable(text: string, inHeader = false): Buffer {
  const soft = inHeader ? text.replace(/_/g, ' ') : text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** =?UTF-8?B?...?= and =?UTF-8?Q?...?=; adjacent encoded words join without the space between. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, text: string) =>
      (kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : fromQuotedPrintable(text, true)).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return fromQuotedPrintable(body).toString('utf8');
    default:
      return body;
  }
}

function boundaryOf(contentType: string): string | null {
  const match = /boundary="?([^";]+)"?/i.exec(contentType);
  return match ? match[1] : null;
}

function collect(headers: Headers, body: string, out: { text: string; html: string }): void {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = boundaryOf(type);
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const inner = splitHead(part.replace(/^\r?\n/, ''));
      collect(inner.headers, inner.body, out);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding')).replace(/\r\n/g, '\n').trimEnd();
  if (/^text\/html/i.test(type)) out.html ||= decoded;
  else if (/^text\/plain/i.test(type)) out.text ||= decoded;
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const { headers, body } = splitHead(raw);
  const out = { text: '', html: '' };
  collect(headers, body, out);
  return {
    from: envelope.from,
    to: envelope.to,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: out.text,
    html: out.html,
    receivedAt: new Date().toISOString(),
  };
}
