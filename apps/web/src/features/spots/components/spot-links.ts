import type { TSpot } from '@anglerscout/contracts';

/** The Create Report form, filled in with the spot (and a day, when given). */
export function reportLinkFor(spot: TSpot, date?: string): string {
  const q = new URLSearchParams({
    lat: String(spot.latitude),
    lon: String(spot.longitude),
    name: spot.name,
    habitat: spot.habitat,
  });
  if (date) q.set('date', date);
  if (spot.species) q.set('species', spot.species);
  if (spot.fishingType) q.set('fishingType', spot.fishingType);
  return `/app/reports/new?${q.toString()}`;
}
