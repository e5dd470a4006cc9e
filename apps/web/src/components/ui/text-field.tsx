import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Replaces the plain input (e.g. a password input with a show button); receives the ids to wire. */
  render?: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}

/** A labelled input with its error announced and linked through aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  render,
  className = '',
  ...input
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {render ? (
        render({ id, describedBy, invalid: Boolean(error) })
      ) : (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={INPUT_CLASS}
          {...input}
        />
      )}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled textarea, wired like TextField; `className` is added to the textarea's own. */
export function TextAreaField({
  label,
  error,
  hint,
  className = '',
  ...textarea
}: TextAreaFieldProps) {
  return (
    <TextField
      label={label}
      error={error}
      hint={hint}
      render={({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          className={`${INPUT_CLASS} ${className}`}
          {...textarea}
        />
      )}
    />
  );
}

export const INPUT_CLASS =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-600';
