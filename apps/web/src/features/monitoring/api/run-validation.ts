import { useMutation } from '@tanstack/react-query';
import type { TValidationRun } from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

/** Reads the measured values and judges them against the targets (nothing is changed). */
const runValidation = () => api<TValidationRun>('/api/admin/validation');

export const useRunValidation = () => useMutation({ mutationFn: runValidation });
