// One organisation's contract, edited by a brand manager: react-final-form with the yup checks of
// contractSchema.ts. Errors show once a field was left or the form sent, tied to their field.
import { Form, useField } from 'react-final-form';
import { Button, SelectField, TextField, useTranslation } from '@noren/core/ui';
import type { StaffOrganisation } from '@noren/core/api';
import { contractInputOf, contractProblems, MAX_STAYS_LIMIT, type ContractFormValues } from './contractSchema.ts';

const ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC', 'Asia/Tokyo', 'Asia/Taipei'];
const ZONE_SET = new Set(ZONES);

function Text({ name, label, description }: { name: keyof ContractFormValues; label: string; description?: string }) {
  const { t } = useTranslation('staffContracts');
  const { input, meta } = useField<string>(name, { subscription: { value: true, error: true, touched: true, submitFailed: true } });
  const error = meta.error && (meta.touched || meta.submitFailed) ? t(meta.error as string) : null;
  return (
    <TextField label={label} description={description} error={error} required inputMode="numeric" value={input.value ?? ''} onChange={input.onChange} onBlur={() => input.onBlur()} />
  );
}

export function ContractForm({ organisation, saving, onSave, onCancel }: { organisation: StaffOrganisation; saving: boolean; onSave: (values: ContractFormValues) => Promise<unknown>; onCancel: () => void }) {
  const { t } = useTranslation('staffContracts');
  const c = organisation.contract;
  const initial: ContractFormValues = {
    fiscal_year_start_month: String(c.fiscal_year_start_month),
    fiscal_year_start_day: String(c.fiscal_year_start_day),
    max_stays_per_year: c.max_stays_per_year === null ? '' : String(c.max_stays_per_year),
    time_zone: c.time_zone_is_brand_default ? '' : c.time_zone,
    mask_guest_names: c.mask_guest_names,
  };
  return (
    <Form<ContractFormValues>
      initialValues={initial}
      validate={(values) => contractProblems(values, ZONE_SET)}
      onSubmit={(values) => onSave(values)}
      render={({ handleSubmit, values, form }) => (
        <form className="admin-form staff-contract-form" noValidate onSubmit={handleSubmit} aria-label={t('form.label', { organisation: organisation.organization.display_name })}>
          <Text name="fiscal_year_start_month" label={t('form.month')} description={t('form.monthHint')} />
          <Text name="fiscal_year_start_day" label={t('form.day')} description={t('form.dayHint')} />
          <Text name="max_stays_per_year" label={t('form.maximum')} description={t('form.maximumHint', { max: MAX_STAYS_LIMIT.toLocaleString() })} />
          <SelectField
            label={t('form.zone')}
            value={values.time_zone ?? ''}
            options={[{ value: '', label: t('form.brandZone') }, ...ZONES.map((z) => ({ value: z, label: z }))]}
            onChange={(zone) => form.change('time_zone', zone)}
          />
          <label className="staff-contract-check">
            <input type="checkbox" checked={values.mask_guest_names} onChange={(e) => form.change('mask_guest_names', e.target.checked)} />
            {t('form.mask')}
          </label>
          <div className="staff-contract-actions">
            <Button type="submit" busy={saving}>
              {t('form.save')}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
          </div>
        </form>
      )}
    />
  );
}

export { contractInputOf };
