import type { ReportProgressStep } from '../api/create-report.ts';

/**
 * The pipeline's progress as it streams in: a progressbar with the current step, announced
 * politely. A step the contract does not list yet still shows, by the label the server sent.
 */
export function ReportProgress({ progress }: { progress: ReportProgressStep | null }) {
  const percent = Math.round((progress?.share ?? 0) * 100);
  const label = !progress
    ? 'Starting your report'
    : progress.label.trim() || 'Working on your report';
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <div className="flex items-baseline justify-between gap-3 text-sm font-semibold text-brand-900">
        <span aria-live="polite">{label}...</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Report progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label}: ${percent}%`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-white"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
