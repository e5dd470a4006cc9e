import { z } from 'zod';
import { oneLineText } from './validation.ts';

/** What the web app sends to POST /api/log: warnings and errors only. */
export const LOG_LEVELS = ['warn', 'error'] as const;
export const LOG_BODY_MAX_BYTES = 8192;

export const ZLogEntry = z.object({
  level: z.enum(LOG_LEVELS),
  message: z.string().min(1).max(2000),
  timestamp: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()).optional(),
  url: z.string().max(2000).optional(),
  userAgent: z.string().max(500).optional(),
});
export type TLogEntry = z.input<typeof ZLogEntry>;

export const ZAppLogsQuery = z.object({
  level: z.enum(LOG_LEVELS).optional(),
  source: z.enum(['client', 'server']).optional(),
  route: oneLineText().trim().max(200).optional(),
  user: oneLineText().trim().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});
export type TAppLogsQuery = z.input<typeof ZAppLogsQuery>;

export const ZAppLogEntry = z.object({
  id: z.number(),
  source: z.enum(['client', 'server']),
  level: z.enum(LOG_LEVELS),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  url: z.string().nullable(),
  route: z.string().nullable(),
  userAgent: z.string().nullable(),
  userId: z.string().nullable(),
  requestId: z.string().nullable(),
  clientTime: z.string().nullable(),
  createdAt: z.string(),
});
export type TAppLogEntry = z.infer<typeof ZAppLogEntry>;
export const ZAppLogsResponse = z.object({
  items: z.array(ZAppLogEntry),
  /** How many entries the store keeps (the oldest go first). */
  kept: z.number(),
});
export type TAppLogsResponse = z.infer<typeof ZAppLogsResponse>;
