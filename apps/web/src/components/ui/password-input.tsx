import { useState, type InputHTMLAttributes } from 'react';
import { INPUT_CLASS, TextField } from './text-field.tsx';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  invalid?: boolean;
}

/** A password input with a Show/Hide toggle (a real button, reachable by keyboard). */
function PasswordInput({ invalid, className = '', ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        aria-invalid={invalid ? true : undefined}
        className={`${INPUT_CLASS} pr-16 ${className}`}
        {...input}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label={visible ? 'Hide password' : 'Show password'}
        className="absolute inset-y-0 right-0 px-3 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}

/** A labelled password input with its hint and error wired to it (see TextField). */
export function PasswordField({
  label,
  name,
  autoComplete,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <TextField
      label={label}
      error={error}
      hint={hint}
      render={({ id, describedBy, invalid }) => (
        <PasswordInput
          id={id}
          name={name}
          autoComplete={autoComplete}
          aria-describedby={describedBy}
          invalid={invalid}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    />
  );
}
