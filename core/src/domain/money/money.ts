// Money is an integer count of the currency's minor units (yen, cents) with its currency code.
import { assertMinorUnits } from './arithmetic.ts';
import { currencyInfo, type CurrencyCode } from './currencies.ts';

export interface Money {
  /** Integer minor units: 1200 JPY is ¥1,200, 1200 USD is $12.00. */
  amount: number;
  currency: CurrencyCode;
}

export function money(amount: number, currency: string): Money {
  assertMinorUnits(amount);
  return { amount, currency: currencyInfo(currency).code };
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new RangeError(`Cannot combine ${a.currency} with ${b.currency}`);
}

export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amount + b.amount, a.currency);
}

export function subtractMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amount - b.amount, a.currency);
}

/** Minor units as an exact decimal string in major units: (123456, 2) -> '1234.56'. */
export function minorToDecimalString(amount: number, decimals: number): string {
  assertMinorUnits(amount);
  const negative = amount < 0;
  const digits = String(Math.abs(amount)).padStart(decimals + 1, '0');
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals);
  const fraction = decimals === 0 ? '' : `.${digits.slice(-decimals)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
