import { useId } from 'react';

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  /** The choices in the order shown, and what each is called. */
  choices: readonly T[];
  labels: Record<T, string>;
  value: T | '';
  onChange: (value: T) => void;
  error?: string;
}

/** A labelled radio group drawn as pill buttons; arrow keys move between choices as with native radios. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  labels,
  value,
  onChange,
  error,
}: ChoiceGroupProps<T>) {
  const errorId = useId();
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((key) => (
          <label
            key={key}
            className="cursor-pointer rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500"
          >
            <input
              type="radio"
              name={name}
              value={key}
              checked={value === key}
              onChange={() => onChange(key)}
              className="sr-only"
            />
            {labels[key]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
