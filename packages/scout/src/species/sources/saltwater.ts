import type { Source } from './source.ts';

/** Saltwater species: red drum, spotted seatrout, snook and tarpon; tunas, scup and gag (review 5). */
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
  'marcinek-pbf-2001': {
    title:
      'Depth and muscle temperature of Pacific bluefin tuna examined with acoustic and pop-up satellite archival tags (Marcinek et al.), Marine Biology 138:869-885',
    publisher: 'peer-reviewed journal',
    year: 2001,
    locator: 'copy at studylib.net/doc/8305979',
  },
  'swfsc-pbf-spawning-2022': {
    title:
      'Recent and historical data show no evidence of Pacific bluefin tuna reproduction in the southern California Current system (Dewar et al.), PLOS ONE 17(6):e0269069',
    publisher: 'NOAA Southwest Fisheries Science Center',
    year: 2022,
    locator: 'journals.plos.org/plosone/article?id=10.1371/journal.pone.0269069',
  },
  'block-yellowfin-1997': {
    title:
      'Environmental preferences of yellowfin tuna (Thunnus albacares) at the northern extent of its range (Block et al.), Marine Biology 130:119-132',
    publisher: 'peer-reviewed journal (abstract read)',
    year: 1997,
    locator: 'doi:10.1007/s002270050231',
  },
  'wexler-yellowfin-larvae-2011': {
    title:
      'Temperature and dissolved oxygen requirements for survival of yellowfin tuna larvae (Wexler, Margulies & Scholey), J. Exp. Mar. Biol. Ecol.',
    publisher: 'peer-reviewed journal (abstract read)',
    year: 2011,
    locator: 'abstract at daneshyari.com/en/article/4396157',
  },
  'albacore-temps-pnw': {
    title:
      'Ocean temperatures and their relation to albacore tuna distribution in waters off the coast of Oregon, Washington and British Columbia',
    publisher: 'U.S. Bureau of Commercial Fisheries investigations (abstract read)',
    year: 'n.d.',
    locator:
      'abstract at discovery.researcher.life/article/ocean-temperatures-and-their-relation-to-albacore-tuna-thunnus-germo-distribution-in-waters-off-the-coast-of-oregon-washington-and-british-columbia',
  },
  'odfw-albacore': {
    title: 'Annual Oregon albacore tuna (Thunnus alalunga) report, 2016',
    publisher: 'Oregon Department of Fish and Wildlife',
    year: 2016,
    locator: 'copy at docslib.org/download/4073646',
  },
  'lsu-gag': {
    title: 'Gulf of Mexico fishes: gag grouper',
    publisher: 'Louisiana Sea Grant (LSU)',
    year: 'n.d.',
    locator: 'lsu.edu/departments/seagrantfish/biological/groupers/gaggrouper.html',
  },
  'usfws-gom-bluefish-model': {
    title:
      'Gulf of Maine watershed habitat analysis: bluefish habitat model (citing Juanes & Conover 1995)',
    publisher: 'USFWS Gulf of Maine Coastal Program',
    year: 2001,
    locator: 'fws.gov/r5gomp/gom/habitatstudy/metadata/bluefish_model.htm',
  },
  'crabtree-tarpon-1997': {
    title:
      'Reproduction of tarpon, Megalops atlanticus, from Florida and Costa Rican waters and notes on their age and growth (Crabtree et al.), Bulletin of Marine Science 61(2):271-285',
    publisher: 'Bulletin of Marine Science',
    year: 1997,
    locator: 'Bull. Mar. Sci. 61(2):271-285 (abstract)',
  },
  'btt-tarpon-life-cycle': {
    title: 'Tarpon life cycle',
    publisher: 'Bonefish & Tarpon Trust',
    year: 'n.d.',
    locator: 'bonefishtarpontrust.org/conservation/research/tarpon-life-cycle',
  },
  'danylchuk-bonefish-2011': {
    title:
      'Aggregations and offshore movements as indicators of spawning activity of bonefish (Albula vulpes) in The Bahamas (Danylchuk et al.), Marine Biology 158',
    publisher: 'Marine Biology',
    year: 2011,
    locator: 'doi.org/10.1007/s00227-011-1707-6',
  },
  'noaa-scup-efh-1999': {
    title:
      'Essential fish habitat source document: scup, Stenotomus chrysops, life history and habitat characteristics (NOAA Technical Memorandum NMFS-NE-149)',
    publisher: 'NOAA Fisheries Northeast Fisheries Science Center',
    year: 1999,
    locator: 'copy at docslib.org/doc/5394003',
  },
  'tpw-magazine-cold-spots-2003': {
    title:
      'Cold Spots: fishing for spotted seatrout in the colder months (Bink Grimes, Texas Parks & Wildlife Magazine, January 2003)',
    publisher: 'Texas Parks and Wildlife Department',
    year: 2003,
    locator: 'tpwmagazine.com/archive/2003/jan/ed_3/',
  },
  'la-sportsman-winter-specks': {
    title: 'Winter in Louisiana can be a speckled wonderland ("Go deep, go slow")',
    publisher: 'Louisiana Sportsman',
    year: 'n.d.',
    locator:
      'louisianasportsman.com/fishing/inshore-fishing/speckled-trout/winter-in-louisiana-can-be-a-speckled-wonderland/',
  },
  'nola-deep-water-2009': {
    title:
      "Fishin' Fridays top spot: deep water with protection from the wind (Bob Marshall, The Times-Picayune, 4 December 2009)",
    publisher: 'The Times-Picayune',
    year: 2009,
    locator: 'nola.com/outdoors/index.ssf/2009/12/fishin_fridays_top_spot_deep_w.html',
  },
} as const satisfies Record<string, Source>;
