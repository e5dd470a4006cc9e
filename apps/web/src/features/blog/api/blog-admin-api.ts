import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminBlogList,
  ZAdminBlogPost,
  ZBlogPreview,
  type TBlogPostInput,
  type TUploadedImage,
} from '@anglerscout/contracts';
import { endpoint, request, ApiError } from '@/lib/api-client.ts';
import { uploadImage } from '@/lib/upload-image.ts';

const keys = { all: ['admin-blog'] as const, one: (id: string) => ['admin-blog', id] as const };

export function useBlogPosts() {
  return useQuery({
    queryKey: keys.all,
    queryFn: () =>
      request(endpoint('GET', '/api/admin/blog/posts', ZAdminBlogList)).then((r) => r.items),
  });
}

export function useBlogPost(id: string | undefined) {
  return useQuery({
    queryKey: keys.one(id ?? 'new'),
    queryFn: () =>
      request(endpoint('GET', `/api/admin/blog/posts/${encodeURIComponent(id!)}`, ZAdminBlogPost)),
    enabled: id !== undefined,
    retry: (count, error) =>
      count < 1 && !(error instanceof ApiError && [400, 404].includes(error.status)),
  });
}

export function useSaveBlogPost(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TBlogPostInput) =>
      request(
        endpoint(
          id ? 'PUT' : 'POST',
          id ? `/api/admin/blog/posts/${encodeURIComponent(id)}` : '/api/admin/blog/posts',
          ZAdminBlogPost,
        ),
        {
          json: input,
        },
      ),
    onSuccess: (saved) => {
      client.setQueryData(keys.one(saved.id), saved);
      return client.invalidateQueries({ queryKey: keys.all });
    },
  });
}

export const uploadBlogImage = (file: File): Promise<TUploadedImage> =>
  uploadImage('/api/admin/blog/images', file);

/** The sanitised HTML the server will publish, fetched a moment after typing stops. */
export function useLivePreview(body: string, delayMs = 300) {
  const [html, setHtml] = useState('');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      request(endpoint('POST', '/api/admin/blog/preview', ZBlogPreview), { json: { body } }).then(
        (r) => current && (setHtml(r.html), setFailed(false)),
        () => current && setFailed(true),
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [body, delayMs]);
  return { html, failed };
}
