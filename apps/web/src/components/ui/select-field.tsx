import type { SelectHTMLAttributes } from 'react';
import { INPUT_CLASS, TextField } from './text-field.tsx';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string;
  /** The first, empty choice ("Choose a species") */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled select with its error announced and linked, like TextField. */
export function SelectField({ label, error, placeholder, options, ...select }: SelectFieldProps) {
  return (
    <TextField
      label={label}
      error={error}
      render={({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          className={INPUT_CLASS}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
