/**
 * One weather station's normals in the bundled file: each daily series as a 3-harmonic fit over
 * a 366-day year, [a0, a1, b1, a2, b2, a3, b3] in °F (value = a0 + Σ ak cos(2πkt/366) + bk sin(...),
 * t = normalsDayIndex).
 */
export interface StationNormals {
  id: string;
  name: string;
  lat: number;
  lon: number;
  mean: number[];
  sd: number[];
  min: number[] | null;
  max: number[] | null;
}
