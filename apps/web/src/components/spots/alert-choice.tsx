import { VERDICT_MIN_SCORE, type TSpotAlert } from '@anglerscout/contracts';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';

export interface AlertChoiceValue {
  kind: 'off' | 'good' | 'excellent' | 'custom';
  /** The member's own threshold as typed (custom only) */
  custom: string;
}

const OPTIONS = [
  { value: 'off', label: 'No alerts' },
  { value: 'good', label: `When a day reaches Good (${VERDICT_MIN_SCORE.good}+)` },
  { value: 'excellent', label: `When a day reaches Excellent (${VERDICT_MIN_SCORE.excellent}+)` },
  { value: 'custom', label: 'At my own threshold' },
] as const;

/** The alert a choice stands for; a custom threshold goes to the server as typed (it checks 0-100). */
export function alertFromChoice(v: AlertChoiceValue): TSpotAlert | null {
  if (v.kind === 'off') return null;
  if (v.kind === 'custom') return { minScore: v.custom.trim() === '' ? NaN : Number(v.custom) };
  return { minScore: VERDICT_MIN_SCORE[v.kind] };
}

/** The choice that shows an alert the server holds. */
export function choiceFromAlert(alert: TSpotAlert | null): AlertChoiceValue {
  if (!alert) return { kind: 'off', custom: '' };
  if (alert.minScore === VERDICT_MIN_SCORE.good) return { kind: 'good', custom: '' };
  if (alert.minScore === VERDICT_MIN_SCORE.excellent) return { kind: 'excellent', custom: '' };
  return { kind: 'custom', custom: String(alert.minScore) };
}

/** "E-mail me when a day in the next 7 reaches Good (or my threshold)". */
export function AlertChoice({
  value,
  onChange,
  error,
}: {
  value: AlertChoiceValue;
  onChange: (next: AlertChoiceValue) => void;
  error?: string;
}) {
  return (
    <div className="space-y-2">
      <SelectField
        label="Bite alert by e-mail (checked each evening for the next 7 days)"
        value={value.kind}
        onChange={(e) => onChange({ ...value, kind: e.target.value as AlertChoiceValue['kind'] })}
        options={OPTIONS}
        error={value.kind === 'custom' ? undefined : error}
      />
      {value.kind === 'custom' ? (
        <TextField
          label="Alert when a day scores at least (0-100)"
          inputMode="numeric"
          value={value.custom}
          onChange={(e) => onChange({ ...value, custom: e.target.value })}
          error={error}
        />
      ) : null}
    </div>
  );
}
