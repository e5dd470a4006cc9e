export interface Place {
  /** Stable id: geonames:<id> online, zip:<code> or town:<name>|<state> offline */
  placeId: string;
  name: string;
  /** State (or region) name, e.g. Texas */
  admin1: string | null;
  lat: number;
  lon: number;
  timeZone: string | null;
}

/** Finds US places by name or ZIP code. */
export interface PlacesProvider {
  search(query: string, limit: number): Promise<Place[]>;
}
