import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCreatedId,
  ZFeed,
  ZOk,
  ZPostDetail,
  type TCreatePostRequest,
  type TFlagRequest,
} from '@anglerscout/contracts';
import { NO_CONTENT, endpoint, request, ApiError } from '@/lib/api-client.ts';

export interface FeedFilters {
  area: { name: string; latitude: number; longitude: number } | null;
  radiusMi: number;
  species: string;
  kind: '' | 'catch' | 'discussion';
}

const communityKeys = {
  all: ['community'] as const,
  feed: (f: FeedFilters) => ['community', 'feed', f] as const,
  post: (id: string) => ['community', 'post', id] as const,
};

function feedPath(f: FeedFilters) {
  const q = new URLSearchParams({ limit: '30' });
  if (f.area) {
    q.set('lat', f.area.latitude.toFixed(5));
    q.set('lon', f.area.longitude.toFixed(5));
    q.set('radiusMi', String(f.radiusMi));
  }
  if (f.species) q.set('species', f.species);
  if (f.kind) q.set('kind', f.kind);
  return `/api/community/posts?${q}`;
}

export function useFeed(filters: FeedFilters) {
  return useQuery({
    queryKey: communityKeys.feed(filters),
    queryFn: () => request(endpoint('GET', feedPath(filters), ZFeed)),
  });
}

export function usePost(id: string) {
  return useQuery({
    queryKey: communityKeys.post(id),
    queryFn: () =>
      request(endpoint('GET', `/api/community/posts/${encodeURIComponent(id)}`, ZPostDetail)),
    retry: (count, error) =>
      count < 1 && !(error instanceof ApiError && [400, 404].includes(error.status)),
  });
}

export function useCreateThread() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreatePostRequest) =>
      request(endpoint('POST', '/api/community/posts', ZCreatedId), { json: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

export function useReply(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      request(
        endpoint('POST', `/api/community/posts/${encodeURIComponent(postId)}/replies`, ZCreatedId),
        {
          json: { body },
        },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

export function useFlag() {
  return useMutation({
    mutationFn: (input: TFlagRequest) =>
      request(endpoint('POST', '/api/community/flags', ZOk), { json: input }),
  });
}

export function useDeleteOwn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id }: { type: 'post' | 'reply'; id: string }) =>
      request(
        endpoint(
          'DELETE',
          `/api/community/${type === 'post' ? 'posts' : 'replies'}/${encodeURIComponent(id)}`,
          NO_CONTENT,
        ),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
