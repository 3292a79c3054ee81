// The receipt PDF with the machine's fonts: its embedded subsets must be valid fonts (poppler
// renders them without complaint, which @pdf-lib/fontkit's own subsetter does not achieve for
// Noto CJK or TrueType) and its text must read back.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from '@noren/core/domain';
import type { ReceiptData } from './content.ts';
import { fdOf } from '../../../pdf/fonts/fontkit.ts';
import { loadConfig } from '../../../config.ts';
import { FontLocator, scriptsFor } from '../../../pdf/fonts/locator.ts';
import { MissingGlyphError, renderReceiptPdf, uncovered } from './pdf.ts';
import { receiptLabels } from './service.ts';

const data = (locale: Language, over: Partial<ReceiptData> = {}): ReceiptData => ({
  locale, currency: 'JPY', receiptNumber: 'NRN-ACDE3467', issuedOn: '2026-12-10',
  hotel: { name: 'のれん 京都祇園', postCode: '605-0074', address: '京都府京都市東山区祇園町南側570', phone: '+81 75 555 0123' },
  addressee: '山田 花子', receiptTitle: null, receiptUnicode: null, reservationNumber: 'NRN-ACDE3467',
  checkin: '2026-12-08', checkout: '2026-12-10', nights: 2,
  rooms: [{ index: 0, roomTypeName: '和室', planName: '素泊まり', adults: 2, children: 0, nights: [{ date: '2026-12-08', amount: 20000 }, { date: '2026-12-09', amount: 20000 }] }],
  extras: [], discounts: [], cancellationFee: null, subtotal: 40000, taxes: [{ rateBp: 1000, base: 40000, tax: 4000 }],
  accommodationTax: 0, roundingDiscount: 0, pointsUsed: 0, total: 44000, paymentType: 'on_site', payments: [{ by: 'hotel', amount: 44000, currency: 'JPY' }],
  ...over,
});

// The machine's fonts, or NOREN_FONT_DIR's, as the server would read them.
const config = loadConfig(process.env);
const locator = new FontLocator(config.receipts.fontDirs);
const dir = mkdtempSync(join(tmpdir(), 'noren-receipt-'));

function poppler(bytes: Uint8Array, name: string): { text: string; renderErrors: string } {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  const render = spawnSync('pdftoppm', ['-r', '30', '-png', file, join(dir, name)], { encoding: 'utf8' });
  const text = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return { text: text.stdout, renderErrors: render.stderr + (render.status === 0 ? '' : `exit ${render.status}`) };
}

describe('receipt fonts', () => {
  it('finds a Font DICT by range, the glyph that starts a range included', () => {
    const select = { version: 3, ranges: [{ first: 0, fd: 5 }, { first: 10, fd: 2 }, { first: 20, fd: 7 }] };
    expect([0, 9, 10, 19, 20, 60000].map((gid) => fdOf(select, gid))).toEqual([5, 5, 2, 2, 7, 7]);
    expect(fdOf({ version: 0, fds: [3, 1, 4] }, 1)).toBe(1);
    expect(fdOf(undefined, 1)).toBeNull();
  });

  it('puts each language’s own script first, and reads NOREN_FONT_DIR as a list', () => {
    expect(scriptsFor('ja')).toEqual(['cjk', 'fallback']);
    expect(scriptsFor('th')).toEqual(['thai', 'cjk', 'fallback']);
    expect(scriptsFor('ar')).toEqual(['arabic', 'cjk', 'fallback']);
    expect(loadConfig({ NOREN_FONT_DIR: '/a: /b' }).receipts.fontDirs).toEqual(['/a', '/b']);
    expect(loadConfig({}).receipts.fontDirs).toEqual(['/usr/share/fonts', '/usr/local/share/fonts']);
  });

  it('answers which script is missing when a directory has no fonts', () => {
    const empty = new FontLocator([mkdtempSync(join(tmpdir(), 'noren-nofonts-'))]);
    expect(empty.fontsFor('ja')).toEqual({ ok: false, missing: 'cjk' });
    expect(empty.fontsFor('ar')).toEqual({ ok: false, missing: 'arabic' });
  });
});

describe.skipIf(!locator.fontsFor('ja').ok)('receipt PDF', () => {
  it('embeds valid Japanese and Traditional Chinese subsets and reads back as text', async () => {
    for (const locale of ['ja', 'zh_Hant'] as const) {
      const found = locator.fontsFor(locale);
      if (!found.ok) throw new Error(`no ${found.missing} font`);
      const bytes = await renderReceiptPdf(data(locale, { receiptTitle: '暖簾國際股份有限公司', receiptUnicode: '12345678' }), receiptLabels(locale, config.localesDir), found.fonts);
      const { text, renderErrors } = poppler(bytes, locale);
      expect(renderErrors, locale).toBe('');
      expect(text).toContain(locale === 'ja' ? '領収書' : '收據');
      expect(text).toContain('暖簾國際股份有限公司');
      expect(text).toMatch(/12345678/);
      expect(text).toMatch(/¥44,000/);
      // Subset: a few hundred kilobytes at most, never the 18 MB collection.
      expect(bytes.length).toBeLessThan(400_000);
    }
  }, 60_000); // the first use parses the CJK collection's faces

  it.skipIf(!locator.fontsFor('ar').ok)('draws an Arabic receipt from the right with valid TrueType subsets', async () => {
    const found = locator.fontsFor('ar');
    if (!found.ok) throw new Error('no Arabic font');
    const bytes = await renderReceiptPdf(data('ar'), receiptLabels('ar', config.localesDir), found.fonts);
    const { text, renderErrors } = poppler(bytes, 'ar');
    expect(renderErrors).toBe('');
    expect(text).toContain('NRN-ACDE3467');
    expect(text).toContain('+81 75 555 0123');
  }, 30_000);

  it('refuses to print a character no font has, rather than a box', async () => {
    const found = locator.fontsFor('ja');
    if (!found.ok) throw new Error('no CJK font');
    expect(uncovered('山田 花子', found.fonts.regular)).toBeNull();
    expect(uncovered('Hotel 🏨', found.fonts.regular)).toBe('🏨');
    await expect(renderReceiptPdf(data('ja', { hotel: { name: 'Hotel 🏨', postCode: '', address: '', phone: null } }), receiptLabels('ja', config.localesDir), found.fonts))
      .rejects.toBeInstanceOf(MissingGlyphError);
  });
});
