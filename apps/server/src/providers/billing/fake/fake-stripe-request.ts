import type { FakeStripeBilling } from './fake-stripe-billing.ts';
import type { FakeStripeStore } from './fake-stripe-store.ts';

/** Form-encoded parameters as Stripe's SDK sends them, parsed into nested objects (qs). */
export type Params = Record<string, unknown>;

export interface ApiContext {
  store: FakeStripeStore;
  billing: FakeStripeBilling;
  /** The fake's own origin, for the hosted pages' URLs. */
  origin: string;
}

/** One API operation: `id` is the object named in the path (empty when there is none). */
type ApiHandler = (ctx: ApiContext, id: string, params: Params) => unknown;
/** Operations by `METHOD /v1/path`, ids in the path written as `:id`. */
export type ApiRoutes = Record<string, ApiHandler>;

export class StripeApiError extends Error {
  readonly status: number;
  readonly body: { type: string; message: string; code?: string; param?: string };
  constructor(status: number, body: StripeApiError['body']) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

const missing = (what: string, id: string, param = 'id') =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${what}: '${id}'`,
  });

/** The object with this id, or Stripe's "No such ..." answer. */
export function lookup<T>(map: Map<string, T>, id: string, what: string): T {
  const found = map.get(id);
  if (!found) throw missing(what, id);
  return found;
}

export const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

const isParams = (v: unknown): v is Params =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A nested parameter (`recurring[interval]=month`), when one was sent. */
export const paramsOf = (v: unknown): Params | undefined => (isParams(v) ? v : undefined);

/** A list of nested parameters (`line_items[0][price]=...`); anything else reads as none. */
export const paramsList = (v: unknown): Params[] => (Array.isArray(v) ? v.filter(isParams) : []);

export const list = (data: unknown[], url: string) => ({
  object: 'list',
  data,
  has_more: false,
  url,
});
