import { METRIC_INFO, type MonitoredMetric, type TBaseline } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { useBaseline, useCaptureBaseline } from '../api/baseline.ts';
import { formatMetricOf } from '../lib/format-metric.ts';
import { Card } from '@/components/ui/card.tsx';

const FIELDS = [
  ['authLatency', 'auth_latency'],
  ['cacheHitRate', 'cache_hit_rate'],
  ['errorRecoveryTime', 'error_recovery_time'],
  ['stateTransitionTime', 'state_transition_time'],
  ['errorRate', 'error_rate'],
  ['recoveryRate', 'recovery_rate'],
] as const satisfies readonly (readonly [keyof TBaseline, MonitoredMetric])[];

/** Baselines: the averages of the collected values in the current mode, captured on demand. */
export function BaselinePanel() {
  const baseline = useBaseline();
  const capture = useCaptureBaseline();
  const data = baseline.data?.baseline;
  return (
    <Card title="Baseline">
      {data ? (
        <>
          <p className="text-sm text-slate-600">
            Captured in {data.mode} mode on {new Date(data.timestamp).toLocaleString('en-US')}{' '}
            (averages of the values kept; 0 where none).
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
            {FIELDS.map(([field, metric]) => (
              <div key={field}>
                <dt className="text-slate-500">{METRIC_INFO[metric].label}</dt>
                <dd className="font-semibold">{formatMetricOf(metric, Number(data[field]))}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="text-sm text-slate-600">No baseline captured in this mode yet.</p>
      )}
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        disabled={capture.isPending}
        onClick={() => capture.mutate()}
      >
        {capture.isPending ? 'Capturing...' : 'Capture baseline'}
      </Button>
      {capture.error ? <FormAlert tone="error">{capture.error.message}</FormAlert> : null}
    </Card>
  );
}
