import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './Field.tsx';

export type TextFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
    value: string;
    onChange: (value: string) => void;
  };

export function TextField({ label, description, error, required, className, value, onChange, type = 'text', ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} description={description} error={error} required={required} className={className}>
      {(control) => (
        <input {...input} {...control} className="noren-field__control" type={type} value={value} required={required} onChange={(e) => onChange(e.target.value)} />
      )}
    </FieldFrame>
  );
}
