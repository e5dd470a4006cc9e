import type { TTargetRegulation } from '@anglerscout/contracts';

/** How much a pick is held back for its status: closed fisheries last, harvest closures after open ones. */
const PENALTY: Record<TTargetRegulation['status'], number> = {
  open: 0,
  'release-rules': 0,
  'catch-and-release': 1,
  'harvest-closed': 1,
  closed: 2,
};

/**
 * Re-ranks targets chosen for the angler so open fisheries come first, keeping the chooser's order
 * within each status, and keeps `max`. A closed fishery is kept only when nothing else is left.
 */
export function preferOpen<T extends { species: { id: string } }>(
  chosen: T[],
  statusOf: (speciesId: string) => TTargetRegulation['status'],
  max: number,
): T[] {
  return chosen
    .map((c, i) => ({ c, i, p: PENALTY[statusOf(c.species.id)] }))
    .sort((a, b) => a.p - b.p || a.i - b.i)
    .slice(0, max)
    .map(({ c }) => c);
}
