import type { TClosureRow, UsStateCode } from '@anglerscout/contracts';

/**
 * Where the spot is for the rules: its state from offline boundaries and, at sea, how far it is
 * from the coastline (federal waters begin 3 nautical miles out; 9 off Texas and Gulf Florida).
 * The server looks these up once and passes them in, as it does for lakes.
 */
export interface SpotGeo {
  state: UsStateCode | null;
  /** Distance to the nearest coastline, km (on land or at sea); null when unknown */
  coastKm: number | null;
  /** True when the point is on the water side of the coastline (sea, bay or sound) */
  atSea: boolean;
}

/** A closure row as the science reads it (the database's rows, or the bundled seed). */
export type ClosureRow = TClosureRow;
