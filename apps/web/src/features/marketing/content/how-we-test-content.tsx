import { VALIDATION_RESULTS } from '../data/validation-results.ts';
import type {
  ValidationFactorAction,
  ValidationInterval,
  ValidationSet,
} from '../data/validation-types.ts';

const fmt = (x: number) => x.toFixed(3);
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(3)}`;
const interval = (i: ValidationInterval, f = fmt) => `${f(i.estimate)} (${f(i.lo)} to ${f(i.hi)})`;
const count = (n: number) => n.toLocaleString('en-US');

const ROWS: { label: string; value: (s: ValidationSet) => string }[] = [
  { label: 'Full bite score', value: (s) => interval(s.c.full) },
  { label: 'Solunar table only', value: (s) => interval(s.c.solunar) },
  { label: 'Light only (dawn, dusk, night)', value: (s) => interval(s.c.light) },
  { label: 'Tide only', value: (s) => interval(s.c.tide) },
  { label: 'Constant (no score)', value: (s) => interval(s.c.constant) },
  { label: 'Full minus solunar', value: (s) => interval(s.fullMinusSolunar, signed) },
];

const ACTION: Record<ValidationFactorAction, string> = {
  keep: 'kept: it helped the ranking',
  halve: 'halved: it did not help',
  zero: 'set to zero: the score ranked better without it',
  'no effect': 'already zero',
};

/** The validation, in plain words, from the figures `npm run validate` generates. */
export function HowWeTestContent() {
  const r = VALIDATION_RESULTS;
  const sets: [string, ValidationSet][] = [['Development (Jan–Apr)', r.dev]];
  if (r.holdout) sets.push(['Holdout (Nov–Dec)', r.holdout]);
  const dawn = r.dev.byTimeOfDay[0];
  return (
    <>
      <h2>The short answer</h2>
      <ul>
        {r.dev.findings.map((f) => (
          <li key={f}>{f}</li>
        ))}
        {r.holdout ? (
          r.holdout.findings.map((f) => <li key={`holdout-${f}`}>{f}</li>)
        ) : (
          <li>
            The final check, on trips held back from November and December, has not been run yet. It
            runs once, after any change the first set called for, and we will publish it whatever it
            shows.
          </li>
        )}
      </ul>

      <h2>The test</h2>
      <p>
        NOAA&rsquo;s Marine Recreational Information Program interviews anglers at ramps, piers and
        docks as they finish fishing, and publishes each trip: the date, when it ended, how many
        hours were fished, the site and what was caught. We took the 2018 trips from January to
        April, placed each site, and scored each trip&rsquo;s hours with the app&rsquo;s own code:
        the same sun, moon, solunar and tide calculations a report uses.
      </p>
      <p>
        Then we compared trips at the same site on the same day that fished different hours. They
        share the weather, the water and the season, so what differs is the hours they chose. A
        score that helps should give higher numbers to the trips that caught more fish per hour. The
        measure is the share of such pairs it ranks the right way round, called C: 0.5 is a coin
        toss and 1 is every pair right. We compare the full score with a plain solunar table, with
        light alone and with tide alone. The ranges in brackets are 95% intervals.
      </p>
      <p>
        We wrote down the method and the rules for acting on the result before we looked at any of
        it, and we keep the November&ndash;December trips aside as a final check.
      </p>

      <h2>Results</h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-slate-700">
            C within site-days (0.5 = coin toss), with 95% intervals
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">
                Score
              </th>
              {sets.map(([name]) => (
                <th key={name} scope="col" className="py-2 pr-3">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {row.label}
                </th>
                {sets.map(([name, s]) => (
                  <td key={name} className="py-2 pr-3 tabular-nums">
                    {row.value(s)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-600">
        {sets
          .map(
            ([name, s]) =>
              `${name}: ${count(s.trips)} trips at ${count(s.sites)} sites, ${count(s.pairs)} pairs of trips compared.`,
          )
          .join(' ')}
      </p>
      {r.plots.map((p) => (
        <figure key={p.src}>
          <img
            src={p.src}
            width={p.width}
            height={p.height}
            alt={p.alt}
            loading="lazy"
            className="h-auto max-w-full"
          />
        </figure>
      ))}

      <h2>What we changed</h2>
      {r.decisions.length ? (
        <ul>
          {r.decisions.map((d) => (
            <li key={d.factor}>
              <strong className="capitalize">{d.factor}</strong>: {d.change} (with the rules before
              the change, the score ranked {signed(-d.evidence.estimate)} better without it, 95%
              interval {signed(-d.evidence.hi)} to {signed(-d.evidence.lo)}).
            </li>
          ))}
        </ul>
      ) : (
        <p>Nothing yet.</p>
      )}
      <p>
        In the run shown here, what the first set says about each factor the data can test: solunar{' '}
        {ACTION[r.dev.factorActions.solunar]}; light {ACTION[r.dev.factorActions.light]}; tide{' '}
        {ACTION[r.dev.factorActions.tide]}.
      </p>

      <h2>What this test cannot show</h2>
      <ul>
        <li>
          Dawn and dusk. The survey interviews anglers mostly between 11:00 and 17:00, so only{' '}
          {count(dawn?.trips ?? 0)} of {count(r.dev.trips)} trips were centred before 09:00. The
          low-light bonus is the biggest factor in the score and this data barely tests it.
        </li>
        <li>
          Weather and water temperature. We had no weather record for 2018 to score with, so the
          score tested is the sun, moon and tide part of it: pressure, fronts, wind, cloud, rain and
          water temperature were left out. Trips compared share a day, so the weather did not favour
          either one.
        </li>
        <li>
          The exact spot. Each site is placed inside its county (US Census data), not at the ramp or
          pier itself. Trips at one site share the place, so the comparison holds, but the tide
          station used may be farther away than the one a report would use.
        </li>
        <li>
          Which day to go. Comparing trips on the same day tests the choice of hours, not of days.
        </li>
        <li>
          Fresh water. The survey covers salt-water fishing on the Atlantic and Gulf coasts only.
        </li>
      </ul>
      <p className="text-sm text-slate-600">
        Data: NOAA Fisheries, Marine Recreational Information Program, Access-Point Angler Intercept
        Survey, 2018 (public domain); US Census Bureau 2019 Gazetteer. Figures generated{' '}
        {r.generatedAt.slice(0, 10)}.
      </p>
    </>
  );
}
