import { METRIC_INFO, MONITORING_TEXT, type TValidationResult } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { useRunValidation } from '../api/run-validation.ts';
import { MonitoringWidget } from '../components/monitoring-widget.tsx';
import { formatMetric } from '../lib/format-metric.ts';

const targetText = (r: TValidationResult) =>
  `${r.direction === 'below' ? '<' : '>'} ${r.metric === 'cache_hit_rate' ? r.target : formatMetric(r.target, METRIC_INFO[r.metric].unit)}`;

const currentText = (r: TValidationResult) =>
  r.current === null
    ? 'Not measured'
    : r.metric === 'cache_hit_rate'
      ? r.current.toFixed(3)
      : formatMetric(r.current, METRIC_INFO[r.metric].unit);

/**
 * /validation: the monitoring status panel, Run Validation, and the targets against values
 * measured over the last hour (not fixed built-in numbers).
 */
export function ValidationPage() {
  const validation = useRunValidation();
  const run = validation.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900">Validation</h1>
      <MonitoringWidget />
      <section
        aria-labelledby="validation-results"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="validation-results" className="sr-only">
          Validation results
        </h2>
        <p className="text-sm text-slate-600">
          Each current value is measured: the mean of what this deployment recorded over the last
          hour.
        </p>
        <Button
          className="mt-3"
          disabled={validation.isPending}
          aria-busy={validation.isPending}
          onClick={() => validation.mutate()}
        >
          {validation.isPending ? 'Running...' : 'Run Validation'}
        </Button>
        {validation.error ? (
          <div className="mt-3">
            <FormAlert tone="error">
              {MONITORING_TEXT.validationFailed(validation.error.message)}
            </FormAlert>
          </div>
        ) : null}
        {run ? (
          <>
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">
                  Validation results, measured from{' '}
                  {new Date(run.measuredFrom).toLocaleTimeString('en-US')}
                </caption>
                <thead>
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="py-2 pr-4">
                      Metric
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Target
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Current
                    </th>
                    <th scope="col" className="py-2">
                      Status
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {run.results.map((r) => (
                    <tr key={r.metric} className="border-b border-slate-100">
                      <th scope="row" className="py-2 pr-4 font-medium">
                        {r.label}
                      </th>
                      <td className="py-2 pr-4">{targetText(r)}</td>
                      <td className="py-2 pr-4">
                        {currentText(r)}
                        {r.samples > 0 ? (
                          <span className="ml-1 text-xs text-slate-500">({r.samples} samples)</span>
                        ) : null}
                      </td>
                      <td
                        className={`py-2 font-semibold ${r.passed ? 'text-emerald-800' : 'text-red-800'}`}
                      >
                        {r.passed ? 'PASSED' : 'FAILED'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p
              role="status"
              className={`mt-3 font-semibold ${run.passed ? 'text-emerald-800' : 'text-red-800'}`}
            >
              {run.passed ? MONITORING_TEXT.allPassed : MONITORING_TEXT.someFailed}
            </p>
          </>
        ) : null}
      </section>
    </div>
  );
}
