// Shared by the report benchmarks: what a creator asks for, paid members, and N creators kept busy.
import { percentile, post, verifiedMember, type BenchServer } from '../../../bench/support.ts';

export const PASSWORD = 'redfish-on-the-flats-7';

const SPOTS = [
  {
    name: 'Galveston Jetties, TX',
    latitude: 29.33,
    longitude: -94.69,
    habitat: 'salt',
    species: 'red-drum',
  },
  {
    name: 'Lake Lavon, TX',
    latitude: 33.03,
    longitude: -96.48,
    habitat: 'fresh',
    species: 'largemouth-bass',
  },
] as const;

/** The i-th report a creator asks for: two spots (salt with tides, fresh) over three days. */
export function reportInput(i: number) {
  const spot = SPOTS[i % SPOTS.length]!;
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(Date.now() + (i % 3) * 86_400_000),
  );
  return {
    location: { name: spot.name, latitude: spot.latitude, longitude: spot.longitude },
    date,
    species: spot.species,
    fishingType: 'boat',
    baitType: 'artificial',
    habitat: spot.habitat,
  };
}

/**
 * A verified member on the paid plan (granted by the admin whose cookie is given). The server must
 * log at info (the verification link) and trust one proxy hop (each member its own address).
 */
export async function paidMember(
  server: BenchServer,
  adminCookie: string,
  prefix: string,
  n: number,
): Promise<string> {
  const m = await verifiedMember(
    server,
    `${prefix}-${n}@example.com`,
    PASSWORD,
    `198.18.${Math.floor(n / 200)}.${(n % 200) + 1}`,
  );
  const res = await fetch(`${server.url}/api/admin/users/${m.userId}/subscription`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: adminCookie },
    body: JSON.stringify({ tier: 'founding' }),
  });
  if (res.status !== 200) throw new Error(`setting the tier failed: ${res.status}`);
  return m.cookie;
}

export interface BusyResult {
  creators: number;
  /** Reports created (201) per second of the whole run, the last requests' drain included. */
  perSecond: number;
  created: number;
  seconds: number;
  p50: number;
  p95: number;
  /** Answers other than 201. */
  failed: number;
  statuses: Record<string, number>;
  /** Server CPU per report created, ms: every thread, and the main thread (the event loop) alone. */
  cpuMsPerReport: number;
  mainCpuMsPerReport: number;
  /** CPU per report of a database server beside it (PostgreSQL), when its CPU could be read. */
  databaseCpuMsPerReport?: number;
}

/**
 * Every creator asks for a report, waits for it, and asks for the next, until the window closes:
 * all of them are busy for the whole window (their plan's cap is out of reach), so the figure is
 * what the server completes under that concurrency, not how fast creators reach a limit.
 */
export async function keepCreatorsBusy(
  server: BenchServer,
  cookies: string[],
  seconds: number,
  tag: string,
  databaseCpuMs?: () => number,
): Promise<BusyResult> {
  const latencies: number[] = [];
  const cpuBefore = server.cpu();
  const dbCpuBefore = databaseCpuMs?.();
  const statuses = new Map<number, number>();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie, n) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t = performance.now();
        const res = await post(server, '/api/reports', reportInput(i + n), {
          cookie,
          'idempotency-key': `${tag}-${n}-${i}`,
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = server.cpu();
  const dbCpuAfter = databaseCpuMs?.();
  latencies.sort((a, b) => a - b);
  const created = statuses.get(201) ?? 0;
  return {
    creators: cookies.length,
    perSecond: Math.round((created / elapsed) * 10) / 10,
    created,
    seconds: Math.round(elapsed * 10) / 10,
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    failed: latencies.length - created,
    statuses: Object.fromEntries(statuses),
    cpuMsPerReport: Math.round((cpuAfter.totalMs - cpuBefore.totalMs) / Math.max(created, 1)),
    mainCpuMsPerReport: Math.round((cpuAfter.mainMs - cpuBefore.mainMs) / Math.max(created, 1)),
    ...(dbCpuBefore !== undefined && dbCpuAfter !== undefined
      ? { databaseCpuMsPerReport: Math.round((dbCpuAfter - dbCpuBefore) / Math.max(created, 1)) }
      : {}),
  };
}
