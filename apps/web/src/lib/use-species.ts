import { useQuery } from '@tanstack/react-query';
import { ZSpeciesList, type TSpeciesOption } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

export type SpeciesOption = TSpeciesOption;

/** The species the science knows, for the optional target species of the report form. */
export function useSpecies() {
  return useQuery({
    queryKey: ['species'],
    queryFn: () => request(endpoint('GET', '/api/species', ZSpeciesList)).then((r) => r.items),
    staleTime: 60 * 60_000,
  });
}
