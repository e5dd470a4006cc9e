import { useQuery } from '@tanstack/react-query';
import type { Habitat } from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

export interface SpeciesOption {
  id: string;
  commonName: string;
  habitats: Habitat[];
}

/** The species the science knows, for the optional target species of the report form. */
export function useSpecies() {
  return useQuery({
    queryKey: ['species'],
    queryFn: () => api<{ items: SpeciesOption[] }>('/api/species').then((r) => r.items),
    staleTime: 60 * 60_000,
  });
}
