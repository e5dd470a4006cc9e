import type { Source } from './source.ts';

/** Walleye and yellow perch (percids), northern pike and muskellunge (esocids). */
export const PERCIDS_AND_ESOCIDS_SOURCES = {
  'usfws-hsi-walleye': {
    title: 'Habitat suitability information: Walleye (McMahon, Terrell & Nelson)',
    publisher: 'USFWS',
    year: 1984,
    locator: 'FWS/OBS-82/10.56',
  },
  'ontario-mnr-walleye': {
    title: 'Walleye spawning habitat review: spawning mostly at 5-10 C, peak 7-8 C',
    publisher: 'Ontario Ministry of Natural Resources',
    year: 1996,
    locator: 'mnr.gov.on.ca walleye spawning habitat report',
  },
  'njdfw-walleye': {
    title: 'Garden State Walleye (optimal water temperature 69-75 F)',
    publisher: 'New Jersey Division of Fish and Wildlife, Freshwater Fishing Digest',
    year: 'n.d.',
    locator: 'eregulations.com/newjersey/fishing/freshwater/garden-state-walleye',
  },
  'usfws-hsi-yellow-perch': {
    title: 'Habitat suitability index models: Yellow perch (Krieger, Terrell & Nelson)',
    publisher: 'USFWS',
    year: 1983,
    locator: 'FWS/OBS-82/10.55',
  },
  'perch-spawning-mendota': {
    title:
      'Effects of photoperiod and temperature on the spawning of yellow perch (Perca flavescens): Lake Mendota perch normally spawn at 8.0-12.0 C',
    publisher: 'peer-reviewed journal (abstract read)',
    year: 'n.d.',
    locator:
      'discovery.researcher.life/article/effects-of-photoperiod-and-temperature-on-the-spawning-of-yellow-perch-perca-flavescens-1/2acada73ea9f3f56944b3a4eb2aa377b',
  },
  'perch-spawning-lake-michigan-2015': {
    title:
      'How temperature affects timing and duration of yellow perch spawning in the Indiana waters of Lake Michigan, J. Freshwater Ecol. 30(3):445-453 (spawning began near 11 C and ended above 13 C)',
    publisher: 'peer-reviewed journal (abstract read)',
    year: 2015,
    locator: 'doi:10.1080/02705060.2014.988761',
  },
  'usfws-hsi-northern-pike': {
    title: 'Habitat suitability index models: Northern pike (Inskip)',
    publisher: 'USFWS',
    year: 1982,
    locator: 'FWS/OBS-82/10.17; text read at dnrweblink.state.co.us/CWCB/0/doc/134077/Page10.aspx',
  },
  'pike-thermal-mn-2012': {
    title:
      'Thermal habitat of large versus small northern pike in Minnesota lakes (paper Th-15-19, ultrasonic telemetry)',
    publisher: 'American Fisheries Society, 142nd annual meeting',
    year: 2012,
    locator: 'afs.confex.com/afs/2012/webprogram/Paper9135.html',
  },
  'usfws-hsi-muskellunge': {
    title: 'Habitat suitability index models: Muskellunge (Cook & Solomon)',
    publisher: 'USFWS',
    year: 1987,
    locator: 'Biological Report 82(10.148)',
  },
  'njdfw-muskellunge': {
    title: 'Muskellunge (Esox masquinongy) fact sheet: spawning late March-April at 9.4-15.0 C',
    publisher: 'New Jersey Division of Fish and Wildlife',
    year: 'n.d.',
    locator: 'copy at docslib.org/doc/6838068/muskellunge-esox-masquinongy',
  },
  'mndnr-muskellunge-learn': {
    title: 'How to catch a muskellunge (Minnesota DNR learn-to-fish text)',
    publisher: 'Minnesota Department of Natural Resources',
    year: 'n.d.',
    locator:
      'as republished at millelacs.com/blog/all-blog-posts/how-to-catch-a-muskellunge-by-the-mille-lacs-messenger',
  },
  'njdfw-chain-pickerel': {
    title:
      'Chain pickerel (Esox niger) fact sheet: optimum temperature 21-30 C; spawning at ice-out at 8.3-11.1 C',
    publisher: 'New Jersey Division of Fish and Wildlife',
    year: 'n.d.',
    locator: 'copy at docslib.org/doc/10833270/chain-pickerel-esox-niger',
  },
} as const satisfies Record<string, Source>;
