import { DEFAULT_MESSAGES, statusForCode, type ErrorCode } from '@anglerscout/contracts';

/** The one error type the API throws; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? DEFAULT_MESSAGES[code] ?? code);
    this.status = statusForCode(code);
  }
}
