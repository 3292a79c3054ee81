// react-final-form fields drawn with core/ui's accessible frames; errors show once the field was
// left or the form was submitted, translated from their errors.json key.
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { FieldFrame, TextField, useTranslation } from '@noren/core/ui';
import type { FieldError } from './validate.ts';

/** The field's translated error, once it was left or the form submitted. */
export function useErrorOf(name: string): string | null {
  const { t } = useTranslation('errors');
  const { meta } = useField(name, { subscription: { error: true, touched: true, submitFailed: true } });
  const error = meta.error as FieldError | undefined;
  return error && (meta.touched || meta.submitFailed) ? t(error.key, error.params) : null;
}

export interface TextInputProps {
  name: string;
  label: ReactNode;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  description?: ReactNode;
  maxLength?: number;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  lang?: string;
}

export function TextInput({ name, label, type = 'text', autoComplete, required, description, maxLength, inputMode, lang }: TextInputProps) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  const error = useErrorOf(name);
  return (
    <TextField
      label={label}
      description={description}
      error={error}
      required={required}
      type={type}
      name={name}
      autoComplete={autoComplete}
      maxLength={maxLength}
      inputMode={inputMode}
      lang={lang}
      value={input.value ?? ''}
      onChange={(v) => input.onChange(v)}
      onBlur={() => input.onBlur()}
    />
  );
}

export function TextAreaInput({ name, label, required, description, maxLength }: Omit<TextInputProps, 'type'>) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  const error = useErrorOf(name);
  return (
    <FieldFrame label={label} description={description} error={error} required={required}>
      {(control) => (
        <textarea {...control} className="noren-field__control booking-textarea" name={name} rows={3} maxLength={maxLength} value={input.value ?? ''} onChange={(e) => input.onChange(e.target.value)} onBlur={() => input.onBlur()} />
      )}
    </FieldFrame>
  );
}

export function CheckboxInput({ name, label, required, description }: { name: string; label: ReactNode; required?: boolean; description?: ReactNode }) {
  const { input } = useField<boolean>(name, { type: 'checkbox', subscription: { value: true } });
  const error = useErrorOf(name);
  const errorId = `${name.replace(/\W/g, '-')}-error`;
  const descriptionId = `${name.replace(/\W/g, '-')}-description`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`booking-checkbox-field${error ? ' noren-field--invalid' : ''}`}>
      <label className="booking-check">
        <input type="checkbox" name={name} checked={!!input.checked} onChange={(e) => input.onChange(e.target.checked)} onBlur={() => input.onBlur()} aria-invalid={error ? true : undefined} aria-describedby={describedBy} aria-required={required || undefined} />
        {label}
      </label>
      {description && (
        <p id={descriptionId} className="noren-field__description">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="noren-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function RadioGroupInput({ name, legend, options, required, description }: { name: string; legend: ReactNode; options: Array<{ value: string; label: string }>; required?: boolean; description?: ReactNode }) {
  const { t } = useTranslation('common');
  const { input } = useField<string>(name, { subscription: { value: true } });
  const error = useErrorOf(name);
  const errorId = `${name.replace(/\W/g, '-')}-error`;
  return (
    <fieldset className={`booking-radio-group${error ? ' noren-field--invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="noren-field__label">
        {legend}
        {required && <span className="noren-field__required"> ({t('fields.required')})</span>}
      </legend>
      {description && <p className="noren-field__description">{description}</p>}
      {options.map((o) => (
        <label key={o.value} className="booking-check">
          <input type="radio" name={name} value={o.value} checked={input.value === o.value} onChange={() => input.onChange(o.value)} onBlur={() => input.onBlur()} aria-invalid={error ? true : undefined} />
          {o.label}
        </label>
      ))}
      {error && (
        <p id={errorId} className="noren-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
