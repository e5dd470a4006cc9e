import type { StructuredReport } from '../lib/structured-report.ts';
import { clock } from '@/lib/format-time.ts';
import { ReportSection } from './report-section.tsx';

const DAY = 1440;
const TICKS = [0, 360, 720, 1080, 1440];
const pct = (minute: number) => `${(Math.min(DAY, Math.max(0, minute)) / DAY) * 100}%`;

/**
 * The day as a 24-hour bar: night shaded outside sunrise-sunset, the best windows as blocks.
 * The bar is a picture for sighted readers; the list below it carries the same facts as text.
 */
export function BestWindowsTimeline({ report }: { report: StructuredReport }) {
  const { sunrise, sunset } = report.conditions;
  const windows = report.bestWindows;
  return (
    <ReportSection title="Best windows">
      <div
        aria-hidden="true"
        className="relative mt-4 h-10 overflow-hidden rounded-lg bg-slate-800"
      >
        {sunrise && sunset ? (
          <div
            className="absolute inset-y-0 bg-sky-100"
            style={{
              left: pct(sunrise.minuteOfDay),
              width: `calc(${pct(sunset.minuteOfDay)} - ${pct(sunrise.minuteOfDay)})`,
            }}
          />
        ) : null}
        {windows.map((w) => (
          <div
            key={`${w.startMinute}-${w.endMinute}`}
            className="absolute inset-y-1 rounded bg-accent-400 ring-2 ring-brand-800"
            style={{
              left: pct(w.startMinute),
              width: `calc(${pct(w.endMinute)} - ${pct(w.startMinute)})`,
            }}
          />
        ))}
      </div>
      <div aria-hidden="true" className="relative mt-1 h-4 text-xs text-slate-600">
        {TICKS.map((minute, i) => (
          <span
            key={minute}
            // On a phone only midnight, noon and midnight fit side by side.
            className={`absolute whitespace-nowrap ${i === 0 ? '' : i === TICKS.length - 1 ? '-translate-x-full' : '-translate-x-1/2'} ${minute % 720 === 0 ? '' : 'hidden sm:inline'}`}
            style={{ left: pct(minute) }}
          >
            {clock(minute)}
          </span>
        ))}
      </div>
      {sunrise && sunset ? (
        <p className="mt-2 text-sm text-slate-700">
          Sunrise {clock(sunrise.minuteOfDay)} · Sunset {clock(sunset.minuteOfDay)} (
          {report.place.timeZone})
        </p>
      ) : null}
      {windows.length > 0 ? (
        <ol className="mt-4 flex flex-col gap-3">
          {windows.map((w) => (
            <li
              key={`${w.startMinute}-${w.endMinute}`}
              className="rounded-xl border border-slate-200 p-3"
            >
              <p className="font-semibold text-brand-900">
                {clock(w.startMinute)} – {clock(w.endMinute)}{' '}
                <span className="ml-2 text-sm font-normal text-slate-600">
                  peak score {w.peakScore}
                </span>
              </p>
              {w.reasons.length > 0 ? (
                <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                  {w.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          No window stands out: the bite looks even through the day.
        </p>
      )}
    </ReportSection>
  );
}
