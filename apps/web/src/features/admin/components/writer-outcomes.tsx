import { useQuery } from '@tanstack/react-query';
import type { TAiWriterOutcomes, TWriterFallbackReason } from '@anglerscout/contracts';
import { QueryView } from '@/components/ui/query-view.tsx';
import { getAiOutcomes } from '../api/admin-api.ts';
import { panelClass } from './admin-page.tsx';

const REASON_LABEL: Record<TWriterFallbackReason, string> = {
  timeout: 'no answer in time',
  error: 'service error',
  invalid: 'unusable answer',
  'invented-numbers': 'figures not in the facts',
  'not-configured': 'no endpoint or key',
  unrecorded: 'reason not recorded (older reports)',
};

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** Per writer (settings version and model): how many of its reports the built-in writer had to write, and why. */
export function WriterOutcomesTable({ outcomes }: { outcomes: TAiWriterOutcomes }) {
  if (outcomes.writers.length === 0)
    return (
      <p className="mt-2 text-sm text-slate-600">
        No reports chose an AI writer in the last {outcomes.days} days.
      </p>
    );
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Writer
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Reports
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Fell back
            </th>
            <th scope="col" className="py-1 font-semibold">
              Why
            </th>
          </tr>
        </thead>
        <tbody>
          {outcomes.writers.map((w) => (
            <tr key={String(w.version)} className="border-t border-slate-100 align-top">
              <td className="py-1 pr-3">
                {w.model || '(no model)'}{' '}
                <span className="text-slate-500">
                  {w.version === null ? 'server default' : `version ${w.version}`}
                </span>
              </td>
              <td className="py-1 pr-3">{w.reports}</td>
              <td className="py-1 pr-3">
                {w.fallbacks} ({percent(w.fallbackRate)})
              </td>
              <td className="py-1">
                {Object.entries(w.reasons)
                  .map(([reason, n]) => `${REASON_LABEL[reason as TWriterFallbackReason]}: ${n}`)
                  .join('; ') || 'none'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function WriterOutcomes() {
  const outcomes = useQuery({
    queryKey: ['admin', 'ai-settings', 'outcomes'],
    queryFn: getAiOutcomes,
  });
  return (
    <section aria-labelledby="writer-outcomes" className={panelClass}>
      <h2 id="writer-outcomes" className="font-bold text-brand-900">
        How the AI writer did (last 30 days)
      </h2>
      <p className="text-sm text-slate-600">
        Reports the built-in writer wrote instead of the chosen model, and why.
      </p>
      <QueryView query={outcomes} loadingLabel="Loading writer results...">
        {(data) => <WriterOutcomesTable outcomes={data} />}
      </QueryView>
    </section>
  );
}
