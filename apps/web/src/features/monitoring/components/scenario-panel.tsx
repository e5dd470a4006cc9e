import { useState, type FormEvent } from 'react';
import {
  FAULT_CODES,
  FAULT_SOURCES,
  LOAD_PROFILES,
  SCENARIO_TYPES,
  type ScenarioType,
} from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { useRunScenario, useScenarios } from '../api/scenarios.ts';
import { ScenarioList } from './scenario-list.tsx';
import { Card } from '@/components/ui/card.tsx';

const TYPE_HELP: Record<ScenarioType, string> = {
  error: 'Makes the next attempts at an outside source fail; the app must recover.',
  cache:
    'Invalidates outside-data cache keys by pattern under load; only those may be fetched again.',
  performance: 'Drives load at our own endpoints and measures latency.',
  state: 'Expires a stand-in session and checks the recovery path.',
};

const field = 'mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm';

/** Test scenarios (test mode only), their form and their stored results. */
export function ScenarioPanel() {
  const [type, setType] = useState<ScenarioType>('error');
  const run = useRunScenario();
  const scenarios = useScenarios();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const config: Record<string, unknown> =
      type === 'error'
        ? {
            source: text('source'),
            errorCode: text('errorCode'),
            failures: Number(text('failures')),
            delay: Number(text('delay')),
            retryAttempts: Number(text('retryAttempts')),
          }
        : type === 'cache'
          ? { cachePattern: text('cachePattern'), loadProfile: text('loadProfile') }
          : type === 'performance'
            ? { loadProfile: text('loadProfile') }
            : { recoveryPath: text('recoveryPath') };
    run.mutate({ id: text('id'), type, config });
  };
  return (
    <Card title="Test scenarios">
      <p className="text-sm text-slate-600">
        They run in test mode only. Cleanup always restores what a scenario changed.
      </p>
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className="text-sm font-medium">
          Scenario id
          <input
            name="id"
            required
            defaultValue={`${type}-${Date.now().toString(36)}`}
            key={type}
            className={field}
            pattern="[A-Za-z0-9._\-]+"
            maxLength={64}
          />
        </label>
        <label className="text-sm font-medium">
          Type
          <select
            value={type}
            onChange={(e) => setType(e.target.value as ScenarioType)}
            className={field}
          >
            {SCENARIO_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <p className="text-sm text-slate-600 sm:col-span-2">{TYPE_HELP[type]}</p>
        {type === 'error' ? (
          <>
            <Select name="source" label="Source" options={FAULT_SOURCES} />
            <Select name="errorCode" label="Fault" options={FAULT_CODES} initial="503" />
            <NumberField name="failures" label="Failing attempts" initial={3} min={1} max={20} />
            <NumberField name="delay" label="Delay (ms)" initial={0} min={0} max={10000} />
            <NumberField name="retryAttempts" label="Retry attempts" initial={3} min={0} max={10} />
          </>
        ) : null}
        {type === 'cache' ? (
          <label className="text-sm font-medium">
            Key pattern
            <input name="cachePattern" required defaultValue="forecast:*" className={field} />
          </label>
        ) : null}
        {type === 'cache' || type === 'performance' ? (
          <Select
            name="loadProfile"
            label="Load profile"
            options={LOAD_PROFILES}
            initial="normal"
          />
        ) : null}
        {type === 'state' ? (
          <Select name="recoveryPath" label="Recovery path" options={['automatic', 'manual']} />
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={run.isPending}>
            {run.isPending ? 'Starting...' : 'Run scenario'}
          </Button>
        </div>
      </form>
      {run.error ? (
        <div className="mt-3">
          <FormAlert tone="error">{run.error.message}</FormAlert>
        </div>
      ) : null}
      <ScenarioList query={scenarios} />
    </Card>
  );
}

function Select({
  name,
  label,
  options,
  initial,
}: {
  name: string;
  label: string;
  options: readonly string[];
  initial?: string;
}) {
  return (
    <label className="text-sm font-medium">
      {label}
      <select name={name} defaultValue={initial ?? options[0]} className={field}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}

function NumberField({
  name,
  label,
  initial,
  min,
  max,
}: {
  name: string;
  label: string;
  initial: number;
  min: number;
  max: number;
}) {
  return (
    <label className="text-sm font-medium">
      {label}
      <input
        name={name}
        type="number"
        defaultValue={initial}
        min={min}
        max={max}
        required
        className={field}
      />
    </label>
  );
}
