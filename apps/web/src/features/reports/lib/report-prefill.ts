import { FISHING_TYPES, HABITATS } from '@anglerscout/contracts';
import type { ReportFormValues } from './report-form.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  values.find((x) => x === v);

/**
 * Form values carried in the address (a bite-alert e-mail's or a saved spot's "Create report"
 * link: lat, lon, name, date, species, habitat, fishingType). Anything malformed is left out; the
 * form and the server validate what remains as usual.
 */
export function prefillFromSearch(params: URLSearchParams): Partial<ReportFormValues> {
  const out: Partial<ReportFormValues> = {};
  const lat = Number(params.get('lat'));
  const lon = Number(params.get('lon'));
  const name = params.get('name')?.trim();
  if (params.get('lat') && params.get('lon') && Number.isFinite(lat) && Number.isFinite(lon))
    out.location = { name: name || `Map pin ${lat}, ${lon}`, latitude: lat, longitude: lon };
  const date = params.get('date');
  if (date && DATE.test(date)) out.date = date;
  const species = params.get('species');
  if (species) out.species = species.slice(0, 60);
  const habitat = oneOf(HABITATS, params.get('habitat'));
  if (habitat) out.habitat = habitat;
  const fishingType = oneOf(FISHING_TYPES, params.get('fishingType'));
  if (fishingType) out.fishingType = fishingType;
  return out;
}
