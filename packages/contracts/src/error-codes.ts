/**
 * The error-code catalogue (auth, validation, network, database, business, system, external
 * service, cache and state codes) plus the auth service's own codes. Each code maps to the HTTP
 * status the server answers with. Codes with no defined meaning (AUTH_001, VAL_001 ...) get the
 * status of their family.
 */
export const ERROR_STATUS = {
  // Authentication and authorization
  AUTH_001: 401,
  AUTH_002: 403,
  AUTH_003: 401,
  AUTH_004: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_USER_NOT_FOUND: 404,
  AUTH_SESSION_EXPIRED: 401,
  AUTH_UNAUTHORIZED: 401,
  AUTH_FORBIDDEN: 403,
  // The auth service's codes, each with a user-facing message (AUTH_MESSAGES)
  invalid_credentials: 401,
  email_not_confirmed: 403,
  too_many_requests: 429,
  network_error: 503,
  // Validation
  VALIDATION_REQUIRED_FIELD: 400,
  VALIDATION_INVALID_FORMAT: 400,
  VALIDATION_OUT_OF_RANGE: 400,
  VAL_001: 400,
  // Request shape (transport-level validation)
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  // Network
  NET_001: 503,
  NETWORK_CONNECTION_ERROR: 503,
  NETWORK_TIMEOUT: 504,
  NETWORK_SERVER_ERROR: 502,
  TOKEN_ERROR: 401,
  // Database
  DB_001: 503,
  DATABASE_CONNECTION_ERROR: 503,
  DATABASE_QUERY_ERROR: 500,
  DATABASE_CONSTRAINT_ERROR: 409,
  // Business and resource
  BUSINESS_RULE_VIOLATION: 402,
  RESOURCE_NOT_FOUND: 404,
  RESOURCE_ALREADY_EXISTS: 409,
  // System
  SYSTEM_INTERNAL_ERROR: 500,
  SYSTEM_CONFIGURATION_ERROR: 500,
  SYSTEM_MAINTENANCE: 503,
  // External services
  EXTERNAL_SERVICE_UNAVAILABLE: 503,
  EXTERNAL_SERVICE_ERROR: 502,
  // Cache and state
  CACHE_ERROR: 500,
  CACHE_SYNC_ERROR: 500,
  STATE_SYNC_ERROR: 409,
  NAVIGATION_ERROR: 400,
  API_001: 500,
  UNK_001: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The user-facing message of each auth code, worded exactly. */
export const AUTH_MESSAGES = {
  invalid_credentials: 'Invalid email or password',
  email_not_confirmed: 'Please check your email and click the confirmation link',
  too_many_requests: 'Too many requests. Please try again later',
  network_error: 'Network error. Please check your connection',
} as const;

export const RECOVERABLE_AUTH_CODES = ['network_error', 'too_many_requests'] as const;

/** What the user reads about a failure nobody explained (and what a 500 says, never its internals). */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';

/** Default user-facing message for a code when the server gives none worth showing. */
export const DEFAULT_MESSAGES: Partial<Record<ErrorCode, string>> = {
  ...AUTH_MESSAGES,
  RESOURCE_NOT_FOUND: 'The requested resource was not found.',
  VALIDATION_INVALID_FORMAT: 'The request was not in a valid format.',
  REQUEST_TIMEOUT: 'The request body did not arrive in time.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type; send application/json.',
  RATE_LIMITED: 'Too many requests. Please try again later',
  SYSTEM_INTERNAL_ERROR: UNEXPECTED_ERROR_MESSAGE,
  SYSTEM_MAINTENANCE: 'The service is restarting. Please try again in a moment.',
  DATABASE_CONNECTION_ERROR: 'The service is temporarily unavailable. Please try again shortly.',
  EXTERNAL_SERVICE_UNAVAILABLE: 'A data source is unavailable right now.',
  NETWORK_TIMEOUT: 'A data source took too long to answer.',
};

export function statusForCode(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
