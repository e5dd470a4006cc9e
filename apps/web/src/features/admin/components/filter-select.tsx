import { SelectField } from '@/components/ui/select-field.tsx';

/** One filter above an admin list: a labelled select, "Any" (no filter) first by default. */
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
    <SelectField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={offerAny ? 'Any' : undefined}
      options={options.map(([optionValue, optionLabel]) => ({
        value: optionValue,
        label: optionLabel,
      }))}
    />
  );
}
