// Card brand names are the networks' own marks, written the same in every language.
import type { CanonicalCardBrand } from '@noren/core/domain';

export const BRAND_NAMES: Readonly<Record<CanonicalCardBrand, string>> = {
  visa: 'Visa',
  master: 'Mastercard',
  jcb: 'JCB',
  amex: 'American Express',
  diners: 'Diners Club',
};

export const brandName = (brand: string): string => BRAND_NAMES[brand as CanonicalCardBrand] ?? brand.toUpperCase();
