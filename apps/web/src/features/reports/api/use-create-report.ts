import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TCreateReportRequest } from '@anglerscout/contracts';
import { ApiError, unexpectedError } from '@/lib/api-client.ts';
import { createReport, type ReportProgressStep } from './create-report.ts';
import { reportKeys } from './get-reports.ts';

export type CreateState =
  | { status: 'idle' }
  | { status: 'running'; progress: ReportProgressStep | null }
  | { status: 'failed'; error: ApiError };

/**
 * Runs one report creation with live progress. The idempotency key belongs to the submitted
 * inputs: sending the same inputs again (a retry after a dropped connection) reuses it, so the
 * server returns the report it already made instead of making and counting a second one.
 */
export function useCreateReport() {
  const [state, setState] = useState<CreateState>({ status: 'idle' });
  const keyFor = useRef<{ inputs: string; key: string } | null>(null);
  const client = useQueryClient();

  const run = useCallback(
    async (input: TCreateReportRequest): Promise<{ id: string } | { error: ApiError }> => {
      const inputs = JSON.stringify(input);
      if (keyFor.current?.inputs !== inputs) keyFor.current = { inputs, key: crypto.randomUUID() };
      setState({ status: 'running', progress: null });
      try {
        const id = await createReport(input, {
          idempotencyKey: keyFor.current.key,
          onProgress: (progress) => setState({ status: 'running', progress }),
        });
        keyFor.current = null;
        void client.invalidateQueries({ queryKey: reportKeys.all });
        void client.invalidateQueries({ queryKey: ['subscription'] });
        return { id };
      } catch (err) {
        const error = err instanceof ApiError ? err : unexpectedError();
        setState({ status: 'failed', error });
        return { error };
      }
    },
    [client],
  );

  return { state, run };
}
