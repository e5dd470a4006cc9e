/**
 * An outside service faked in-process: given a request it answers as the real one does (status,
 * headers, a JSON body in the recorded shape). With PROVIDERS=fake the real adapters run against
 * these through `fakeFetch`, so the adapters' own parsing, units, time zones and error handling
 * are what development and the browser tests exercise.
 */
export interface FakeService {
  /** Hosts it answers for, e.g. api.open-meteo.com and customer-api.open-meteo.com. */
  hosts: readonly string[];
  handle(url: URL, init: { headers: Headers }): Response | Promise<Response>;
}

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

/** A fetch that routes each URL to the fake service for its host (404 for any other host). */
export function fakeFetch(services: FakeService[]): typeof fetch {
  const byHost = new Map<string, FakeService>();
  for (const s of services) for (const h of s.hosts) byHost.set(h, s);
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    signal?.throwIfAborted();
    const service = byHost.get(url.host);
    if (!service) return jsonResponse(404, { error: `no fake service for ${url.host}` });
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    return service.handle(url, { headers });
  }) as typeof fetch;
}
