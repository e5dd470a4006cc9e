/**
 * An independent second implementation of sun and moon rise, set and transit, used only by the
 * tests to check astronomy-engine. Written from the published algorithms in Jean Meeus,
 * "Astronomical Algorithms" (2nd ed., 1998): ch. 12 sidereal time, ch. 13 coordinate transforms,
 * ch. 15 standard altitudes, ch. 22 nutation (main terms), ch. 25 low-accuracy sun, ch. 47 moon
 * (the largest periodic terms of tables 47.A and 47.B). Accuracy is a few arc-minutes, which is
 * well inside the 2-minute test tolerance for rise and set times at US latitudes.
 */
const RAD = Math.PI / 180;
const sin = (d: number): number => Math.sin(d * RAD);
const cos = (d: number): number => Math.cos(d * RAD);
const norm = (d: number): number => ((d % 360) + 360) % 360;
const DELTA_T_SECONDS = 69; // TT - UT around 2026 (IERS)

interface Equatorial {
  ra: number; // degrees
  dec: number; // degrees
  parallax: number; // degrees (0 for the sun)
}

const julianDay = (ms: number): number => ms / 86_400_000 + 2_440_587.5;

function nutation(T: number): { dPsi: number; eps: number } {
  const omega = 125.04452 - 1934.136261 * T;
  const Ls = 280.4665 + 36000.7698 * T;
  const Lm = 218.3165 + 481267.8813 * T;
  const dPsi =
    (-17.2 * sin(omega) - 1.32 * sin(2 * Ls) - 0.23 * sin(2 * Lm) + 0.21 * sin(2 * omega)) / 3600;
  const dEps =
    (9.2 * cos(omega) + 0.57 * cos(2 * Ls) + 0.1 * cos(2 * Lm) - 0.09 * cos(2 * omega)) / 3600;
  const eps0 = 23 + 26 / 60 + 21.448 / 3600 - (46.815 * T) / 3600;
  return { dPsi, eps: eps0 + dEps };
}

function toEquatorial(lambda: number, beta: number, eps: number): { ra: number; dec: number } {
  const ra =
    Math.atan2(sin(lambda) * cos(eps) - Math.tan(beta * RAD) * sin(eps), cos(lambda)) / RAD;
  const dec = Math.asin(sin(beta) * cos(eps) + cos(beta) * sin(eps) * sin(lambda)) / RAD;
  return { ra: norm(ra), dec };
}

function sunPosition(T: number): Equatorial {
  const L0 = 280.46646 + 36000.76983 * T + 0.0003032 * T * T;
  const M = 357.52911 + 35999.05029 * T - 0.0001537 * T * T;
  const C =
    (1.914602 - 0.004817 * T) * sin(M) +
    (0.019993 - 0.000101 * T) * sin(2 * M) +
    0.000289 * sin(3 * M);
  const omega = 125.04 - 1934.136 * T;
  const lambda = L0 + C - 0.00569 - 0.00478 * sin(omega);
  const eps = 23.439291 - 0.0130042 * T + 0.00256 * cos(omega);
  return { ...toEquatorial(lambda, 0, eps), parallax: 0 };
}

// [D, M, M', F, longitude 1e-6 deg, distance 1e-3 km]
const LR: [number, number, number, number, number, number][] = [
  [0, 0, 1, 0, 6288774, -20905355],
  [2, 0, -1, 0, 1274027, -3699111],
  [2, 0, 0, 0, 658314, -2955968],
  [0, 0, 2, 0, 213618, -569925],
  [0, 1, 0, 0, -185116, 48888],
  [0, 0, 0, 2, -114332, -3149],
  [2, 0, -2, 0, 58793, 246158],
  [2, -1, -1, 0, 57066, -152138],
  [2, 0, 1, 0, 53322, -170733],
  [2, -1, 0, 0, 45758, -204586],
  [0, 1, -1, 0, -40923, -129620],
  [1, 0, 0, 0, -34720, 108743],
  [0, 1, 1, 0, -30383, 104755],
  [2, 0, 0, -2, 15327, 10321],
  [0, 0, 1, 2, -12528, 0],
  [0, 0, 1, -2, 10980, 79661],
  [4, 0, -1, 0, 10675, -34782],
  [0, 0, 3, 0, 10034, -23210],
  [4, 0, -2, 0, 8548, -21636],
  [2, 1, -1, 0, -7888, 24208],
  [2, 1, 0, 0, -6766, 30824],
  [1, 0, -1, 0, -5163, -8379],
  [1, 1, 0, 0, 4987, -16675],
  [2, -1, 1, 0, 4036, -12831],
  [2, 0, 2, 0, 3994, -10445],
  [4, 0, 0, 0, 3861, -11650],
  [2, 0, -3, 0, 3665, 14403],
];
// [D, M, M', F, latitude 1e-6 deg]
const B: [number, number, number, number, number][] = [
  [0, 0, 0, 1, 5128122],
  [0, 0, 1, 1, 280602],
  [0, 0, 1, -1, 277693],
  [2, 0, 0, -1, 173237],
  [2, 0, -1, 1, 55413],
  [2, 0, -1, -1, 46271],
  [2, 0, 0, 1, 32573],
  [0, 0, 2, 1, 17198],
  [2, 0, 1, -1, 9266],
  [0, 0, 2, -1, 8822],
  [2, -1, 0, -1, 8216],
  [2, 0, -2, -1, 4324],
  [2, 0, 1, 1, 4200],
  [2, 1, 0, -1, -3359],
  [2, -1, -1, 1, 2463],
  [2, -1, 0, 1, 2211],
  [2, -1, -1, -1, 2065],
  [0, 1, -1, -1, -1870],
  [4, 0, -1, -1, 1828],
  [0, 1, 0, 1, -1794],
];

function moonPosition(T: number): Equatorial {
  const Lp = 218.3164477 + 481267.88123421 * T - 0.0015786 * T * T;
  const D = 297.8501921 + 445267.1114034 * T - 0.0018819 * T * T;
  const M = 357.5291092 + 35999.0502909 * T - 0.0001536 * T * T;
  const Mp = 134.9633964 + 477198.8675055 * T + 0.0087414 * T * T;
  const F = 93.272095 + 483202.0175233 * T - 0.0036539 * T * T;
  const A1 = 119.75 + 131.849 * T;
  const A2 = 53.09 + 479264.29 * T;
  const A3 = 313.45 + 481266.484 * T;
  const E = 1 - 0.002516 * T - 0.0000074 * T * T;
  const eFactor = (m: number): number => (Math.abs(m) === 1 ? E : Math.abs(m) === 2 ? E * E : 1);
  let sl = 0;
  let sr = 0;
  for (const [d, m, mp, f, l, r] of LR) {
    const arg = d * D + m * M + mp * Mp + f * F;
    sl += l * eFactor(m) * sin(arg);
    sr += r * eFactor(m) * cos(arg);
  }
  let sb = 0;
  for (const [d, m, mp, f, b] of B) sb += b * eFactor(m) * sin(d * D + m * M + mp * Mp + f * F);
  sl += 3958 * sin(A1) + 1962 * sin(Lp - F) + 318 * sin(A2);
  sb +=
    -2235 * sin(Lp) +
    382 * sin(A3) +
    175 * sin(A1 - F) +
    175 * sin(A1 + F) +
    127 * sin(Lp - Mp) -
    115 * sin(Lp + Mp);
  const { dPsi, eps } = nutation(T);
  const lambda = Lp + sl / 1e6 + dPsi;
  const distanceKm = 385000.56 + sr / 1000;
  return {
    ...toEquatorial(lambda, sb / 1e6, eps),
    parallax: Math.asin(6378.14 / distanceKm) / RAD,
  };
}

function apparentSiderealDeg(msUt: number): number {
  const jd = julianDay(msUt);
  const T = (jd - 2451545) / 36525;
  const { dPsi, eps } = nutation(T);
  return norm(
    280.46061837 + 360.98564736629 * (jd - 2451545) + 0.000387933 * T * T + dPsi * cos(eps),
  );
}

type RefBody = 'sun' | 'moon';

function position(body: RefBody, msUt: number): Equatorial {
  const T = (julianDay(msUt + DELTA_T_SECONDS * 1000) - 2451545) / 36525;
  return body === 'sun' ? sunPosition(T) : moonPosition(T);
}

function hourAngle(body: RefBody, msUt: number, lon: number): number {
  const p = position(body, msUt);
  return norm(apparentSiderealDeg(msUt) + lon - p.ra);
}

/** Geocentric altitude minus the standard altitude of the event (Meeus ch. 15). */
function altitudeAboveStandard(
  body: RefBody,
  msUt: number,
  lat: number,
  lon: number,
  sunStandard: number,
): number {
  const p = position(body, msUt);
  const H = apparentSiderealDeg(msUt) + lon - p.ra;
  const h = Math.asin(sin(lat) * sin(p.dec) + cos(lat) * cos(p.dec) * cos(H)) / RAD;
  const standard = body === 'sun' ? sunStandard : 0.7275 * p.parallax - 34 / 60;
  return h - standard;
}

function findCrossing(
  f: (ms: number) => number,
  startMs: number,
  endMs: number,
  rising: boolean,
): number | null {
  const step = 10 * 60_000;
  let a = startMs;
  let fa = f(a);
  for (let b = startMs + step; a < endMs; b += step) {
    const fb = f(b);
    const crosses = rising ? fa < 0 && fb >= 0 : fa > 0 && fb <= 0;
    if (crosses && Math.abs(fb - fa) < 90) {
      let lo = a;
      let hi = b;
      while (hi - lo > 1000) {
        const mid = (lo + hi) / 2;
        const fm = f(mid);
        if (rising ? fm < 0 : fm > 0) lo = mid;
        else hi = mid;
      }
      const t = (lo + hi) / 2;
      return t < endMs ? t : null;
    }
    a = b;
    fa = fb;
  }
  return null;
}

export interface RefEvents {
  sunrise: number | null;
  sunset: number | null;
  civilDawn: number | null;
  civilDusk: number | null;
  moonrise: number | null;
  moonset: number | null;
  moonUpperTransit: number | null;
  moonLowerTransit: number | null;
}

/** Events in [startMs, endMs) as epoch milliseconds. */
export function referenceEvents(
  lat: number,
  lon: number,
  startMs: number,
  endMs: number,
): RefEvents {
  const alt = (body: RefBody, std: number) => (ms: number) =>
    altitudeAboveStandard(body, ms, lat, lon, std);
  const wrapped = (target: number) => (ms: number) =>
    ((hourAngle('moon', ms, lon) - target + 540) % 360) - 180;
  return {
    sunrise: findCrossing(alt('sun', -50 / 60), startMs, endMs, true),
    sunset: findCrossing(alt('sun', -50 / 60), startMs, endMs, false),
    civilDawn: findCrossing(alt('sun', -6), startMs, endMs, true),
    civilDusk: findCrossing(alt('sun', -6), startMs, endMs, false),
    moonrise: findCrossing(alt('moon', 0), startMs, endMs, true),
    moonset: findCrossing(alt('moon', 0), startMs, endMs, false),
    moonUpperTransit: findCrossing(wrapped(0), startMs, endMs, true),
    moonLowerTransit: findCrossing(wrapped(180), startMs, endMs, true),
  };
}
