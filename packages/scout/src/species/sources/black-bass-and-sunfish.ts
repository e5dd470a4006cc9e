import type { Source } from './source.ts';

/** Black bass, sunfish and crappie: HSI models, thermal reviews and spawning notes. */
export const BLACK_BASS_AND_SUNFISH_SOURCES = {
  'usfws-hsi-largemouth': {
    title: 'Habitat suitability index models: Largemouth bass (Stuber, Gebhart & Maughan)',
    publisher: 'USFWS',
    year: 1982,
    locator: 'FWS/OBS-82/10.16',
  },
  'usfws-hsi-smallmouth': {
    title: 'Habitat suitability index models: Smallmouth bass (Edwards, Gebhart & Maughan)',
    publisher: 'USFWS',
    year: 1983,
    locator: 'FWS/OBS-82/10.36',
  },
  'usfws-hsi-spotted-bass': {
    title: 'Habitat suitability index models and instream flow suitability curves: Spotted bass',
    publisher: 'USFWS',
    year: 1984,
    locator: 'FWS/OBS-82/10 series (spotted bass)',
  },
  'wy-bass-thermal-review': {
    title:
      'Review of largemouth and smallmouth bass thermal ecology for Wyoming impoundments (citing Coutant 1975; Hile & Juday 1941; Dendy 1948)',
    publisher: 'Colorado Water Conservation Board document library',
    year: 1983,
    locator: 'dnrweblink.state.co.us CWCB doc 133706',
  },
  'fwc-bass-spawn-2011': {
    title:
      'News release on the Florida largemouth bass prespawn (Bob Wattendorf): bedding begins once water rises above 58 F and may continue until the mid-to-upper 70s',
    publisher: 'Florida Fish and Wildlife Conservation Commission',
    year: 2011,
    locator:
      'release of 2011-03-03, reproduced at fishinglifetoday.blogspot.com/2011/03/bass-time.html',
  },
  'usfws-hsi-bluegill': {
    title: 'Habitat suitability index models: Bluegill (Stuber, Gebhart & Maughan)',
    publisher: 'USFWS',
    year: 1982,
    locator: 'FWS/OBS-82/10.8',
  },
  'usfws-hsi-black-crappie': {
    title:
      'Habitat suitability index models: Black crappie (Edwards, Krieger, Bacteller & Maughan)',
    publisher: 'USFWS',
    year: 1982,
    locator: 'FWS/OBS-82/10.6',
  },
  'usfws-hsi-white-crappie': {
    title: 'Habitat suitability index models: White crappie (Edwards, Krieger, Gebhart & Maughan)',
    publisher: 'USFWS',
    year: 1982,
    locator: 'FWS/OBS-82/10.7',
  },
  'mn-dnr-crappie-spawn': {
    title:
      'Spring crappie fishing myths (Fergus Falls area fisheries office): crappies spawn when water reaches the mid-to-upper 60s F',
    publisher: 'Minnesota Department of Natural Resources, in the Fergus Falls Journal',
    year: 'n.d.',
    locator:
      'fergusfallsjournal.com/sports/outdoors/spring-crappie-fishing-myths/article_3142cf88-c4a4-11ec-9dfe-4352225645aa.html',
  },
} as const satisfies Record<string, Source>;
