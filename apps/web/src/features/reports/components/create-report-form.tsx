import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  BAIT_TYPE_LABELS,
  BAIT_TYPES,
  FISHING_TYPE_LABELS,
  FISHING_TYPES,
  HABITAT_LABELS,
  HABITATS,
  REPORT_DATE_HELP,
  WATER_KIND_HABITAT,
  WATER_KIND_LABELS,
  WATER_KINDS,
  type Habitat,
  type TCreateReportRequest,
  type WaterKind,
} from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { TextField, INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { useSpecies } from '@/lib/use-species.ts';
import { useWaterCheck } from '../api/check-water.ts';
import {
  dateBounds,
  isoDay,
  validateReportForm,
  type ReportFormErrors,
  type ReportFormValues,
} from '../lib/report-form.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { LocationField } from './location-field.tsx';

export interface CreateReportFormProps {
  busy: boolean;
  /** Errors the server gave per field (e.g. a date outside the spot's range). */
  serverErrors?: ReportFormErrors;
  onSubmit: (input: TCreateReportRequest) => void;
  /** Drawn just above the submit button, where the eye is after pressing it (progress, errors). */
  status?: ReactNode;
  /** Values to start from (a saved spot's or an alert e-mail's link) */
  initial?: Partial<ReportFormValues>;
  /** Why the form cannot be sent right now (offline), shown on the button */
  blocked?: string | null;
}

/**
 * The report inputs (place, date, habitat and kind of water, species, fishing and bait type),
 * validated with the same contract as the server; the spot's water check shows an impossible
 * choice (salt water inland) before the report is sent.
 */
export function CreateReportForm({
  busy,
  serverErrors,
  onSubmit,
  status,
  initial,
  blocked = null,
}: CreateReportFormProps) {
  const now = useMemo(() => new Date(), []);
  // Until the member picks a date, the default follows the spot: today where the fish are.
  const dateChosen = useRef(Boolean(initial?.date));
  const [values, setValues] = useState<ReportFormValues>(() => ({
    location: null,
    date: isoDay(now),
    species: '',
    fishingType: '',
    baitType: '',
    habitat: '',
    waterKind: '',
    ...initial,
  }));
  const bounds = dateBounds(now, values.location?.timezone);
  const [errors, setErrors] = useState<ReportFormErrors>({});
  const species = useSpecies();
  // What the spot suggests, and whether the chosen water is possible there (checked again by the server).
  const water = useWaterCheck(
    values.location
      ? {
          latitude: values.location.latitude,
          longitude: values.location.longitude,
          habitat: values.habitat || undefined,
          waterKind: values.waterKind || undefined,
          placeName: values.location.name,
          fishingType: values.fishingType || undefined,
        }
      : null,
  );
  const problem = values.habitat && !water.isPlaceholderData ? (water.data?.problem ?? null) : null;
  // A field's own error (cleared to undefined when the member edits it) must not hide the
  // water check's message, so only errors that are set are laid over it.
  const shown: ReportFormErrors = {
    ...serverErrors,
    ...(problem ? { [problem.field]: problem.message } : {}),
    ...Object.fromEntries(Object.entries(errors).filter(([, v]) => v)),
  };
  const formRef = useRef<HTMLFormElement>(null);
  const [focusFirstError, setFocusFirstError] = useState(0);

  // After a refused submit, move focus to the first field that needs attention (once it has rendered).
  useEffect(() => {
    if (focusFirstError === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('input, select')
      ? invalid
      : invalid?.querySelector<HTMLElement>('input, select');
    target?.focus();
  }, [focusFirstError]);

  const set = <K extends keyof ReportFormValues>(key: K, value: ReportFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  // A species that does not live in the chosen water is dropped rather than sent, and so is a
  // kind of water of the other habitat.
  const chooseHabitat = (habitat: Habitat) => {
    set('habitat', habitat);
    if (values.waterKind && WATER_KIND_HABITAT[values.waterKind] !== habitat) set('waterKind', '');
    const fits =
      species.data?.find((s) => s.id === values.species)?.habitats.includes(habitat) ?? true;
    if (!fits) set('species', '');
  };

  const kindOptions = WATER_KINDS.filter(
    (k) => !values.habitat || WATER_KIND_HABITAT[k] === values.habitat,
  );
  const suggestion = water.data?.waterKind;
  const suggestedKind =
    suggestion && suggestion.chosenBy === 'suggested' && !water.isPlaceholderData
      ? suggestion.kind
      : null;
  const waterHint = !values.location
    ? 'Pick a place and we suggest the kind of water; you can change it.'
    : suggestedKind && suggestion
      ? `Suggested here: ${WATER_KIND_LABELS[suggestedKind].toLowerCase()} (${suggestion.reasons.join('; ')}).`
      : water.isError
        ? 'The suggestion could not be loaded; the report will decide from the spot.'
        : values.waterKind
          ? 'Your choice is used for holding water, rigs and targets.'
          : 'Looking at the spot...';

  const speciesOptions = (species.data ?? []).filter(
    (s) => !values.habitat || s.habitats.includes(values.habitat),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateReportForm(values, new Date());
    if (!result.ok || problem) {
      setErrors({
        ...(result.ok ? {} : result.errors),
        ...(problem ? { [problem.field]: problem.message } : {}),
      });
      setFocusFirstError((n) => n + 1);
      return;
    }
    onSubmit(result.data);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-6"
      aria-label="Create a scouting report"
    >
      {/* While the report is being made the inputs stay as sent. */}
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-6">
        <LocationField
          value={values.location}
          onChange={(place) => {
            set('location', place);
            if (!dateChosen.current) set('date', isoDay(new Date(), 0, place.timezone));
          }}
          error={shown.location}
        />

        <TextField
          label="Approximate date"
          type="date"
          min={bounds.min}
          max={bounds.max}
          value={values.date}
          onChange={(e) => {
            dateChosen.current = true;
            set('date', e.target.value);
          }}
          hint={REPORT_DATE_HELP}
          error={shown.date}
          className="max-w-md"
        />

        <ChoiceGroup
          legend="Habitat"
          name="habitat"
          choices={HABITATS}
          labels={HABITAT_LABELS}
          value={values.habitat}
          onChange={chooseHabitat}
          error={shown.habitat}
        />

        <TextField
          label="Kind of water (optional)"
          error={shown.waterKind}
          hint={waterHint}
          className="max-w-md"
          render={({ id, describedBy, invalid }) => (
            <select
              id={id}
              value={values.waterKind}
              onChange={(e) => set('waterKind', e.target.value as WaterKind | '')}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={describedBy}
              className={INPUT_CLASS}
            >
              <option value="">
                {suggestedKind
                  ? `Let the report choose (suggested: ${WATER_KIND_LABELS[suggestedKind]})`
                  : 'Let the report choose from the spot'}
              </option>
              {kindOptions.map((k) => (
                <option key={k} value={k}>
                  {WATER_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          )}
        />

        <div className="flex max-w-md flex-col gap-1">
          <label htmlFor="report-species" className="text-sm font-semibold text-slate-800">
            Target species (optional)
          </label>
          <select
            id="report-species"
            value={values.species}
            onChange={(e) => set('species', e.target.value)}
            className={INPUT_CLASS}
            aria-describedby="report-species-hint"
          >
            <option value="">Any species: let the report choose</option>
            {speciesOptions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.commonName}
              </option>
            ))}
          </select>
          <p id="report-species-hint" className="text-xs text-slate-600">
            {species.isError
              ? 'The species list could not be loaded; the report will choose the likely species.'
              : values.habitat
                ? `Showing ${HABITAT_LABELS[values.habitat].toLowerCase()} species.`
                : 'Choose a habitat to narrow the list.'}
          </p>
        </div>

        <ChoiceGroup
          legend="Fishing type"
          name="fishingType"
          choices={FISHING_TYPES}
          labels={FISHING_TYPE_LABELS}
          value={values.fishingType}
          onChange={(v) => set('fishingType', v)}
          error={shown.fishingType}
        />
        <ChoiceGroup
          legend="Bait type"
          name="baitType"
          choices={BAIT_TYPES}
          labels={BAIT_TYPE_LABELS}
          value={values.baitType}
          onChange={(v) => set('baitType', v)}
          error={shown.baitType}
        />
      </fieldset>

      {Object.values(errors).some(Boolean) ? (
        <FormAlert tone="error">Please fix the highlighted fields.</FormAlert>
      ) : null}
      {status}

      <div>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          disabled={busy || blocked !== null}
          aria-busy={busy}
          title={blocked ?? undefined}
          className="w-full sm:w-auto"
        >
          {busy ? 'Creating report...' : 'Create Report'}
        </Button>
      </div>
    </form>
  );
}
