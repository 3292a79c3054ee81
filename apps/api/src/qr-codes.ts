// QR codes of the kiosk flow: the confirmation's kiosk-lookup QR (booking app, and the mail's
// inline image) and a kiosk's pay link. Shared by modules/kiosk and mail/. They always encode config.publicUrl (NOREN_PUBLIC_URL), never the browser's origin,
// so a QR made on a desk PC behind another host name still opens on the guest's phone.
import QRCode from 'qrcode';

/** The text as an SVG QR code (error correction M, a quiet zone of 2 modules). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The text as a PNG QR code, for mail's inline (CID) image. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

/** The inline image's Content-ID in the confirmation mail; the HTML's <img> names it. */
export const KIOSK_QR_CID = 'kiosk-qr@noren';

/**
 * The mail's inline images: the confirmation's HTML carries the lookup URL on its QR <img>
 * (data-kiosk-lookup), and the PNG is made from it when the mail is sent, so the outbox row keeps
 * text only.
 */
export async function inlineQrImages(html: string): Promise<Array<{ cid: string; filename: string; contentType: string; content: Buffer }>> {
  const m = new RegExp(`<img src="cid:${KIOSK_QR_CID}" data-kiosk-lookup="([^"]+)"`).exec(html);
  if (!m) return [];
  const url = m[1]!.replace(/&amp;/g, '&');
  return [{ cid: KIOSK_QR_CID, filename: 'kiosk-code.png', contentType: 'image/png', content: await qrPng(url) }];
}
