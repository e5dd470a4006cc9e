import { useMutation } from '@tanstack/react-query';
import { ZValidationRun } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

/** Reads the measured values and judges them against the targets (nothing is changed). */
const runValidation = () => request(endpoint('GET', '/api/admin/validation', ZValidationRun));

export const useRunValidation = () => useMutation({ mutationFn: runValidation });
