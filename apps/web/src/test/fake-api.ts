import { onTestFinished, vi, type Mock } from 'vitest';
import {
  DEFAULT_MESSAGES,
  fieldErrors,
  statusForCode,
  UNEXPECTED_ERROR_MESSAGE,
  ZApiErrorBody,
  type ErrorCode,
} from '@anglerscout/contracts';

/**
 * A fake of our own API for web unit tests: `fetch` answered per method and path, each answer
 * checked against the shared contract of that endpoint, so a fake answer cannot drift from what
 * the server sends. A request no route answers fails the test (after it ends, with the list).
 *
 *   const api = serveApi()
 *     .get('/api/catches', ZCatchList, { items: [aCatch()], nextBefore: null })
 *     .post('/api/catches', ZCatch, (req) => ({ ...aCatch(), bait: req.json.bait }), { status: 201 })
 *     .delete('/api/catches/:id', NO_CONTENT);
 *   ...
 *   expect(api.requests('POST', '/api/catches')[0]!.json).toEqual({ ... });
 */

/** What checks an answer: a zod schema from packages/contracts, or `shapeOf<T>()`. */
export interface Contract<T> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/**
 * For answers the contracts type with a TypeScript interface only (no zod schema yet): the
 * fixture is checked by the typechecker against that interface, not at run time.
 */
export function shapeOf<T>(): Contract<T> {
  return { safeParse: (data) => ({ success: true, data: data as T }) };
}

/** An empty 204 answer (DELETE routes answer `c.body(null, 204)`). */
export const NO_CONTENT: Contract<undefined> = {
  safeParse: (data) =>
    data === undefined
      ? { success: true, data: undefined }
      : { success: false, error: { issues: [{ path: [], message: 'A 204 has no body' }] } },
};

/** A request the page sent, as the fake received it. */
export interface FakeRequest {
  method: string;
  url: string;
  /** The path without the query */
  path: string;
  query: URLSearchParams;
  /** The `:name` parts of the route's pattern */
  params: Record<string, string>;
  /** The parsed JSON body, or undefined (no body, or not JSON: see `body`) */
  json: unknown;
  /** The body as sent (a File for uploads) */
  body: unknown;
  headers: Headers;
}

const FAILURE = Symbol('failure');
/** An error answer; build it with apiError or authError. */
export interface Failure {
  readonly [FAILURE]: true;
  readonly status: number;
  readonly body: unknown;
}

/**
 * Our server's error answer for `code`, as apps/server/src/lib/primitives/app-error.ts builds it: the
 * status of the code, `{ error: { code, message, fields? } }`, the code's default message
 * unless one is given. Checked against ZApiErrorBody.
 */
export function apiError(
  code: ErrorCode,
  message: string = DEFAULT_MESSAGES[code] ?? UNEXPECTED_ERROR_MESSAGE,
  fields?: Record<string, string>,
): Failure {
  const body = { error: { code, message, ...(fields ? { fields } : {}) } };
  check(ZApiErrorBody, body, `apiError(${code})`);
  return { [FAILURE]: true, status: statusForCode(code), body };
}

/**
 * better-auth's error answer (its APIError body `{ code, message }`; codes and messages in
 * @better-auth/core/dist/error/codes.mjs, e.g. INVALID_PASSWORD "Invalid password").
 */
export function authError(status: number, code: string, message: string): Failure {
  return { [FAILURE]: true, status, body: { code, message } };
}

/**
 * The server's answer to a body its contract refuses, as apps/server/src/lib/http/parse-body.ts
 * gives it: 400, the first field's message, and every field's first message by dotted path.
 * Null when the body passes.
 */
export function refusedBy(
  schema: {
    safeParse(data: unknown):
      | { success: true }
      | {
          success: false;
          error: Parameters<typeof fieldErrors>[0];
        };
  },
  body: unknown,
): Failure | null {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const fields = fieldErrors(result.error);
  const missing = result.error.issues.some(
    (i) => i.code === 'invalid_type' && (i as { input?: unknown }).input === undefined,
  );
  return apiError(
    missing ? 'VALIDATION_REQUIRED_FIELD' : 'VALIDATION_INVALID_FORMAT',
    Object.values(fields)[0] ?? 'Invalid request.',
    fields,
  );
}

type Reply<T> = T | Failure;
type Answer<T> = Reply<T> | ((req: FakeRequest) => Reply<T> | Promise<Reply<T>>);
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Route {
  method: Method;
  pattern: string;
  match: (path: string) => Record<string, string> | null;
  contract: Contract<unknown>;
  answer: Answer<unknown>;
  status: number;
}

function matcher(pattern: string) {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^${source}$`);
  return (path: string) => {
    const found = regex.exec(path);
    if (!found) return null;
    return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(found[i + 1]!)]));
  };
}

const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && FAILURE in value;

function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]) {
  return issues
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message.slice(0, 120)}`)
    .join('; ');
}

function check<T>(contract: Contract<T>, value: unknown, where: string) {
  const result = contract.safeParse(value);
  if (!result.success)
    throw new Error(
      `The fake answer for ${where} does not match its contract: ${describeIssues(result.error.issues)}`,
    );
}

export interface FakeApi {
  get<T>(path: string, contract: Contract<T>, answer: Answer<NoInfer<T>>, opts?: Opts): FakeApi;
  post<T>(path: string, contract: Contract<T>, answer: Answer<NoInfer<T>>, opts?: Opts): FakeApi;
  put<T>(path: string, contract: Contract<T>, answer: Answer<NoInfer<T>>, opts?: Opts): FakeApi;
  delete<T>(path: string, contract: Contract<T>, answer?: Answer<NoInfer<T>>, opts?: Opts): FakeApi;
  /** The stubbed fetch (a vi.fn: `expect(api.fetch).toHaveBeenCalledWith(...)` works). */
  readonly fetch: Mock<typeof fetch>;
  /** Every request, in order. */
  readonly calls: readonly FakeRequest[];
  /** The requests one route received (same pattern as registered), in order. */
  requests(method: Method, pattern: string): FakeRequest[];
}

interface Opts {
  /** The success status (201 for the routes that create) */
  status?: number;
}

function jsonOf(body: unknown): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * Stubs `fetch` for this test (restored when it ends) and returns the fake to register routes
 * on. Later registrations of the same method and pattern win, so a test can change an answer.
 */
export function serveApi(): FakeApi {
  const routes: Route[] = [];
  const calls: FakeRequest[] = [];
  const problems: string[] = [];

  const fake = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const parsed = new URL(url, 'http://localhost');
    const base = {
      method,
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      json: jsonOf(init?.body),
      body: init?.body ?? null,
      headers: new Headers(init?.headers),
    };
    for (let i = routes.length - 1; i >= 0; i--) {
      const route = routes[i]!;
      if (route.method !== method) continue;
      const params = route.match(parsed.pathname);
      if (!params) continue;
      const req: FakeRequest = { ...base, params };
      calls.push(req);
      const where = `${method} ${route.pattern}`;
      try {
        const reply =
          typeof route.answer === 'function'
            ? await (route.answer as (r: FakeRequest) => Reply<unknown>)(req)
            : route.answer;
        if (isFailure(reply))
          return Response.json(reply.body, { status: reply.status, headers: JSON_HEADERS });
        check(route.contract, reply, where);
        if (reply === undefined) return new Response(null, { status: 204 });
        return new Response(JSON.stringify(reply), {
          status: route.status,
          headers: JSON_HEADERS,
        });
      } catch (error) {
        // The page would only see a failed request; the test must see the broken fake.
        problems.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
        return Response.json(apiError('SYSTEM_INTERNAL_ERROR').body, { status: 500 });
      }
    }
    calls.push({ ...base, params: {} });
    problems.push(`No fake route answered ${method} ${url}`);
    return Response.json(
      { error: { code: 'RESOURCE_NOT_FOUND', message: `No fake route for ${method} ${url}` } },
      { status: 404 },
    );
  });

  const original = globalThis.fetch;
  globalThis.fetch = fake;
  onTestFinished(() => {
    globalThis.fetch = original;
    if (problems.length > 0) throw new Error(`The fake API:\n${problems.join('\n')}`);
  });

  const add =
    (method: Method) =>
    (pattern: string, contract: Contract<unknown>, answer?: Answer<unknown>, opts?: Opts) => {
      // A fixed answer is checked now, where the test wrote it.
      if (answer !== undefined && typeof answer !== 'function' && !isFailure(answer))
        check(contract, answer, `${method} ${pattern}`);
      routes.push({
        method,
        pattern,
        match: matcher(pattern),
        contract,
        answer,
        status: opts?.status ?? 200,
      });
      return api;
    };

  const api: FakeApi = {
    get: add('GET') as FakeApi['get'],
    post: add('POST') as FakeApi['post'],
    put: add('PUT') as FakeApi['put'],
    delete: add('DELETE') as FakeApi['delete'],
    fetch: fake,
    calls,
    requests: (method, pattern) => {
      const match = matcher(pattern);
      return calls.filter((c) => c.method === method && match(c.path) !== null);
    },
  };
  return api;
}

const JSON_HEADERS = { 'content-type': 'application/json' };
