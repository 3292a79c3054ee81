// QR codes the kiosk flow shows: the confirmation's kiosk-lookup QR (booking app and mail) and a
// pay link's. They always encode config.publicUrl (NOREN_PUBLIC_URL), never the browser's origin,
// so a QR made on a desk PC behind another host name still opens on the guest's phone.
import QRCode from 'qrcode';

/** `${publicUrl}/kiosk/?lookup=<token>`: the kiosk reads the token from it when scanned. */
export const lookupUrl = (publicUrl: string, token: string) => `${publicUrl}/kiosk/?lookup=${encodeURIComponent(token)}`;

/** The text as an SVG QR code (error correction M, a quiet zone of 2 modules). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The text as a PNG QR code, for mail's inline (CID) image. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
