import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes.ts';

export const ZApiErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type TApiErrorBody = z.infer<typeof ZApiErrorBody>;
