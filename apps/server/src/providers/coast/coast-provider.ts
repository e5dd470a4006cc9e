export interface Observation {
  value: number;
  /** ISO instant */
  observedAt: string;
}

export interface CoastObservations {
  stationId: string;
  stationName: string;
  /** Feet above MLLW */
  waterLevelFt: Observation | null;
  waterTempF: Observation | null;
}

/** Latest observed water level and water temperature at a NOAA station. */
export interface CoastProvider {
  latest(stationId: string): Promise<CoastObservations>;
}
