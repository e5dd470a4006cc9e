import type { Source } from './source.ts';

/** Inshore and flats saltwater species: red drum, spotted seatrout, snook and tarpon. */
export const SALTWATER_SOURCES = {
  'usfws-hsi-red-drum': {
    title: 'Habitat suitability index models: Larval and juvenile red drum (Buckley)',
    publisher: 'USFWS',
    year: 1984,
    locator: 'FWS/OBS-82/10.74',
  },
  'wilson-nieland-1994': {
    title:
      'Reproductive biology of red drum from the northern Gulf of Mexico (Wilson & Nieland), Fishery Bulletin 92:841-850',
    publisher: 'NOAA Fishery Bulletin',
    year: 1994,
    locator: 'Fish. Bull. 92(4)',
  },
  'red-drum-charleston-2014': {
    title:
      'Description of periodicity and location of red drum (Sciaenops ocellatus) spawning in Charleston Harbor, South Carolina (Renkas), M.S. thesis',
    publisher: 'College of Charleston',
    year: 2014,
    locator: 'repository.library.cofc.edu/items/cb087351-b004-4831-a836-db1217aafca9',
  },
  'usfws-hsi-spotted-seatrout': {
    title: 'Habitat suitability index models: Spotted seatrout (Kostecki)',
    publisher: 'USFWS',
    year: 1984,
    locator: 'FWS/OBS-82/10.75',
  },
  'aces-seatrout': {
    title: 'Spotted seatrout in Alabama (spawning temperatures and season)',
    publisher: 'Alabama Cooperative Extension System',
    year: 2016,
    locator: 'aces.edu/blog/topics/fish-water/spotted-seatrout-in-alabama',
  },
  'saucier-baltz-1993': {
    title:
      'Spawning site selection by spotted seatrout and black drum in Louisiana (Saucier & Baltz), Environmental Biology of Fishes',
    publisher: 'peer-reviewed journal (abstract read)',
    year: 1993,
    locator: 'abstract at staging.scite.ai/authors/michael-h-saucier-8gj643',
  },
  'fwc-snook': {
    title: 'Effects of the winter 2000-2001 freezes on common snook in Florida',
    publisher: 'Florida Fish and Wildlife Conservation Commission',
    year: 2001,
    locator: 'myfwc.com/research/saltwater/fish/snook/winter-2000-2001-freezes',
  },
  'sccf-tarpon': {
    title: 'Sport fishing: tarpon',
    publisher: 'Sanibel-Captiva Conservation Foundation (RECON)',
    year: 2019,
    locator: 'recon.sccf.org/sport-fishing/tarpon',
  },
} as const satisfies Record<string, Source>;
