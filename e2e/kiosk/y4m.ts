// A QR code as a fake camera for Chromium (--use-file-for-fake-video-capture): the text is drawn
// with `qrcode` as black modules on white, centred in each frame, and written as a Y4M file in
// 4:2:0 (a luma plane, then two chroma planes at half size, held at 128 for grey).
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

export interface Y4mOptions {
  width?: number;
  height?: number;
  /** Pixels per QR module. */
  scale?: number;
  frames?: number;
}

export function qrY4m(text: string, { width = 640, height = 480, scale = 8, frames = 10 }: Y4mOptions = {}): Buffer {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const quiet = 4;
  const side = (modules + quiet * 2) * scale;
  if (side > width || side > height) throw new Error(`a ${modules}-module QR at scale ${scale} does not fit ${width}x${height}`);
  const luma = Buffer.alloc(width * height, 255);
  const left = Math.floor((width - side) / 2) + quiet * scale;
  const top = Math.floor((height - side) / 2) + quiet * scale;
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) luma.fill(0, (top + row * scale + y) * width + left + col * scale, (top + row * scale + y) * width + left + (col + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), luma, chroma, chroma]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

export function writeQrY4m(path: string, text: string, options?: Y4mOptions): string {
  writeFileSync(path, qrY4m(text, options));
  return path;
}
