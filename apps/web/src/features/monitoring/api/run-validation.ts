import { useMutation } from '@tanstack/react-query';
import type { TValidationRun } from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

export const runValidation = () =>
  api<TValidationRun>('/api/admin/validation/run', { method: 'POST' });

export const useRunValidation = () => useMutation({ mutationFn: runValidation });
