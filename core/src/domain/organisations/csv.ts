// The one CSV writer of reservation exports (issue #15). RFC 4180: fields joined by commas, rows
// by CRLF, a field quoted when it holds a comma, a quote, CR or LF (quotes doubled). Text that a
// spreadsheet would run as a formula (starting with =, +, -, @, a tab or CR) is prefixed with a
// single quote (OWASP "CSV injection"); numbers written as numbers are left alone. "excel" puts
// the UTF-8 byte-order mark first, which Excel needs to read UTF-8; "utf8" is plain UTF-8.
export type CsvEncoding = 'excel' | 'utf8';
export type CsvValue = string | number | boolean | null;

export const UTF8_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('a CSV number must be finite');
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function csvText(rows: ReadonlyArray<ReadonlyArray<CsvValue>>, encoding: CsvEncoding): string {
  const body = rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
  return `${encoding === 'excel' ? UTF8_BOM : ''}${body}\r\n`;
}

export function csvBytes(rows: ReadonlyArray<ReadonlyArray<CsvValue>>, encoding: CsvEncoding): Uint8Array {
  return new TextEncoder().encode(csvText(rows, encoding));
}
