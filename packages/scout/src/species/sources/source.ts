/**
 * One source the species data cites. USFWS Habitat Suitability Index (HSI) models are the
 * FWS/OBS-82/10.x and Biological Report 82(10.x) series of the U.S. Fish and Wildlife Service.
 */
export interface Source {
  title: string;
  publisher: string;
  /** Publication year, or 'n.d.' when the page carries no date */
  year: number | 'n.d.';
  /** Where to find it: a URL or a series number */
  locator: string;
}
