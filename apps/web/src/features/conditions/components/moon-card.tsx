import type { TConditionsDay } from '@anglerscout/contracts';

const PHASE_ICONS: Record<string, string> = {
  'new moon': '🌑',
  'waxing crescent': '🌒',
  'first quarter': '🌓',
  'waxing gibbous': '🌔',
  'full moon': '🌕',
  'waning gibbous': '🌖',
  'last quarter': '🌗',
  'waning crescent': '🌘',
};

export function MoonPhase({ moon }: { moon: TConditionsDay['sky']['moon'] }) {
  return (
    <div className="flex items-center gap-4">
      <span aria-hidden="true" className="text-5xl">
        {PHASE_ICONS[moon.phaseName] ?? '🌙'}
      </span>
      <dl className="text-sm">
        <dt className="sr-only">Phase</dt>
        <dd className="text-base font-semibold capitalize">{moon.phaseName}</dd>
        <dt className="sr-only">Illumination</dt>
        <dd>{Math.round(moon.illuminationPct)}% lit</dd>
        <dt className="sr-only">Next new and full moon</dt>
        <dd className="text-slate-600">
          New moon in {Math.round(moon.daysToNewMoon)} days · full moon in{' '}
          {Math.round(moon.daysToFullMoon)} days
        </dd>
      </dl>
    </div>
  );
}
