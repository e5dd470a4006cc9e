import { OUTLOOK_WEEK_DAYS, VERDICT_LABELS, type TOutlookDay } from '@anglerscout/contracts';
import { shortWeekday, VERDICT_TILE, weekday, windowText } from '@/lib/spots/outlook-format.ts';

const TILES = 'grid grid-cols-7 gap-1';

/**
 * A spot's week at a glance: one tile per day with its score, coloured by rating. Days planned
 * from the season (past the forecast) are outlined with a dashed border and say so to readers.
 */
export function WeekStrip({ days, label }: { days: TOutlookDay[]; label: string }) {
  const week = days.slice(0, OUTLOOK_WEEK_DAYS);
  return (
    <ol aria-label={label} className={TILES}>
      {week.map((d, i) => {
        const seasonal = d.plannedFrom.basis !== 'forecast';
        return (
          <li
            key={d.date}
            className={`flex min-w-0 flex-col items-center rounded-md px-0.5 py-1 text-center ${VERDICT_TILE[d.verdict]} ${seasonal ? 'border border-dashed border-slate-500' : ''}`}
          >
            <span className="text-[11px] font-medium leading-tight" aria-hidden="true">
              {i === 0 ? 'Today' : shortWeekday(d.date)}
            </span>
            <span className="text-base font-bold leading-tight" aria-hidden="true">
              {d.score}
            </span>
            <span className="sr-only">
              {i === 0 ? 'Today' : weekday(d.date)}: {d.score} {VERDICT_LABELS[d.verdict]}, best{' '}
              {windowText(d.bestWindow.start, d.bestWindow.end)}
              {seasonal ? ', planned from the season' : ''}.
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The strip's place while it loads: the same height, so nothing moves when it arrives. */
export function WeekStripSkeleton() {
  return (
    <div className={TILES} aria-hidden="true">
      {Array.from({ length: OUTLOOK_WEEK_DAYS }, (_, i) => (
        <div
          key={i}
          className="h-[46px] animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}
