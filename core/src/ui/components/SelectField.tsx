import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './Field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  /** Language of the label when it differs from the page's (a language list). */
  lang?: string;
}

export type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'value'> & {
    value: string;
    options: readonly SelectOption[];
    onChange: (value: string) => void;
  };

export function SelectField({ label, description, error, required, className, value, options, onChange, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} description={description} error={error} required={required} className={className}>
      {(control) => (
        <select {...select} {...control} className="noren-field__control" value={value} required={required} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value} lang={o.lang}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
