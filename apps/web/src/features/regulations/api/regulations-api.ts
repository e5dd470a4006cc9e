import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAdminClosureList, ZClosureRow, type TClosureRowInput } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

const keys = { all: ['admin-regulations'] as const };

/** Every row of the seasons-and-closures table, with the form's choices. */
export function useRegulations() {
  return useQuery({
    queryKey: keys.all,
    queryFn: () => request(endpoint('GET', '/api/admin/regulations', ZAdminClosureList)),
  });
}

/** Adds a row (no id) or changes one; the list reloads after. */
export function useSaveRegulation(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TClosureRowInput) =>
      request(
        endpoint(
          id ? 'PUT' : 'POST',
          id ? `/api/admin/regulations/${encodeURIComponent(id)}` : '/api/admin/regulations',
          ZClosureRow,
        ),
        { json: input },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
