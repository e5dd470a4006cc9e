import { INPUT_CLASS } from '@/components/ui/text-field.tsx';

/** One filter above an admin list: a select inside its label, "Any" (no filter) first by default. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  offerAny = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** [value, label] pairs. */
  options: readonly (readonly [string, string])[];
  /** False where every choice is a value (a sort order, a page size). */
  offerAny?: boolean;
}) {
  return (
    <label className="flex flex-col text-sm font-semibold text-slate-800">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)} className={INPUT_CLASS}>
        {offerAny ? <option value="">Any</option> : null}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}
