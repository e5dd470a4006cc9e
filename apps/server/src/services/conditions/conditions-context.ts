import type { AppDeps } from '../../app-env.ts';
import { providersFor, type Providers } from '../../providers/index.ts';
import type { Science } from './science.ts';
import { scoutScience } from './scout-science.ts';

/** One science instance per process: the tide database it loads is large and read-only. */
let shared: Science | undefined;
const science = () => (shared ??= scoutScience());

export interface ConditionsContext {
  providers: Providers;
  science: Science;
}

export function conditionsContext(deps: AppDeps): ConditionsContext {
  const s = science();
  const providers = providersFor(deps, {
    timeZoneFor: (lat, lon) => s.timeZoneFor(lat, lon),
    isCoastal: ({ lat, lon }) => s.nearestTideStation(lat, lon) !== null,
  });
  return { providers, science: s };
}
