// Card data never reaches /api/v1 (DESIGN "Auth"): the browser gives it to the gateway's tokeniser.
// A body that carries anything looking like a card number anywhere (13 to 19 digits, spaces or
// dashes allowed between them, passing Luhn) is refused before it is read further, so a broken
// front end cannot make us store or log a number.
import { ErrorCode, NorenError } from '@noren/core/domain';

const CANDIDATE = /(?<![0-9])[0-9](?:[ -]?[0-9]){12,18}(?![0-9])/g;

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function textHasCardNumber(text: string): boolean {
  for (const match of text.matchAll(CANDIDATE)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (digits.length >= 13 && digits.length <= 19 && luhn(digits)) return true;
  }
  return false;
}

/** The JSON path of the first value that looks like a card number, or null. Numbers count too. */
export function findCardNumber(value: unknown, path = '', depth = 0): string | null {
  if (depth > 32) return null;
  if (typeof value === 'string') return textHasCardNumber(value) ? path || '.' : null;
  if (typeof value === 'number') return Number.isInteger(value) && textHasCardNumber(String(value)) ? path || '.' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findCardNumber(item, `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = textHasCardNumber(key) ? `${path}.${key}` : findCardNumber(item, `${path}.${key}`, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

export function refuseCardData(body: unknown): void {
  const at = findCardNumber(body);
  if (at !== null) {
    throw new NorenError(ErrorCode.invalid, {
      payload: { field: at.replace(/^\./, ''), reason: 'card_data_not_allowed' },
      message: 'Card details must go to the payment provider, never to this API; send the token the provider returned',
    });
  }
}
