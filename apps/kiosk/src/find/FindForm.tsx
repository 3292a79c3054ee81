// Find my reservation by number and e-mail (as on /search), in a react-final-form form checked
// with yup before anything is sent.
import { Form } from 'react-final-form';
import { object, string } from 'yup';
import { EMAIL_PATTERN } from '@noren/core/domain';
import { ErrorBanner, observer, useTranslation } from '@noren/core/ui';
import { KioskTextInput } from '../ui/TextInput.tsx';
import type { LookupStore } from './Lookup.store.ts';

interface Values {
  reservation_number: string;
  email: string;
}

const schema = () =>
  object({
    reservation_number: string().trim().required('validation.required').max(40, 'validation.tooLong'),
    email: string().trim().required('validation.required').matches(EMAIL_PATTERN, 'validation.email'),
  });

function validate(values: Values): Record<string, { key: string }> {
  try {
    schema().validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const out: Record<string, { key: string }> = {};
    for (const e of (error as { inner?: Array<{ path?: string; message: string }> }).inner ?? []) if (e.path) out[e.path] ??= { key: e.message };
    return out;
  }
}

export const FindForm = observer(function FindForm({ lookup }: { lookup: LookupStore }) {
  const { t } = useTranslation('kiosk');
  // Read here, not in the render prop: react-final-form calls it outside this observer's tracking.
  const finding = lookup.finding;
  const findError = lookup.findError;
  const shownError = findError && findError.status === 404 ? { ...findError, messageKey: 'kiosk:find.notFound', message: t('find.notFound') } : findError;
  return (
    <Form<Values>
      onSubmit={(values) => void lookup.find({ reservation_number: values.reservation_number.trim(), email: values.email.trim() })}
      initialValues={{ reservation_number: '', email: '' }}
      validate={validate}
      render={({ handleSubmit }) => (
        <form className="kiosk-form" onSubmit={handleSubmit} noValidate aria-labelledby="kiosk-find-title">
          <div className="kiosk-form__grid">
            <KioskTextInput name="reservation_number" label={t('find.number')} autoComplete="off" required />
            <KioskTextInput name="email" label={t('find.email')} type="email" inputMode="email" autoComplete="off" required />
          </div>
          <ErrorBanner error={shownError} />
          <button type="submit" className="kiosk-button kiosk-button--primary kiosk-button--large" aria-busy={finding || undefined}>
            {t('find.submit')}
          </button>
        </form>
      )}
    />
  );
});
