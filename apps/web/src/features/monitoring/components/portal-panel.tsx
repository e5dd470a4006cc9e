import { MODE_FEATURES, PORTAL_MODES, type PortalFeature } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import {
  useEndSession,
  usePortal,
  useSetFeatures,
  useStartSession,
  useSwitchMode,
} from '../api/portal.ts';
import { clockTime } from '../lib/format-metric.ts';
import { Card } from '@/components/ui/card.tsx';

const FEATURE_LABELS: Record<PortalFeature, string> = {
  errorInjection: 'Error injection',
  performanceMonitoring: 'Performance monitoring',
  stateLogging: 'State logging',
  cacheControl: 'Cache control',
};
const MODE_LABELS = { emergency: 'Emergency', test: 'Test', production: 'Production' } as const;

/** The portal mode (shared by every server process), its features, sessions. */
export function PortalPanel() {
  const portal = usePortal();
  const switchMode = useSwitchMode();
  const setFeatures = useSetFeatures();
  const startSession = useStartSession();
  const endSession = useEndSession();
  const error = switchMode.error ?? setFeatures.error ?? startSession.error ?? endSession.error;
  return (
    <Card title="Portal mode">
      <QueryView query={portal} loadingLabel="Loading portal...">
        {(state) => (
          <>
            <p className="mt-2 text-sm" data-testid="portal-mode">
              Current mode: <strong>{MODE_LABELS[state.mode]}</strong>
              {state.transition ? ` (switching to ${MODE_LABELS[state.transition.target]}...)` : ''}
              {' · '}
              {state.instances.length} server process{state.instances.length === 1 ? '' : 'es'} live
            </p>
            <div role="group" aria-label="Switch mode" className="mt-3 flex flex-wrap gap-2">
              {PORTAL_MODES.map((mode) => (
                <Button
                  key={mode}
                  size="sm"
                  variant={mode === state.mode ? 'primary' : 'secondary'}
                  aria-pressed={mode === state.mode}
                  disabled={switchMode.isPending}
                  onClick={() => switchMode.mutate(mode)}
                >
                  {switchMode.isPending && switchMode.variables === mode
                    ? 'Switching...'
                    : MODE_LABELS[mode]}
                </Button>
              ))}
            </div>
            <fieldset className="mt-4">
              <legend className="text-sm font-semibold text-slate-800">
                Features of {MODE_LABELS[state.mode]} mode
              </legend>
              <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {MODE_FEATURES[state.mode].map((feature) => (
                  <li key={feature}>
                    <label className="inline-flex items-center gap-2">
                      <input
                        type="checkbox"
                        checked={state.features.includes(feature)}
                        disabled={setFeatures.isPending}
                        onChange={(e) => setFeatures.mutate({ [feature]: e.target.checked })}
                      />
                      {FEATURE_LABELS[feature]}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <h3 className="mt-4 text-sm font-semibold text-slate-800">Sessions</h3>
            {state.sessions.length === 0 ? (
              <p className="text-sm text-slate-600">No open portal session.</p>
            ) : (
              <ul className="mt-1 space-y-1 text-sm">
                {state.sessions.map((s) => (
                  <li key={s.id} className="flex flex-wrap items-center gap-2">
                    <span>
                      {MODE_LABELS[s.mode]} session since {clockTime(s.startTime)}
                      {s.startedBy ? ` by ${s.startedBy}` : ''}
                    </span>
                    <Button size="sm" variant="ghost" onClick={() => endSession.mutate(s.id)}>
                      End session
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              disabled={startSession.isPending}
              onClick={() => startSession.mutate(state.mode)}
            >
              {state.mode === 'emergency' ? 'Start an' : 'Start a'}{' '}
              {MODE_LABELS[state.mode].toLowerCase()} session
            </Button>
          </>
        )}
      </QueryView>
      {error ? (
        <div className="mt-3">
          <FormAlert tone="error">{error.message}</FormAlert>
        </div>
      ) : null}
    </Card>
  );
}
