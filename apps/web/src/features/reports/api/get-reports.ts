import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  ZReport,
  ZReportList,
  type TListReportsQuery,
  type TReportList,
} from '@anglerscout/contracts';
import { NO_CONTENT, endpoint, request, ApiError } from '@/lib/api-client.ts';
import { forgetReportOffline } from '@/lib/offline/offline-reports.ts';

export type ReportFilters = Pick<TListReportsQuery, 'species' | 'place' | 'from' | 'to'>;

export const reportKeys = {
  all: ['reports'] as const,
  list: (page: number, filters: ReportFilters) => ['reports', 'list', page, filters] as const,
  one: (id: string) => ['reports', 'one', id] as const,
};

export const REPORTS_PAGE_SIZE = 10;

function getReports(page: number, filters: ReportFilters): Promise<TReportList> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(REPORTS_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  return request(endpoint('GET', `/api/reports?${params}`, ZReportList));
}

/** Report Manager: one page of the member's reports, newest first; the old page stays while the next loads. */
export function useReports(page: number, filters: ReportFilters) {
  return useQuery({
    queryKey: reportKeys.list(page, filters),
    queryFn: () => getReports(page, filters),
    placeholderData: keepPreviousData,
  });
}

const reportQuery = (id: string) =>
  queryOptions({
    queryKey: reportKeys.one(id),
    queryFn: () => request(endpoint('GET', `/api/reports/${encodeURIComponent(id)}`, ZReport)),
    // A missing or foreign report answers 404 (and a malformed id 400): asking again will not change that.
    retry: (count, error) =>
      count < 1 && !(error instanceof ApiError && [400, 404].includes(error.status)),
    staleTime: Infinity,
  });

export function useReport(id: string, enabled = true) {
  return useQuery({ ...reportQuery(id), enabled });
}

export function useDeleteReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(endpoint('DELETE', `/api/reports/${encodeURIComponent(id)}`, NO_CONTENT)),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: reportKeys.one(id) });
      void forgetReportOffline(id).catch(() => undefined);
      return client.invalidateQueries({ queryKey: reportKeys.all });
    },
  });
}
