import {
  CLOSURE_RULE_LABELS,
  type TReportRules,
  type TTargetRegulation,
} from '@anglerscout/contracts';

const STATUS_LABEL: Record<TTargetRegulation['status'], string> = {
  // No row on file is not a clearance: seasons, limits and tackle rules may still apply.
  open: 'No closure on file',
  ...CLOSURE_RULE_LABELS,
};
const STATUS_STYLE: Record<TTargetRegulation['status'], string> = {
  open: 'bg-emerald-100 text-emerald-900',
  'release-rules': 'bg-sky-100 text-sky-900',
  'catch-and-release': 'bg-amber-100 text-amber-900',
  'harvest-closed': 'bg-amber-100 text-amber-900',
  closed: 'bg-red-100 text-red-900',
};

const WATERS = { state: 'State waters', federal: 'Federal waters', unknown: null } as const;

/**
 * Where the rules are for a spot and what is closed there on the date: the status of each target
 * (when given) with its source, any other closures, the agencies' pages and the reminder that
 * rules change. Shared by the report page and Conditions.
 */
export function RulesList({
  rules,
  targets = [],
}: {
  rules: TReportRules;
  targets?: { id: string; commonName: string; regulation?: TTargetRegulation | null }[];
}) {
  const shownIds = new Set(targets.filter((t) => t.regulation).map((t) => t.id));
  const others = rules.closures.filter((c) => !shownIds.has(c.speciesId));
  const waters = WATERS[rules.jurisdiction];
  return (
    <div className="mt-2 flex flex-col gap-2 text-sm text-slate-800" data-testid="rules">
      {waters ? (
        <p>
          {waters}
          {rules.state ? ` (${rules.state})` : ''}
          {rules.offshoreNm !== null
            ? `, about ${Math.round(rules.offshoreNm)} nautical miles out`
            : ''}
          .
        </p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {targets.map((t) =>
          t.regulation ? (
            <li key={t.id}>
              <span
                className={`mr-2 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[t.regulation.status]}`}
              >
                {t.commonName}: {STATUS_LABEL[t.regulation.status]}
              </span>
              {t.regulation.status === 'open'
                ? 'Seasons, size and bag limits and tackle rules may still apply.'
                : (rules.closures.find((c) => c.speciesId === t.id)?.text ?? t.regulation.text)}
              {t.regulation.change ? <strong> Coming up: {t.regulation.change}.</strong> : null}
              {t.regulation.status !== 'open' && t.regulation.sourceUrl ? (
                <>
                  {' '}
                  <a
                    href={t.regulation.sourceUrl}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="text-brand-700 underline"
                  >
                    Source
                  </a>
                </>
              ) : null}
            </li>
          ) : null,
        )}
        {others.map((c) => (
          <li key={c.speciesId}>
            <span
              className={`mr-2 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[c.rule]}`}
            >
              {c.commonName}: {STATUS_LABEL[c.rule]}
            </span>
            {c.text}{' '}
            <a
              href={c.sourceUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="text-brand-700 underline"
            >
              Source ({c.readYear})
            </a>
          </li>
        ))}
        {(rules.notices ?? []).map((n) => (
          <li key={n.text}>
            <span className="mr-2 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
              Special rules here
            </span>
            {n.text}{' '}
            <a
              href={n.sourceUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="text-brand-700 underline"
            >
              Source ({n.readYear})
            </a>
          </li>
        ))}
      </ul>
      {rules.agencies.length ? (
        <p>
          Rules, size and bag limits:{' '}
          {rules.agencies.map((a, i) => (
            <span key={`${a.scope}-${a.url}`}>
              {i > 0 ? '; ' : ''}
              <a
                href={a.url}
                target="_blank"
                rel="noreferrer noopener"
                className="font-semibold text-brand-700 underline"
              >
                {a.name}
              </a>
            </span>
          ))}
          .
        </p>
      ) : null}
      <p className="text-xs text-slate-600">{rules.note}</p>
    </div>
  );
}
