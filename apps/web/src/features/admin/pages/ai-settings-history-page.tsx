import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TAiSettings } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { QueryStates } from '@/components/ui/query-states.tsx';
import { INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { getAiHistory, getVersionReports, rollbackAiSettings } from '../api/admin-api.ts';
import { AdminPage, dateTime, panelClass } from '../components/admin-page.tsx';
import { SettingsDiff } from '../components/settings-diff.tsx';
import { useAdminAction } from '../components/use-admin-action.ts';

function VersionReports({ version }: { version: number }) {
  const reports = useQuery({
    queryKey: ['admin', 'version-reports', version],
    queryFn: () => getVersionReports(version),
  });
  if (!reports.data) return <p className="text-sm text-slate-600">Loading reports...</p>;
  if (reports.data.items.length === 0)
    return <p className="text-sm text-slate-600">No reports written with this version.</p>;
  return (
    <ul className="text-sm">
      {reports.data.items.map((r) => (
        <li key={r.id}>
          <Link to={`/app/admin/reports/${r.id}`} className="text-brand-700 underline">
            {r.place}, {r.reportDate}
          </Link>{' '}
          · {r.userEmail} · {r.writer === 'model' ? r.writerModel : 'built-in writer'} ·{' '}
          {dateTime(r.createdAt)}
        </li>
      ))}
    </ul>
  );
}

function VersionRow({ v, active }: { v: TAiSettings; active: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [showReports, setShowReports] = useState(false);
  const rollback = useAdminAction(
    () => rollbackAiSettings(v.version),
    `Version ${v.version} restored as a new version`,
  );
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="font-semibold">Version {v.version}</span>
          {active ? ' (in use)' : ''} · {v.provider} {v.model} · by {v.changedByEmail ?? 'unknown'}{' '}
          · {dateTime(v.createdAt)}
          {v.note ? ` · ${v.note}` : ''}
        </p>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setShowReports((s) => !s)}
            aria-expanded={showReports}
          >
            {v.reportCount ?? 0} reports
          </Button>
          {!active && !confirming ? (
            <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
              Roll back to this version
            </Button>
          ) : null}
          {confirming ? (
            <>
              <Button
                size="sm"
                disabled={rollback.isPending}
                onClick={() => rollback.mutate(undefined)}
              >
                Confirm rollback to version {v.version}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {showReports ? <VersionReports version={v.version} /> : null}
    </li>
  );
}

/** /app/admin/ai-settings-history (also /app/admin/history): versions, a diff of any two, rollback. */
export function AiSettingsHistoryPage() {
  const history = useQuery({ queryKey: ['admin', 'ai-history'], queryFn: getAiHistory });
  const items = history.data?.items ?? [];
  const [pick, setPick] = useState<[number, number] | null>(null);
  const [a, b] = pick ?? [items[1]?.version ?? 0, items[0]?.version ?? 0];
  const left = items.find((v) => v.version === a);
  const right = items.find((v) => v.version === b);
  const choose = (i: 0 | 1, value: number) => setPick(i === 0 ? [value, b] : [a, value]);
  return (
    <AdminPage
      title="AI Settings History"
      intro="Every saved version with who saved it and when; a rollback adds a copy of an old version as the newest."
    >
      <QueryStates
        isPending={history.isPending}
        error={history.error}
        isEmpty={items.length === 0}
        emptyText="No version saved yet: the built-in writer is in use."
        loadingLabel="Loading history..."
      />
      {items.length > 0 ? (
        <ul className={`${panelClass} divide-y divide-slate-100 text-sm`}>
          {items.map((v, i) => (
            <VersionRow key={v.version} v={v} active={i === 0} />
          ))}
        </ul>
      ) : null}
      {items.length > 1 ? (
        <section aria-labelledby="compare" className={panelClass}>
          <h2 id="compare" className="font-bold text-brand-900">
            Compare versions
          </h2>
          <div className="my-2 flex gap-2 text-sm">
            {([0, 1] as const).map((i) => (
              <label key={i} className="flex flex-col font-semibold">
                {i === 0 ? 'Left' : 'Right'}
                <select
                  value={i === 0 ? a : b}
                  onChange={(e) => choose(i, Number(e.target.value))}
                  className={INPUT_CLASS}
                >
                  {items.map((v) => (
                    <option key={v.version} value={v.version}>
                      Version {v.version}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          {left && right ? <SettingsDiff left={left} right={right} /> : null}
        </section>
      ) : null}
    </AdminPage>
  );
}
