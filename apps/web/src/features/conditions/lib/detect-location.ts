import {
  DEFAULT_LOCATION,
  GEOLOCATION_OPTIONS,
  type TLocationResult,
} from '@anglerscout/contracts';

/** Where the page keeps locations between visits (spec 000 section 4, detection order). */
export const STORAGE_KEYS = {
  /** sessionStorage: the spot chosen in this visit; sign-out clears it (lib/auth/stored-user.ts) */
  session: 'session_location_cache',
  /** localStorage: the place of the user's last report, kept with the user's id */
  lastReport: 'last_report_location_cache',
  /** localStorage: the IP lookup, reused for a day */
  ip: 'anglerscout.ipLocation',
} as const;

export const IP_CACHE_MS = 24 * 3_600_000;

export interface DetectDeps {
  session: Pick<Storage, 'getItem' | 'setItem'>;
  local: Pick<Storage, 'getItem' | 'setItem'>;
  fetchLastReport: () => Promise<TLocationResult | null>;
  fetchIp: () => Promise<TLocationResult | null>;
  /** Resolves only when permission was already granted; never prompts. */
  gpsIfGranted: () => Promise<{ latitude: number; longitude: number } | null>;
  now: () => number;
  /** The signed-in user: another user's cached last report on this browser is ignored. */
  userId: string | null;
}

function read<T>(store: DetectDeps['session'], key: string): T | null {
  try {
    const raw = store.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

const isSpot = (v: unknown): v is TLocationResult =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as TLocationResult).latitude === 'number' &&
  typeof (v as TLocationResult).longitude === 'number' &&
  typeof (v as TLocationResult).name === 'string';

/**
 * The spec's order: session cache, last-report cache, last report in the database, GPS if
 * permission is already granted, cached IP location, IP lookup, default (Dallas). A step that
 * fails or has nothing moves on to the next one.
 */
export async function detectLocation(deps: DetectDeps): Promise<TLocationResult> {
  const session = read<TLocationResult>(deps.session, STORAGE_KEYS.session);
  if (isSpot(session)) return { ...session, source: 'session-cache' };

  const lastCached = read<{ userId: string; location: TLocationResult }>(
    deps.local,
    STORAGE_KEYS.lastReport,
  );
  if (lastCached && deps.userId && lastCached.userId === deps.userId && isSpot(lastCached.location))
    return { ...lastCached.location, source: 'last-report-cache' };

  const last = await deps.fetchLastReport().catch(() => null);
  if (last) {
    if (deps.userId)
      deps.local.setItem(
        STORAGE_KEYS.lastReport,
        JSON.stringify({ userId: deps.userId, location: last }),
      );
    return { ...last, source: 'last-report-db' };
  }

  const gps = await deps.gpsIfGranted().catch(() => null);
  if (gps)
    return {
      latitude: gps.latitude,
      longitude: gps.longitude,
      name: 'Your location',
      source: 'gps',
    };

  const ipCached = read<{ at: number; location: TLocationResult }>(deps.local, STORAGE_KEYS.ip);
  if (ipCached && isSpot(ipCached.location) && deps.now() - ipCached.at < IP_CACHE_MS)
    return { ...ipCached.location, source: 'ip' };

  const ip = await deps.fetchIp().catch(() => null);
  if (ip) {
    deps.local.setItem(STORAGE_KEYS.ip, JSON.stringify({ at: deps.now(), location: ip }));
    return { ...ip, source: 'ip' };
  }
  return DEFAULT_LOCATION;
}

/** Browser GPS, only when the Permissions API says it is already granted (no prompt on page load). */
export async function browserGpsIfGranted(): Promise<{
  latitude: number;
  longitude: number;
} | null> {
  if (!('geolocation' in navigator) || !navigator.permissions?.query) return null;
  const status = await navigator.permissions.query({ name: 'geolocation' });
  if (status.state !== 'granted') return null;
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          latitude: Math.round(p.coords.latitude * 1e4) / 1e4,
          longitude: Math.round(p.coords.longitude * 1e4) / 1e4,
        }),
      () => resolve(null),
      GEOLOCATION_OPTIONS,
    );
  });
}

/** Remembers a spot the user picked for the rest of this visit. */
export function rememberForSession(
  store: Pick<Storage, 'setItem'>,
  location: TLocationResult,
): void {
  store.setItem(STORAGE_KEYS.session, JSON.stringify(location));
}
