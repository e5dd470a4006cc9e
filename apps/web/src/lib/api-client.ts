// Only zod-free parts of the contracts: every page that calls the API loads this module.
import {
  AUTH_MESSAGES,
  DEFAULT_MESSAGES,
  ERROR_STATUS,
  UNEXPECTED_ERROR_MESSAGE,
  type ErrorCode,
} from '@anglerscout/contracts';
import { noteAnswer, noteNoAnswer } from './connectivity.ts';

type ClientErrorCode = ErrorCode | 'NETWORK_CONNECTION_ERROR';

/** An API error as the client sees it: the server's code and message, plus per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((v) => typeof v === 'string');

/** The failure nobody explained: a 5xx without a body, an answer in a shape we do not know. */
export const unexpectedError = (status = 0) =>
  new ApiError(status, 'SYSTEM_INTERNAL_ERROR', UNEXPECTED_ERROR_MESSAGE);

/** The request never got an answer (offline, DNS, the connection dropped). */
export const networkError = (message: string = AUTH_MESSAGES.network_error) =>
  new ApiError(0, 'NETWORK_CONNECTION_ERROR', message);

/**
 * An ApiError from the server's error object `{ code, message, fields? }` (the `error` of an error
 * body, or the data of a report stream's error event). Checked by hand rather than with the zod
 * contract so the landing bundle stays free of zod. `status` defaults to the code's status.
 */
export function apiErrorFrom(error: unknown, status?: number): ApiError {
  if (typeof error !== 'object' || error === null) return unexpectedError(status);
  const named = stringField(error, 'code');
  const code = isErrorCode(named) ? named : 'SYSTEM_INTERNAL_ERROR';
  const message = stringField(error, 'message') ?? '';
  const fields = 'fields' in error && isStringRecord(error.fields) ? error.fields : {};
  return new ApiError(
    status ?? ERROR_STATUS[code],
    code,
    message || DEFAULT_MESSAGES[code] || UNEXPECTED_ERROR_MESSAGE,
    fields,
  );
}

/** The `error` of an error body, if the body has one. */
export const errorOfBody = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;

/** A string property of a parsed JSON value, if it has one. */
export function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' ? field : undefined;
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  json?: unknown;
  /** A file sent as the raw body, with its own content type (image uploads) */
  file?: Blob;
}

/**
 * fetch for our own API: same-origin cookies, JSON in and out, errors as ApiError. The answer is
 * `unknown` on purpose: callers go through `request(endpoint)` (api-endpoint.ts), which parses it
 * with the endpoint's response schema from the shared contracts.
 */
export async function fetchApi(path: string, init: ApiRequestInit = {}): Promise<unknown> {
  const { json, file, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        accept: 'application/json',
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(file ? { 'content-type': file.type || 'application/octet-stream' } : {}),
        ...headers,
      },
      body: file ?? (json !== undefined ? JSON.stringify(json) : undefined),
    });
  } catch {
    noteNoAnswer();
    throw networkError();
  }
  noteAnswer(res);
  const text = await res.text();
  const body: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) throw apiErrorFrom(errorOfBody(body), res.status);
  return body;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// Endpoint descriptors: every call names the schema its answer must parse with.

/**
 * What checks an answer: a zod schema from `@anglerscout/contracts` (typed by its shape, so this
 * module itself loads no zod: only the features whose endpoints name a schema do).
 */
export interface ResponseSchema<T> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of our API: method, path (with its query) and the schema its answer must parse with. */
export interface Endpoint<T> {
  readonly method: Method;
  readonly path: string;
  readonly response: ResponseSchema<T>;
}

export const endpoint = <T>(
  method: Method,
  path: string,
  response: ResponseSchema<T>,
): Endpoint<T> => ({ method, path, response });

/** An empty answer (204 on DELETE and the like): any body at all is a mismatch. */
export const NO_CONTENT: ResponseSchema<undefined> = {
  safeParse: (data) =>
    data === undefined
      ? { success: true, data: undefined }
      : { success: false, error: { issues: [{ path: [], message: 'expected no body' }] } },
};

/**
 * The server answered in a shape its contract does not allow. The member sees the usual
 * "something went wrong"; the issues (path and message per field) say what drifted.
 */
export class ContractMismatchError extends ApiError {
  constructor(
    readonly endpoint: string,
    readonly issues: readonly { path: PropertyKey[]; message: string }[],
  ) {
    super(0, 'SYSTEM_INTERNAL_ERROR', UNEXPECTED_ERROR_MESSAGE);
    this.name = 'ContractMismatchError';
  }
}

/** Calls an endpoint and returns its answer parsed with the endpoint's schema (never a cast). */
export async function request<T>(
  ep: Endpoint<T>,
  init: Omit<ApiRequestInit, 'method'> = {},
): Promise<T> {
  const body = await fetchApi(ep.path, { ...init, method: ep.method });
  const parsed = ep.response.safeParse(body);
  if (!parsed.success)
    throw new ContractMismatchError(`${ep.method} ${ep.path.split('?')[0]}`, parsed.error.issues);
  return parsed.data;
}
