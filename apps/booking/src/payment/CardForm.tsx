// The card fields (part 1 §3 "Credit card", §5): number with its brand as typed, expiry, security
// code, holder in roman letters, and for Korean domestic cards the birth date and first PIN digits.
// Autocomplete names let the browser fill a stored card; nothing here is sent to our API.
import { SelectField, TextField, useTranslation } from '@noren/core/ui';
import { detectBrand, type CanonicalCardBrand } from '@noren/core/domain';
import type { CardFormInput } from '@noren/core/stores';
import { brandName } from './brands.ts';
import { expiryYears, formatCardNumber, type CardField } from './cardForm.ts';

export interface CardFormProps {
  value: CardFormInput;
  onChange: (next: CardFormInput) => void;
  /** Translated error per field. */
  errors: Partial<Record<CardField, string>>;
  korean: boolean;
  allowedBrands: readonly CanonicalCardBrand[];
  thisYear: number;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

export function CardForm({ value, onChange, errors, korean, allowedBrands, thisYear }: CardFormProps) {
  const { t } = useTranslation('booking');
  const set = (change: Partial<CardFormInput>) => onChange({ ...value, ...change });
  const brand = detectBrand(value.number);
  return (
    <fieldset className="booking-section booking-card-form">
      <legend className="booking-section-title">{t('paymentStep.card.legend')}</legend>
      <p className="noren-field__description">{t('paymentStep.card.accepted', { brands: allowedBrands.map(brandName).join(', ') })}</p>
      <TextField
        label={t('paymentStep.card.number')}
        name="cc-number"
        autoComplete="cc-number"
        inputMode="numeric"
        required
        value={value.number}
        onChange={(number) => set({ number: formatCardNumber(number) })}
        error={errors.number ?? null}
        description={brand ? t('paymentStep.card.brandDetected', { brand: brandName(brand) }) : undefined}
      />
      <fieldset className="booking-card-form__expiry">
        <legend className="noren-field__label">{t('paymentStep.card.expiry')}</legend>
        <SelectField
          label={t('paymentStep.card.month')}
          name="cc-exp-month"
          autoComplete="cc-exp-month"
          required
          value={value.expMonth}
          options={[{ value: '', label: '--' }, ...MONTHS.map((m) => ({ value: m, label: m }))]}
          onChange={(expMonth) => set({ expMonth })}
          error={errors.expiry ?? null}
        />
        <SelectField
          label={t('paymentStep.card.year')}
          name="cc-exp-year"
          autoComplete="cc-exp-year"
          required
          value={value.expYear}
          options={[{ value: '', label: '----' }, ...expiryYears(thisYear).map((y) => ({ value: y, label: y }))]}
          onChange={(expYear) => set({ expYear })}
        />
      </fieldset>
      <TextField
        label={t('paymentStep.card.securityCode')}
        name="cc-csc"
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
        required
        value={value.securityCode}
        onChange={(securityCode) => set({ securityCode: securityCode.replace(/\D/g, '') })}
        error={errors.security_code ?? null}
        description={t('paymentStep.card.securityCodeHelp')}
      />
      <TextField
        label={t('paymentStep.card.holder')}
        name="cc-name"
        autoComplete="cc-name"
        required
        lang="en"
        value={value.holder}
        onChange={(holder) => set({ holder })}
        error={errors.holder ?? null}
        description={t('paymentStep.card.holderHelp')}
      />
      {korean && (
        <>
          <TextField
            label={t('paymentStep.card.birthDate')}
            name="birth-date"
            inputMode="numeric"
            maxLength={6}
            required
            value={value.birthDate ?? ''}
            onChange={(birthDate) => set({ birthDate: birthDate.replace(/\D/g, '') })}
            error={errors.birth_date ?? null}
          />
          <TextField
            label={t('paymentStep.card.pinPrefix')}
            name="pin-prefix"
            type="password"
            autoComplete="off"
            inputMode="numeric"
            maxLength={2}
            required
            value={value.pinPrefix ?? ''}
            onChange={(pinPrefix) => set({ pinPrefix: pinPrefix.replace(/\D/g, '') })}
            error={errors.pin_prefix ?? null}
          />
        </>
      )}
      <p className="booking-card-form__secure">{t('paymentStep.card.secure')}</p>
    </fieldset>
  );
}
