import { pino, type Logger } from 'pino';
import { scrubError } from './lib/scrub-error.ts';

/** Paths whose values never reach a log line. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.apiKey',
  '*.secret',
  'password',
  'token',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: scrubError, error: scrubError },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** Strips token-looking query parameters from a URL before it is logged. */
export function redactUrl(url: string): string {
  return url.replace(
    /([?&](?:token|code|access_token|refresh_token|key|secret)=)[^&#]*/gi,
    '$1[redacted]',
  );
}
