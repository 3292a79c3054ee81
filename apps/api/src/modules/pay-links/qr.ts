// GET /qr_codes?qr_code= (spec part 2 §7.5): what a scanned QR points at. A plain QR carries the
// pay page's path (or URL, or the bare payment number, or ?payment-number=); a brand with
// encrypted_qr_code_enabled puts an AES-GCM payload in its QRs instead (secrets.ts), and for such a
// brand anything else is refused: a forged, altered or plain QR names no link (422, reason
// qr_code_invalid), and a refusal says nothing about any link.
import { ErrorCode, isPayLinkNumber, NorenError, type QrCodeResolution } from '@noren/core/domain';
import type { PayLinkDeps } from './deps.ts';
import { findByNumber } from './repository.ts';
import { decryptQr, ENCRYPTED_QR_PREFIX, payLinkSecret } from './secrets.ts';
import { payPagePath } from './view.ts';

const refused = () => new NorenError(ErrorCode.invalid, { httpStatus: 422, payload: { field: 'qr_code', reason: 'qr_code_invalid' }, message: 'This QR code is not valid.' });

/** The encrypted payload or the payment number a QR's text carries, or null when it carries neither. */
export function parseQrContent(text: string): { encrypted: string } | { number: string } | null {
  const content = text.trim();
  if (content.startsWith(ENCRYPTED_QR_PREFIX)) return { encrypted: content };
  let url: URL;
  try {
    url = new URL(content, 'https://qr.invalid');
  } catch {
    return null;
  }
  const encrypted = url.searchParams.get('qr_code');
  if (encrypted?.startsWith(ENCRYPTED_QR_PREFIX)) return { encrypted };
  const param = url.searchParams.get('payment-number') ?? url.searchParams.get('payment_number');
  const path = /\/payments\/([^/?#]+)(?:\/display)?\/?$/.exec(url.pathname)?.[1];
  const candidate = param ?? (path ? decodeURIComponent(path) : content);
  return isPayLinkNumber(candidate) ? { number: candidate } : null;
}

export async function resolveQr(deps: Pick<PayLinkDeps, 'db' | 'clock'>, text: string): Promise<QrCodeResolution> {
  const parsed = parseQrContent(text);
  if (!parsed) throw refused();
  let number: string;
  let hotelId: number | null = null;
  if ('encrypted' in parsed) {
    const opened = decryptQr(await payLinkSecret(deps.db, deps.clock.now()), parsed.encrypted);
    if (!opened) throw refused();
    number = opened.paymentNumber;
    hotelId = opened.hotelId;
  } else {
    number = parsed.number;
  }
  const r = await findByNumber(deps.db, number);
  // An encrypted QR names the link's hotel too; a plain one is no QR of a brand that encrypts.
  if (!r || (hotelId !== null && r.hotelId !== hotelId)) throw hotelId !== null ? refused() : new NorenError(ErrorCode.notFound, { payload: { resource: 'qr_code' } });
  if (hotelId === null && r.encryptedQr) throw refused();
  return { type: 'pay_link', payment_number: r.paymentNumber, hotel_id: r.hotelId, hotel_code: r.hotelCode, path: payPagePath(r.paymentNumber) };
}
