import type { UsStateCode } from '@anglerscout/contracts';
import { bundledClimateAt } from '../../climate/normals.ts';
import { buildReport } from '../build-report.ts';
import type { BuildReportInput } from '../types.ts';
import { writeReport } from '../write-report.ts';

/** An expert case's inputs: everything a report takes but the weather, climate and geography. */
export type PlannedCase = Omit<BuildReportInput, 'weather' | 'climate' | 'geo'> & { state: string };

/**
 * A report planned weeks ahead, as the server writes one past the forecast: no weather, the bundled
 * climatology at the spot, and the state given (inland unless `geo` says otherwise).
 */
export function plannedCase(
  c: PlannedCase,
  geo: { coastKm: number | null; atSea: boolean } = { coastKm: null, atSea: false },
) {
  const climate = bundledClimateAt(c.lat, c.lon);
  const r = buildReport({
    ...c,
    weather: null,
    climate,
    geo: { state: c.state as UsStateCode, ...geo },
  });
  return { r, climate, md: writeReport(r), ids: r.targets.map((t) => t.id) };
}
