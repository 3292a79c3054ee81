// Part 1 §3 / part 2 §9: the tracking identifier is hashed from brand id and user id, so analytics
// can tell a returning member apart without ever seeing the member's id. SHA-256 through Web Crypto
// (browsers and Node 20 both have it), as lowercase hex of "<brandId>:<userId>".

export type Sha256 = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;

const webCryptoSha256: Sha256 = (data) => globalThis.crypto.subtle.digest('SHA-256', data);

export async function trackingIdentifier(
  brandId: number | string | null | undefined,
  userId: number | string | null | undefined,
  sha256: Sha256 = webCryptoSha256,
): Promise<string | null> {
  if (brandId == null || userId == null || String(userId) === '') return null;
  const digest = await sha256(new TextEncoder().encode(`${brandId}:${userId}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
