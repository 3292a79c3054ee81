import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { trackingIdentifier } from './trackingId.ts';

describe('tracking identifier', () => {
  it('is the SHA-256 of brand id and user id, in hex, through Web Crypto', async () => {
    const expected = createHash('sha256').update('7:12345').digest('hex');
    expect(await trackingIdentifier(7, 12345)).toBe(expected);
    expect(await trackingIdentifier('7', '12345')).toBe(expected);
  });

  it('differs per brand and never contains the user id', async () => {
    const a = await trackingIdentifier(1, 'u-42');
    const b = await trackingIdentifier(2, 'u-42');
    expect(a).not.toBe(b);
    expect(a).not.toContain('u-42');
  });

  it('is null for a guest or an unknown brand', async () => {
    expect(await trackingIdentifier(1, null)).toBeNull();
    expect(await trackingIdentifier(null, 5)).toBeNull();
    expect(await trackingIdentifier(1, '')).toBeNull();
  });
});
