// Display of money per language. Intl places the sign, grouping and symbol for the language; the
// symbol itself and the number of decimals come from the spec's table, so ¥ and NT$ read the same
// in every language and TWD never shows cents.
import { LANGUAGE_TAGS, type Language } from '../i18n/languages.ts';
import { currencyInfo } from './currencies.ts';
import { minorToDecimalString, type Money } from './money.ts';

export interface FormatMoneyOptions {
  /** Show the currency code instead of the symbol (e.g. in a currency selector). */
  display?: 'symbol' | 'code' | 'none';
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: Language, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${language}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LANGUAGE_TAGS[language] ?? 'en', {
      style: 'currency', currency, currencyDisplay: 'code',
      minimumFractionDigits: decimals, maximumFractionDigits: decimals,
    });
    formatters.set(key, f);
  }
  return f;
}

export function formatMoney(value: Money, language: Language, options: FormatMoneyOptions = {}): string {
  const info = currencyInfo(value.currency);
  const display = options.display ?? 'symbol';
  // A decimal string keeps amounts beyond 2^53 / 10^decimals exact; Intl formats it digit for digit.
  const decimal = minorToDecimalString(value.amount, info.decimals) as `${number}`;
  const parts = formatter(language, info.code, info.decimals).formatToParts(decimal);
  const label = display === 'code' ? info.code : display === 'none' ? '' : info.symbol;
  // A symbol sits against a number it precedes (¥1,200, NT$1,200); a code keeps Intl's space (USD 12.00).
  const tight = label !== info.code;
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part.type === 'currency') {
      out.push(label);
      if (tight && parts[i + 1]?.type === 'literal' && /^\s+$/.test(parts[i + 1].value)) i++;
    } else {
      out.push(part.value);
    }
  }
  return out.join('').replace(/\u00a0/g, ' ').trim();
}
