import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCatch,
  ZCatchList,
  ZCatchStats,
  ZCreatedId,
  type SpotPrivacy,
  type TCreateCatchRequest,
  type TUploadedImage,
} from '@anglerscout/contracts';
import { NO_CONTENT, endpoint, request, ApiError } from '@/lib/api-client.ts';
import { uploadImage } from '@/lib/upload-image.ts';

const catchKeys = {
  all: ['catches'] as const,
  list: (species: string) => ['catches', 'list', species] as const,
  one: (id: string) => ['catches', 'one', id] as const,
  stats: (species: string) => ['catches', 'stats', species] as const,
};

/** The member's catch log, newest first (the first 100). */
export function useCatches(species = '') {
  return useQuery({
    queryKey: catchKeys.list(species),
    queryFn: () =>
      request(
        endpoint(
          'GET',
          `/api/catches?limit=100${species ? `&species=${encodeURIComponent(species)}` : ''}`,
          ZCatchList,
        ),
      ),
  });
}

export function useCatch(id: string) {
  return useQuery({
    queryKey: catchKeys.one(id),
    queryFn: () => request(endpoint('GET', `/api/catches/${encodeURIComponent(id)}`, ZCatch)),
    retry: (count, error) =>
      count < 1 && !(error instanceof ApiError && [400, 404].includes(error.status)),
  });
}

export function useCatchStats(species: string) {
  return useQuery({
    queryKey: catchKeys.stats(species),
    queryFn: () =>
      request(
        endpoint(
          'GET',
          `/api/catches/stats${species ? `?species=${encodeURIComponent(species)}` : ''}`,
          ZCatchStats,
        ),
      ),
  });
}

export function useCreateCatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateCatchRequest) =>
      request(endpoint('POST', '/api/catches', ZCatch), { json: input }),
    onSuccess: (created) => {
      client.setQueryData(catchKeys.one(created.id), created);
      return client.invalidateQueries({ queryKey: catchKeys.all });
    },
  });
}

export function useDeleteCatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(endpoint('DELETE', `/api/catches/${encodeURIComponent(id)}`, NO_CONTENT)),
    onSuccess: () => client.invalidateQueries({ queryKey: catchKeys.all }),
  });
}

export const uploadCatchPhoto = (file: File): Promise<TUploadedImage> =>
  uploadImage('/api/photos', file);

/** Shares a catch to the community at the chosen spot precision. */
export function useShareCatch(catchId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { spotPrivacy: SpotPrivacy; body: string }) =>
      request(endpoint('POST', '/api/community/posts', ZCreatedId), {
        json: { kind: 'catch', catchId, ...input },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: catchKeys.all }),
  });
}
