// A react-final-form text field in the kiosk's large type; its error (an errors.json key from the
// shared yup rules) shows once the field was left or the form submitted.
import { useField } from 'react-final-form';
import { TextField, useTranslation } from '@noren/core/ui';

export interface KioskTextInputProps {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  required?: boolean;
}

export function KioskTextInput({ name, label, type = 'text', autoComplete, inputMode, required }: KioskTextInputProps) {
  const { t } = useTranslation('errors');
  const { input, meta } = useField<string>(name, { subscription: { value: true, error: true, touched: true, submitFailed: true } });
  const error = meta.error as { key: string; params?: Record<string, unknown> } | undefined;
  return (
    <TextField
      className="kiosk-field"
      label={label}
      required={required}
      type={type}
      name={name}
      autoComplete={autoComplete}
      inputMode={inputMode}
      error={error && (meta.touched || meta.submitFailed) ? t(error.key, error.params) : null}
      value={input.value ?? ''}
      onChange={(v) => input.onChange(v)}
      onBlur={() => input.onBlur()}
    />
  );
}
