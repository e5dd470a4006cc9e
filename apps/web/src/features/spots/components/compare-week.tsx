import { useQueries } from '@tanstack/react-query';
import { OUTLOOK_WEEK_DAYS, VERDICT_LABELS, type TSpot } from '@anglerscout/contracts';
import { spotOutlookQuery } from '@/lib/spots/spots-api.ts';
import { VERDICT_TILE, weekday, windowText } from '@/lib/spots/outlook-format.ts';

/** Up to three spots side by side for the week: a row per day, the day's best spot marked. */
export function CompareWeek({ spots }: { spots: TSpot[] }) {
  const outlooks = useQueries({
    queries: spots.map((s) => spotOutlookQuery(s.id)),
  });
  const ready = outlooks.every((o) => o.data);
  const dates = outlooks[0]?.data?.days.slice(0, OUTLOOK_WEEK_DAYS).map((d) => d.date) ?? [];
  return (
    <section
      aria-labelledby="compare-title"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="compare-week"
    >
      <h2 id="compare-title" className="text-lg font-bold text-brand-900">
        This week side by side
      </h2>
      {!ready ? (
        <p className="mt-2 text-sm text-slate-600" role="status">
          {outlooks.some((o) => o.isError)
            ? 'An outlook is unavailable right now.'
            : 'Loading the week...'}
        </p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-0 table-fixed border-separate border-spacing-1 text-sm">
            <caption className="sr-only">Day score and best window at each spot</caption>
            <thead>
              <tr>
                <th scope="col" className="w-20 text-left font-semibold text-slate-700">
                  Day
                </th>
                {spots.map((s) => (
                  <th
                    key={s.id}
                    scope="col"
                    className="break-words text-left font-semibold text-slate-900"
                  >
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dates.map((date, i) => {
                const cells = outlooks.map((o) => o.data!.days.find((d) => d.date === date));
                const top = Math.max(...cells.map((d) => d?.score ?? -1));
                return (
                  <tr key={date}>
                    <th scope="row" className="text-left font-medium text-slate-700">
                      {i === 0 ? 'Today' : weekday(date).slice(0, 3)}
                    </th>
                    {cells.map((d, j) =>
                      d ? (
                        <td
                          key={spots[j]!.id}
                          className={`rounded-md px-1.5 py-1 align-top ${VERDICT_TILE[d.verdict]}`}
                        >
                          <span className="font-bold">{d.score}</span>{' '}
                          <span className="text-xs">{VERDICT_LABELS[d.verdict]}</span>
                          {d.score === top && spots.length > 1 ? (
                            <span className="ml-1 text-xs font-semibold">(best)</span>
                          ) : null}
                          <span className="block text-xs">
                            {windowText(d.bestWindow.start, d.bestWindow.end)}
                          </span>
                        </td>
                      ) : (
                        <td key={spots[j]!.id}>–</td>
                      ),
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
