import { BAIT_TYPE_LABELS, FISHING_TYPE_LABELS } from '@anglerscout/contracts';
import type { StructuredReport } from '../lib/structured-report.ts';
import { ReportSection } from './report-section.tsx';

type Target = StructuredReport['targets'][number];

/** A species range, with its citation or, when it has none, plainly called a typical value. */
function RangeLine({ label, range }: { label: string; range: Target['preferredTempF'] }) {
  return (
    <p className="text-xs text-slate-600">
      {label} {range.minF}–{range.maxF} °F:{' '}
      {range.status === 'typical' ? (
        <span className="font-semibold">a typical value, not a sourced fact</span>
      ) : (
        <span title={range.citations.join('\n')}>
          sourced ({range.lifeStage === 'spawning' ? 'spawning fish' : 'adults'}; see Sources)
        </span>
      )}
    </p>
  );
}

function TargetRanges({ target }: { target: Target | undefined }) {
  if (!target) return null;
  return (
    <div className="mt-1">
      <RangeLine label="Preferred water" range={target.preferredTempF} />
      <RangeLine label="Spawning" range={target.spawnTempF} />
      <p className="text-xs text-slate-600">
        Phase {PHASE_FROM[target.phaseFrom]}
        {target.phaseBasis ? `: ${target.phaseBasis}` : ''}.
      </p>
    </div>
  );
}

type Basis = StructuredReport['whereToFish'][number]['basis'];

/** What an advice line rests on: its sources (publishers shown, citations on hover) or guide practice. */
function BasisLine({ basis, label }: { basis: Basis; label?: string }) {
  const prefix = label ? `${label}: ` : '';
  if (!basis || basis.status === 'guide practice')
    return <p className="text-xs text-slate-600">{prefix}common guide practice</p>;
  const publishers = [...new Set(basis.citations.map((c) => c.split(' (')[0]))].join('; ');
  return (
    <p className="text-xs text-slate-600" title={basis.citations.join('\n')}>
      {prefix}sourced ({publishers})
    </p>
  );
}

const PHASE_FROM = {
  'water temperature': 'from the water temperature',
  'typical water temperature': 'from the typical water temperature for the date',
  'run calendar': 'from the run calendar',
  month: 'guessed from the date (water temperature unknown)',
} as const;

/** Where and how to fish, per target species. */
export function FishingPlan({ report }: { report: StructuredReport }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ReportSection title="Where to fish">
        {report.whereToFish.length > 0 ? (
          <ul className="mt-3 flex flex-col gap-3">
            {report.whereToFish.map((w) => (
              <li key={w.speciesId}>
                <p className="font-semibold text-slate-900">
                  {w.commonName}{' '}
                  <span className="text-sm font-normal text-slate-600">({w.phase})</span>
                </p>
                <p className="text-sm text-slate-700">{w.where}</p>
                <BasisLine basis={w.basis} />
                <TargetRanges target={report.targets.find((t) => t.id === w.speciesId)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-700">
            No fish in our regional calendar is a main target for this water, way of fishing and
            month. Name a species in the form to get its plan.
          </p>
        )}
      </ReportSection>
      <ReportSection title="How to fish">
        {report.howToFish.length > 0 ? (
          <ul className="mt-3 flex flex-col gap-4">
            {report.howToFish.map((h) => (
              <li key={h.speciesId}>
                <p className="font-semibold text-slate-900">
                  {h.commonName}{' '}
                  <span className="text-sm font-normal text-slate-600">
                    ({FISHING_TYPE_LABELS[h.fishingType]}, {BAIT_TYPE_LABELS[h.baitType]})
                  </span>
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                  <dt className="font-medium text-slate-600">Bait</dt>
                  <dd className="text-slate-800">{h.presentation.what}</dd>
                  <dt className="font-medium text-slate-600">Size</dt>
                  <dd className="text-slate-800">{h.presentation.size}</dd>
                  <dt className="font-medium text-slate-600">Colours</dt>
                  <dd className="text-slate-800">{h.presentation.colours}</dd>
                  <dt className="font-medium text-slate-600">Retrieve</dt>
                  <dd className="text-slate-800">{h.presentation.how}</dd>
                </dl>
                <BasisLine basis={h.basis} label="Rig" />
                <p className="mt-1 text-sm text-slate-700">{h.approach}</p>
                {h.feedingTimes.length > 0 ? (
                  <p className="mt-1 text-sm text-slate-700">
                    Feeding times: {h.feedingTimes.join('; ')}
                  </p>
                ) : null}
                <BasisLine basis={h.approachBasis} label="Approach and feeding times" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-700">No tactics for this day.</p>
        )}
      </ReportSection>
    </div>
  );
}
