import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  FISHING_TYPE_LABELS,
  HABITAT_LABELS,
  VERDICT_LABELS,
  type TSpot,
} from '@anglerscout/contracts';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { WeekStrip, WeekStripSkeleton } from '@/components/spots/week-strip.tsx';
import { AlertChoice, alertFromChoice, choiceFromAlert } from '@/components/spots/alert-choice.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { bestDayOfWeek, bestDayText } from '@/lib/spots/outlook-format.ts';
import { useSpotOutlook, useUpdateSpot } from '@/lib/spots/spots-api.ts';
import { NEEDS_CONNECTION, useOnline } from '@/lib/use-online.ts';
import { DeleteSpotDialog } from './delete-spot-dialog.tsx';
import { reportLinkFor } from './spot-links.ts';

/** One saved spot: its week, best day, alert, and rename / delete / compare. */
export function SpotCard({
  spot,
  compared,
  canCompare,
  onCompare,
}: {
  spot: TSpot;
  compared: boolean;
  canCompare: boolean;
  onCompare: (on: boolean) => void;
}) {
  const outlook = useSpotOutlook(spot.id);
  const online = useOnline();
  const [editing, setEditing] = useState(false);
  const best = outlook.data ? bestDayOfWeek(outlook.data.days) : null;
  const details = [
    HABITAT_LABELS[spot.habitat],
    spot.fishingType ? FISHING_TYPE_LABELS[spot.fishingType] : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="spot-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-bold text-brand-900">{spot.name}</h2>
          <p className="text-sm text-slate-700">{details}</p>
          <p className="text-sm text-slate-700">
            {spot.alert
              ? `Bite alert at ${spot.alert.minScore}+ (checked each evening)`
              : 'No bite alert'}
          </p>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={compared}
            disabled={!compared && !canCompare}
            onChange={(e) => onCompare(e.target.checked)}
          />
          Compare
        </label>
      </div>
      <div className="mt-3 min-h-[4.5rem]">
        {outlook.data ? (
          <>
            <WeekStrip
              days={outlook.data.days}
              label={`${spot.name}: bite score each day this week`}
            />
            {best ? (
              <p className="mt-2 text-sm text-slate-800">
                Best day: <strong>{bestDayText(best)}</strong>
              </p>
            ) : null}
          </>
        ) : outlook.isError ? (
          <p className="text-sm text-slate-600">The outlook is unavailable right now.</p>
        ) : (
          <WeekStripSkeleton />
        )}
      </div>
      {editing ? (
        <EditSpotForm spot={spot} onDone={() => setEditing(false)} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={reportLinkFor(spot, best?.date)} className={buttonClass('primary', 'sm')}>
            Create report{best ? ` for ${VERDICT_LABELS[best.verdict].toLowerCase()} day` : ''}
          </Link>
          {online ? (
            <>
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                Rename or alert<span className="sr-only"> for {spot.name}</span>
              </Button>
              <DeleteSpotDialog id={spot.id} name={spot.name} />
            </>
          ) : (
            <p className="self-center text-sm text-slate-600">Editing: {NEEDS_CONNECTION}</p>
          )}
        </div>
      )}
    </li>
  );
}

function EditSpotForm({ spot, onDone }: { spot: TSpot; onDone: () => void }) {
  const update = useUpdateSpot();
  const [name, setName] = useState(spot.name);
  const [alert, setAlert] = useState(choiceFromAlert(spot.alert));
  const fields = update.error instanceof ApiError ? update.error.fields : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ id: spot.id, name, alert: alertFromChoice(alert) }, { onSuccess: onDone });
  };
  return (
    <form className="mt-3 space-y-3" onSubmit={submit} noValidate>
      <TextField
        label="Name"
        value={name}
        maxLength={80}
        onChange={(e) => setName(e.target.value)}
        error={fields.name}
      />
      <AlertChoice
        value={alert}
        onChange={setAlert}
        error={fields['alert.minScore'] ?? fields.alert}
      />
      {update.isError && !fields.name && !fields['alert.minScore'] ? (
        <FormAlert tone="error">{update.error.message}</FormAlert>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
