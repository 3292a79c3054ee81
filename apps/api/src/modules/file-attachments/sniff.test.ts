import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff.ts';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffImage', () => {
  it('knows the accepted image formats by their first bytes', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0], [0, 0x10], 'JFIF', [0, 1, 1]))).toBe('image/jpeg');
    expect(sniffImage(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toBe('image/png');
    expect(sniffImage(bytes('GIF89a', [1, 0, 1, 0, 0, 0]))).toBe('image/gif');
    expect(sniffImage(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImage(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]))).toBe('image/heic');
    expect(sniffImage(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0]))).toBe('image/heif');
  });

  it('refuses everything else, however it is named', () => {
    expect(sniffImage(bytes('hello, this is text'))).toBeNull();
    expect(sniffImage(bytes('%PDF-1.7\n%....'))).toBeNull();
    expect(sniffImage(bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0]))).toBeNull();
    expect(sniffImage(bytes('<svg xmlns="x">'))).toBeNull();
    expect(sniffImage(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
