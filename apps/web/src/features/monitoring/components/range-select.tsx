import { SelectField } from '@/components/ui/select-field.tsx';

/** The "Time range" picker of the monitoring screens. */
export function RangeSelect({
  value,
  onChange,
  options,
}: {
  value: string;
  onChange: (value: string) => void;
  /** [value, label] pairs. */
  options: readonly (readonly [string, string])[];
}) {
  return (
    <SelectField
      label="Time range"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={options.map(([optionValue, optionLabel]) => ({
        value: optionValue,
        label: optionLabel,
      }))}
    />
  );
}
