import type { TScenario } from '@anglerscout/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryView } from '@/components/ui/query-view.tsx';
import { clockTime } from '../lib/format-metric.ts';

const STATUS_STYLE: Record<TScenario['status'], string> = {
  running: 'bg-sky-100 text-sky-900',
  passed: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  interrupted: 'bg-slate-100 text-slate-800',
};

/** The stored scenarios with their phase, checks and figures. */
export function ScenarioList({ query }: { query: UseQueryResult<{ items: TScenario[] }> }) {
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold text-slate-800">Results</h3>
      <QueryView
        query={query}
        loadingLabel="Loading scenarios..."
        isEmpty={(found) => found.items.length === 0}
        emptyText="No scenario has run yet."
      >
        {(found) => (
          <ul aria-label="Scenario results" className="mt-2 space-y-2">
            {found.items.map((s) => {
              const checks = Array.isArray(s.result?.checks) ? s.result.checks.map(String) : [];
              const cleanup: unknown = s.result?.cleanup;
              const figures = [
                ...Object.entries(s.result ?? {}),
                ...Object.entries(typeof cleanup === 'object' && cleanup !== null ? cleanup : {}),
              ].filter(([, value]) => typeof value === 'number' || typeof value === 'boolean');
              return (
                <li
                  key={s.id}
                  data-testid={`scenario-${s.id}`}
                  className="rounded-lg border border-slate-200 p-3 text-sm"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{s.id}</span>
                    <span className="text-slate-600">{s.type}</span>
                    <span
                      className={`rounded px-1.5 text-xs font-semibold ${STATUS_STYLE[s.status]}`}
                      data-testid="scenario-status"
                    >
                      {s.status === 'running' ? `running (${s.phase})` : s.status}
                    </span>
                    <span className="text-xs text-slate-500">{clockTime(s.startedAt)}</span>
                  </div>
                  {checks.length > 0 ? (
                    <ul className="mt-1 list-disc pl-5 text-slate-700">
                      {checks.map((c) => (
                        <li key={c}>{c}</li>
                      ))}
                    </ul>
                  ) : null}
                  {figures.length > 0 ? (
                    <dl className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-600">
                      {figures.map(([key, value]) => (
                        <div key={key} className="flex gap-1">
                          <dt>{key}</dt>
                          <dd className="font-semibold">{String(value)}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  {s.error ? <p className="mt-1 text-red-800">{s.error}</p> : null}
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </>
  );
}
