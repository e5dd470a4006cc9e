import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminClosureList, TClosureRow, TClosureRowInput } from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

const keys = { all: ['admin-regulations'] as const };

/** Every row of the seasons-and-closures table, with the form's choices. */
export function useRegulations() {
  return useQuery({
    queryKey: keys.all,
    queryFn: () => api<TAdminClosureList>('/api/admin/regulations'),
  });
}

/** Adds a row (no id) or changes one; the list reloads after. */
export function useSaveRegulation(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TClosureRowInput) =>
      api<TClosureRow>(
        id ? `/api/admin/regulations/${encodeURIComponent(id)}` : '/api/admin/regulations',
        { method: id ? 'PUT' : 'POST', json: input },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
