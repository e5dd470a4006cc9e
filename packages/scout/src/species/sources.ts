/**
 * Every source the species data cites. USFWS Habitat Suitability Index (HSI) models are the
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

export const SOURCES = {
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
  'usfws-hsi-channel-catfish': {
    title: 'Habitat suitability index models: Channel catfish (McMahon & Terrell)',
    publisher: 'USFWS',
    year: 1982,
    locator: 'FWS/OBS-82/10.2',
  },
  'usfws-hsi-walleye': {
    title: 'Habitat suitability information: Walleye (McMahon, Terrell & Nelson)',
    publisher: 'USFWS',
    year: 1984,
    locator: 'FWS/OBS-82/10.56',
  },
  'usfws-hsi-northern-pike': {
    title: 'Habitat suitability index models: Northern pike (Inskip)',
    publisher: 'USFWS',
    year: 1982,
    locator: 'FWS/OBS-82/10.17; text read at dnrweblink.state.co.us/CWCB/0/doc/134077/Page10.aspx',
  },
  'usfws-hsi-muskellunge': {
    title: 'Habitat suitability index models: Muskellunge (Cook & Solomon)',
    publisher: 'USFWS',
    year: 1987,
    locator: 'Biological Report 82(10.148)',
  },
  'usfws-hsi-yellow-perch': {
    title: 'Habitat suitability index models: Yellow perch (Krieger, Terrell & Nelson)',
    publisher: 'USFWS',
    year: 1983,
    locator: 'FWS/OBS-82/10.55',
  },
  'usfws-hsi-rainbow-trout': {
    title: 'Habitat suitability information: Rainbow trout (Raleigh, Hickman, Solomon & Nelson)',
    publisher: 'USFWS',
    year: 1984,
    locator: 'FWS/OBS-82/10.60',
  },
  'usfws-hsi-brown-trout': {
    title:
      'Habitat suitability index models and instream flow suitability curves: Brown trout (Raleigh, Zuckerman & Nelson)',
    publisher: 'USFWS',
    year: 1986,
    locator: 'Biological Report 82(10.124)',
  },
  'usfws-hsi-brook-trout': {
    title: 'Habitat suitability index models: Brook trout (Raleigh)',
    publisher: 'USFWS',
    year: 1982,
    locator: 'FWS/OBS-82/10.24',
  },
  'usfws-hsi-cutthroat': {
    title: 'Habitat suitability index models: Cutthroat trout (Hickman & Raleigh)',
    publisher: 'USFWS',
    year: 1982,
    locator: 'FWS/OBS-82/10.5',
  },
  'usfws-hsi-lake-trout': {
    title:
      'Habitat suitability index models: Lake trout, exclusive of the Great Lakes (Marcus, Hubert & Anderson)',
    publisher: 'USFWS',
    year: 1984,
    locator: 'FWS/OBS-82/10.84',
  },
  'usfws-hsi-chinook': {
    title:
      'Habitat suitability index models and instream flow suitability curves: Chinook salmon (Raleigh, Miller & Nelson)',
    publisher: 'USFWS',
    year: 1986,
    locator: 'Biological Report 82(10.122)',
  },
  'usfws-hsi-coho': {
    title: 'Habitat suitability index models: Coho salmon (McMahon)',
    publisher: 'USFWS',
    year: 1983,
    locator: 'FWS/OBS-82/10.49',
  },
  'usfws-hsi-striped-bass': {
    title: 'Habitat suitability index models: Coastal stocks of striped bass (Bain & Bain)',
    publisher: 'USFWS',
    year: 1982,
    locator: 'FWS/OBS-82/10.1',
  },
  'usfws-hsi-red-drum': {
    title: 'Habitat suitability index models: Larval and juvenile red drum (Buckley)',
    publisher: 'USFWS',
    year: 1984,
    locator: 'FWS/OBS-82/10.74',
  },
  'usfws-hsi-spotted-seatrout': {
    title: 'Habitat suitability index models: Spotted seatrout (Kostecki)',
    publisher: 'USFWS',
    year: 1984,
    locator: 'FWS/OBS-82/10.75',
  },
  'wy-bass-thermal-review': {
    title:
      'Review of largemouth and smallmouth bass thermal ecology for Wyoming impoundments (citing Coutant 1975; Hile & Juday 1941; Dendy 1948)',
    publisher: 'Colorado Water Conservation Board document library',
    year: 1983,
    locator: 'dnrweblink.state.co.us CWCB doc 133706',
  },
  'usfws-hsi-spotted-bass': {
    title: 'Habitat suitability index models and instream flow suitability curves: Spotted bass',
    publisher: 'USFWS',
    year: 1984,
    locator: 'FWS/OBS-82/10 series (spotted bass)',
  },
  'schultz-field-guide': {
    title: "Ken Schultz's Field Guide to Freshwater Fish",
    publisher: 'Wiley',
    year: 2004,
    locator: 'ISBN 978-0-471-44995-8',
  },
  'rainbow-spawning-1971': {
    title:
      'Environmental influences on extended spawning of rainbow trout (Salmo gairdneri), Trans. Am. Fish. Soc. 100:312-318',
    publisher: 'peer-reviewed journal',
    year: 1971,
    locator: 'doi:10.1577/1548-8659(1971)100<312:EIOESO>2.0.CO;2',
  },
  'striped-bass-hsi-review': {
    title:
      'Habitat suitability index model for striped bass, lacustrine and riverine habitat (citing Schaich 1979, Cheek 1982, Crance 1985)',
    publisher: 'USFWS, copy in the Colorado Water Conservation Board document library',
    year: 1986,
    locator: 'dnrweblink.state.co.us CWCB doc 134059',
  },
  'striped-bass-thermal-niche-1980': {
    title:
      'Temperatures occupied by ten ultrasonic-tagged striped bass in freshwater lakes, Trans. Am. Fish. Soc. 109',
    publisher: 'peer-reviewed journal',
    year: 1980,
    locator: 'Transactions of the American Fisheries Society 109',
  },
  'scott-crossman-1973': {
    title: 'Freshwater Fishes of Canada (Scott & Crossman)',
    publisher: 'Fisheries Research Board of Canada',
    year: 1973,
    locator: 'Bulletin 184',
  },
  'sdgfp-spawn-temps': {
    title:
      'Water temperatures at which game fish begin to spawn (pike 42-44, walleye 46-48, perch 48-50, smallmouth 59-61, crappie 60-62, bluegill 68-70 F)',
    publisher: 'South Dakota Game, Fish and Parks',
    year: 2018,
    locator: 'as published in the Watertown Public Opinion, 2018-05-10',
  },
  'ontario-mnr-walleye': {
    title: 'Walleye spawning habitat review: spawning mostly at 5-10 C, peak 7-8 C',
    publisher: 'Ontario Ministry of Natural Resources',
    year: 1996,
    locator: 'mnr.gov.on.ca walleye spawning habitat report',
  },
  'wilson-nieland-1994': {
    title:
      'Reproductive biology of red drum from the northern Gulf of Mexico (Wilson & Nieland), Fishery Bulletin 92:841-850',
    publisher: 'NOAA Fishery Bulletin',
    year: 1994,
    locator: 'Fish. Bull. 92(4)',
  },
  'aces-seatrout': {
    title: 'Spotted seatrout in Alabama (spawning temperatures and season)',
    publisher: 'Alabama Cooperative Extension System',
    year: 2016,
    locator: 'aces.edu/blog/topics/fish-water/spotted-seatrout-in-alabama',
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
  'fwc-species': {
    title: 'Saltwater fish species profiles',
    publisher: 'Florida Fish and Wildlife Conservation Commission',
    year: 2024,
    locator: 'myfwc.com/wildlifehabitats/profiles/saltwater',
  },
  'tpwd-species': {
    title: 'Species profiles (fishes)',
    publisher: 'Texas Parks and Wildlife Department',
    year: 2024,
    locator: 'tpwd.texas.gov/huntwild/wild/species',
  },
  'mdc-field-guide': {
    title: 'Discover Nature field guide: fishes',
    publisher: 'Missouri Department of Conservation',
    year: 2024,
    locator: 'mdc.mo.gov/discover-nature/field-guide',
  },
  'noaa-fishwatch': {
    title: 'FishWatch species profiles',
    publisher: 'NOAA Fisheries',
    year: 2024,
    locator: 'fisheries.noaa.gov/species-directory',
  },
  'asmfc-species': {
    title: 'Managed species pages',
    publisher: 'Atlantic States Marine Fisheries Commission',
    year: 2024,
    locator: 'asmfc.org/species',
  },
  'cdfw-species': {
    title: 'Marine sportfish identification and life history',
    publisher: 'California Department of Fish and Wildlife',
    year: 2024,
    locator: 'wildlife.ca.gov/Conservation/Marine',
  },
  'flmnh-ichthyology': {
    title: 'Discover Fishes species profiles',
    publisher: 'Florida Museum of Natural History',
    year: 2024,
    locator: 'floridamuseum.ufl.edu/discover-fish',
  },
  'adfg-species': {
    title: 'Species profiles',
    publisher: 'Alaska Department of Fish and Game',
    year: 2024,
    locator: 'adfg.alaska.gov/index.cfm?adfg=animals.listfish',
  },
  'fwc-bass-spawn-2011': {
    title:
      'News release on the Florida largemouth bass prespawn (Bob Wattendorf): bedding begins once water rises above 58 F and may continue until the mid-to-upper 70s',
    publisher: 'Florida Fish and Wildlife Conservation Commission',
    year: 2011,
    locator:
      'release of 2011-03-03, reproduced at fishinglifetoday.blogspot.com/2011/03/bass-time.html',
  },
  'njdfw-walleye': {
    title: 'Garden State Walleye (optimal water temperature 69-75 F)',
    publisher: 'New Jersey Division of Fish and Wildlife, Freshwater Fishing Digest',
    year: 'n.d.',
    locator: 'eregulations.com/newjersey/fishing/freshwater/garden-state-walleye',
  },
  'njdfw-brown-trout': {
    title:
      'Brown trout (Salmo trutta) fact sheet: optimum temperature 12-19 C; spawning October-December at 7-9 C',
    publisher: 'New Jersey Division of Fish and Wildlife',
    year: 'n.d.',
    locator: 'copy at docslib.org/doc/9432142/brown-trout-salmo-trutta',
  },
  'njdfw-brook-trout': {
    title:
      'Brook trout (Salvelinus fontinalis) fact sheet: spawning mid-September into November at 4.5-10 C',
    publisher: 'New Jersey Division of Fish and Wildlife',
    year: 'n.d.',
    locator: 'copy at docslib.org/download/7421234/brook-trout-salvelinus-fontinalis',
  },
  'njdfw-muskellunge': {
    title: 'Muskellunge (Esox masquinongy) fact sheet: spawning late March-April at 9.4-15.0 C',
    publisher: 'New Jersey Division of Fish and Wildlife',
    year: 'n.d.',
    locator: 'copy at docslib.org/doc/6838068/muskellunge-esox-masquinongy',
  },
  'md-dnr-striped-bass-spawn': {
    title:
      'Striped bass spawn in spring with optimal conditions at 57-68 F; larvae need water above 54 F (department statement on the 2026 spawning outlook)',
    publisher: 'Maryland Department of Natural Resources, as reported by WBOC',
    year: 'n.d.',
    locator: 'wboc.com/news/cold-winter-could-boost-striped-bass-prospects-maryland-dnr-says',
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
  'red-drum-charleston-2014': {
    title:
      'Description of periodicity and location of red drum (Sciaenops ocellatus) spawning in Charleston Harbor, South Carolina (Renkas), M.S. thesis',
    publisher: 'College of Charleston',
    year: 2014,
    locator: 'repository.library.cofc.edu/items/cb087351-b004-4831-a836-db1217aafca9',
  },
  'saucier-baltz-1993': {
    title:
      'Spawning site selection by spotted seatrout and black drum in Louisiana (Saucier & Baltz), Environmental Biology of Fishes',
    publisher: 'peer-reviewed journal (abstract read)',
    year: 1993,
    locator: 'abstract at staging.scite.ai/authors/michael-h-saucier-8gj643',
  },
  'mn-dnr-crappie-spawn': {
    title:
      'Spring crappie fishing myths (Fergus Falls area fisheries office): crappies spawn when water reaches the mid-to-upper 60s F',
    publisher: 'Minnesota Department of Natural Resources, in the Fergus Falls Journal',
    year: 'n.d.',
    locator:
      'fergusfallsjournal.com/sports/outdoors/spring-crappie-fishing-myths/article_3142cf88-c4a4-11ec-9dfe-4352225645aa.html',
  },
  'mdwfp-flathead': {
    title: 'Fish ID guide: flathead catfish (spawning May-July once water reaches about 72-75 F)',
    publisher: 'Mississippi Department of Wildlife, Fisheries, and Parks',
    year: 'n.d.',
    locator: 'mdwfp.com/fishing-boating/fish-id-guide/flathead-catfish',
  },
  'pike-thermal-mn-2012': {
    title:
      'Thermal habitat of large versus small northern pike in Minnesota lakes (paper Th-15-19, ultrasonic telemetry)',
    publisher: 'American Fisheries Society, 142nd annual meeting',
    year: 2012,
    locator: 'afs.confex.com/afs/2012/webprogram/Paper9135.html',
  },
  fishbase: {
    title:
      'FishBase species summaries (Froese & Pauly, eds.), environment and temperature envelopes',
    publisher: 'FishBase consortium',
    year: 2024,
    locator: 'fishbase.se',
  },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;
