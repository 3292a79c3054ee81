// The frame every form field shares: a visible <label>, an optional description and error, both
// tied to the control with aria-describedby; aria-invalid marks the control while it has an error.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FieldFrameProps {
  label: ReactNode;
  description?: ReactNode;
  /** The translated error text, or nothing. */
  error?: string | null;
  required?: boolean;
  className?: string;
}

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export function FieldFrame({ label, description, error, required, className, children }: FieldFrameProps & { children: (control: ControlProps) => ReactNode }) {
  const { t } = useTranslation('common');
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['noren-field', error ? 'noren-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="noren-field__label" htmlFor={id}>
        {label}
        {required && <span className="noren-field__required"> ({t('fields.required')})</span>}
      </label>
      {description && (
        <p id={descriptionId} className="noren-field__description">
          {description}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required ? true : undefined })}
      {error && (
        <p id={errorId} className="noren-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
