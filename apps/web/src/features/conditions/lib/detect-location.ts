import {
  DEFAULT_LOCATION,
  GEOLOCATION_OPTIONS,
  type TLocationResult,
} from '@anglerscout/contracts';

/** Where the page keeps locations between visits (the first steps of location detection). */
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

/** A stored JSON value; anything unreadable counts as nothing stored. */
function read(store: DetectDeps['session'], key: string): unknown {
  try {
    const raw = store.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** A stored spot: written by this page, but storage is the user's to edit, so checked on the way in. */
function asSpot(v: unknown): TLocationResult | null {
  if (!isObject(v) || !('latitude' in v) || !('longitude' in v) || !('name' in v)) return null;
  const { latitude, longitude, name } = v;
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || typeof name !== 'string')
    return null;
  const placeId = 'placeId' in v && typeof v.placeId === 'string' ? v.placeId : undefined;
  const timezone = 'timezone' in v && typeof v.timezone === 'string' ? v.timezone : undefined;
  return {
    latitude,
    longitude,
    name,
    source: 'session-cache',
    ...(placeId ? { placeId } : {}),
    ...(timezone ? { timezone } : {}),
  };
}

/** A stored `{ [stamp]: ..., location }` entry: its spot, and the stamp for the caller to check. */
function stampedSpot(
  v: unknown,
  stamp: string,
): { location: TLocationResult; stamp: unknown } | null {
  if (!isObject(v) || !('location' in v)) return null;
  const location = asSpot(v.location);
  return location ? { location, stamp: Reflect.get(v, stamp) } : null;
}

/**
 * Detection order: session cache, last-report cache, last report in the database, GPS if
 * permission is already granted, cached IP location, IP lookup, default (Dallas). A step that
 * fails or has nothing moves on to the next one.
 */
export async function detectLocation(deps: DetectDeps): Promise<TLocationResult> {
  const session = asSpot(read(deps.session, STORAGE_KEYS.session));
  if (session) return session;

  const lastCached = stampedSpot(read(deps.local, STORAGE_KEYS.lastReport), 'userId');
  if (lastCached && deps.userId && lastCached.stamp === deps.userId)
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

  const ipCached = stampedSpot(read(deps.local, STORAGE_KEYS.ip), 'at');
  if (ipCached && typeof ipCached.stamp === 'number' && deps.now() - ipCached.stamp < IP_CACHE_MS)
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
