import { describe, expect, it } from 'vitest';
import { CATALOGUE, ErrorCode, catalogueEntry } from './catalogue.ts';

// Written out from spec part 2 §8.3 and §8.4, ranges expanded, so that a dropped code fails here.
const SECTION_8_3 = [
  1000, 1100, 1101, 1102, 1103, 1104, 1105, 1106, 1200, 1250, 1251, 1252, 1300, 1301, 1302,
  1400, 1401, 1402, 1403, 1500, 1501, 1600, 2001, 2101, 2201, 2401, 3200, 3201, 3401, 3402, 3403,
  3501, 3502, 3503, 3504, 3601, 3602, 3603, 3604, 4000,
];
const SECTION_8_4 = [
  1501, 1903, 2304, 2401, 3001, 3011, 3002, 3003, 3205, 3004, 3005, 3006, 3250, 3007, 3008, 3009,
  3013, 3016, 3014, 3202, 3502, 3203, 3251, 3204, 3252, 3504, 3750, 3751, 3752, 3753, 3754, 3757,
  3760, 3756, 3780, 3781, 3782, 3783,
];
const NOREN_HTTP = [9401, 9403, 9404, 9405, 9413, 9415, 9429, 9500, 9503];

describe('error catalogue', () => {
  it('holds every code of spec §8.3 and §8.4 and Noren’s HTTP codes, and nothing else', () => {
    const expected = [...new Set([...SECTION_8_3, ...SECTION_8_4, ...NOREN_HTTP])].sort((a, b) => a - b);
    expect([...CATALOGUE.keys()].sort((a, b) => a - b)).toEqual(expected);
  });

  it('gives each code one unique name, and ErrorCode agrees with the map', () => {
    const values = Object.values(ErrorCode);
    expect(new Set(values).size).toBe(values.length);
    for (const [name, code] of Object.entries(ErrorCode)) {
      expect(catalogueEntry(code)).toMatchObject({ code, name, messageKey: `codes.${code}` });
    }
    expect(values.length).toBe(CATALOGUE.size);
  });

  it('uses camelCase names', () => {
    for (const entry of CATALOGUE.values()) expect(entry.name).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('maps every code to a 4xx or 5xx status and a sentence', () => {
    for (const entry of CATALOGUE.values()) {
      expect(entry.httpStatus, entry.name).toBeGreaterThanOrEqual(400);
      expect(entry.httpStatus, entry.name).toBeLessThan(600);
      expect(entry.title, entry.name).toMatch(/^[A-Z0-9].*\.$/);
    }
  });

  it('uses the statuses a REST client expects for the well-known codes', () => {
    const status = (code: number) => catalogueEntry(code)?.httpStatus;
    expect(status(ErrorCode.invalid)).toBe(400);
    expect(status(ErrorCode.sessionExpired)).toBe(401);
    expect(status(ErrorCode.sessionTokenNotFound)).toBe(401);
    expect(status(ErrorCode.couponUsageLimit)).toBe(422);
    expect(status(ErrorCode.identityProviderExpired)).toBe(401);
    expect(status(ErrorCode.notFound)).toBe(404);
    expect(status(ErrorCode.tooManyRequests)).toBe(429);
    expect(status(ErrorCode.internal)).toBe(500);
    expect(status(ErrorCode.unavailable)).toBe(503);
    // Clients retry 429 forever and may retry 5xx; a charge must never be retried on its own.
    for (const entry of CATALOGUE.values()) {
      if (entry.code !== ErrorCode.tooManyRequests) expect(entry.httpStatus, entry.name).not.toBe(429);
      const isCharge = entry.code >= 3000 && entry.code < 3300 && entry.code !== ErrorCode.pointBalanceUnavailable;
      if (isCharge) expect(entry.httpStatus, entry.name).toBeLessThan(500);
    }
    // The HTTP-level codes carry their status in their number.
    for (const code of NOREN_HTTP) expect(status(code)).toBe(code - 9000);
  });

  it('uses the spec placeholders in i18next syntax', () => {
    expect(catalogueEntry(1903)?.title).toContain('{{reservable_period_months}}');
    expect(catalogueEntry(2401)?.title).toContain('{{currentPoint}}');
    expect(catalogueEntry(2401)?.title).toContain('{{spendPoint}}');
  });

  it('knows nothing of codes outside the spec', () => {
    expect(catalogueEntry(1234)).toBeUndefined();
    expect(catalogueEntry(Number.NaN)).toBeUndefined();
  });

  it('cannot be changed at run time', () => {
    const entry = catalogueEntry(ErrorCode.couponUsageLimit)!;
    expect(() => {
      (entry as { httpStatus: number }).httpStatus = 200;
    }).toThrow(TypeError);
  });
});
