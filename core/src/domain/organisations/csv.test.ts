import { describe, expect, it } from 'vitest';
import { csvBytes, csvCell, csvText, UTF8_BOM } from './csv.ts';
import { EXPORT_COLUMNS, exportCells, exportTable, type ExportColumn, type ExportRow } from './export-columns.ts';

describe('csv writer', () => {
  it('puts the BOM first for excel and none for plain UTF-8', () => {
    const excel = csvBytes([['a']], 'excel');
    expect([...excel.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csvText([['a']], 'excel')).toBe(`${UTF8_BOM}a\r\n`);
    const plain = csvBytes([['a']], 'utf8');
    expect([...plain]).toEqual([0x61, 0x0d, 0x0a]);
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell('plain 山田')).toBe('plain 山田');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(csvText([['a', 'b'], ['c', null]], 'utf8')).toBe('a,b\r\nc,\r\n');
  });

  it('guards text that a spreadsheet would run as a formula, but not numbers', () => {
    for (const evil of ['=SUM(A1)', '+1+1', '-2+3', '@cmd', '\tx', '\rx']) expect(csvCell(evil).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('a=b')).toBe('a=b');
    expect(() => csvCell(Number.NaN)).toThrow(RangeError);
  });

  it('writes every column of the list, the price in its own currency', () => {
    const row: ExportRow = {
      reservation_number: 'NRN-ABC', guest_name: '=Evil, "Guest"', hotel: { code: 'kyoto-gion', name: 'Noren Kyoto Gion' }, checkin_date: '2027-03-31',
      checkout_date: '2027-04-02', nights: 2, is_day_use: false, rooms: 2, room_nights: 4, reserved_at: '2027-01-01T00:00:00.000Z',
      booker: { id: 3, name: 'ACME Booker' }, status: 'done', total_price: 52000, currency: 'JPY',
    };
    const header = Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, c.toUpperCase()])) as Record<ExportColumn, string>;
    const twd = exportCells({ ...row, currency: 'USD', total_price: 12050 }, '2027-01-01', 'Reserved');
    const text = csvText(exportTable(header, [exportCells(row, '2027-01-01', 'Reserved'), twd]), 'utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.map((c) => c.toUpperCase()).join(','));
    expect(lines[1]).toBe(`"'=Evil, ""Guest""",Noren Kyoto Gion,2027-03-31,2027-04-02,2,2,4,2027-01-01,NRN-ABC,ACME Booker,Reserved,52000,JPY`);
    expect(lines[2].endsWith(',Reserved,120.50,USD')).toBe(true);
    expect(EXPORT_COLUMNS).toHaveLength(13);
  });
});
