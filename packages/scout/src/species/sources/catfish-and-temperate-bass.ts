import type { Source } from './source.ts';

/** Catfish and the temperate basses (striped bass and kin). */
export const CATFISH_AND_TEMPERATE_BASS_SOURCES = {
  'usfws-hsi-channel-catfish': {
    title: 'Habitat suitability index models: Channel catfish (McMahon & Terrell)',
    publisher: 'USFWS',
    year: 1982,
    locator: 'FWS/OBS-82/10.2',
  },
  'mdwfp-flathead': {
    title: 'Fish ID guide: flathead catfish (spawning May-July once water reaches about 72-75 F)',
    publisher: 'Mississippi Department of Wildlife, Fisheries, and Parks',
    year: 'n.d.',
    locator: 'mdwfp.com/fishing-boating/fish-id-guide/flathead-catfish',
  },
  'schultz-field-guide': {
    title: "Ken Schultz's Field Guide to Freshwater Fish",
    publisher: 'Wiley',
    year: 2004,
    locator: 'ISBN 978-0-471-44995-8',
  },
  'usfws-hsi-striped-bass': {
    title: 'Habitat suitability index models: Coastal stocks of striped bass (Bain & Bain)',
    publisher: 'USFWS',
    year: 1982,
    locator: 'FWS/OBS-82/10.1',
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
  'md-dnr-striped-bass-spawn': {
    title:
      'Striped bass spawn in spring with optimal conditions at 57-68 F; larvae need water above 54 F (department statement on the 2026 spawning outlook)',
    publisher: 'Maryland Department of Natural Resources, as reported by WBOC',
    year: 'n.d.',
    locator: 'wboc.com/news/cold-winter-could-boost-striped-bass-prospects-maryland-dnr-says',
  },
  // Science pass 16 (review 12 r01, fix 6): MD DNR's weekly forecasts give the depth to stay above
  // in the main stem when the deep channel water loses its oxygen.
  'md-dnr-fishing-report-2019-05-29': {
    title:
      'Maryland Fishing Report, May 29: to avoid low oxygen in the deep channel from the Bay Bridge down to the state line, avoid fishing deeper than 25 feet (the week before: 30 feet)',
    publisher: 'Maryland Department of Natural Resources',
    year: 2019,
    locator: 'news.maryland.gov/dnr/2019/05/29/maryland-fishing-report-may-29/',
  },
  'md-dnr-fishing-report-2019-07-24': {
    title:
      'Maryland Fishing Report, July 24: gamefish hold just above the "don\'t fish below this depth" line, squeezed between warm surface water and low oxygen; from the Bay Bridge to the state line avoid fishing deeper than 20 feet',
    publisher: 'Maryland Department of Natural Resources',
    year: 2019,
    locator: 'news.maryland.gov/dnr/2019/07/24/maryland-fishing-report-july-24/',
  },
  'chesapeake-white-perch': {
    title: 'Bay Field Guide: white perch',
    publisher: 'Chesapeake Bay Program',
    year: 'n.d.',
    locator: 'chesapeakebay.net field guide (copy in NRC ADAMS ML083390252)',
  },
  'md-dnr-white-perch': {
    title: 'Maryland Fish Facts: white perch',
    publisher: 'Maryland Department of Natural Resources',
    year: 'n.d.',
    locator: 'dnr.maryland.gov/fisheries/Pages/Fish-Facts.aspx?fishname=White%20Perch',
  },
  'wdnr-sturgeon-spawn': {
    title:
      'Wolf River lake sturgeon spawning (Wisconsin DNR biologists quoted by the Shawano Leader and WTAQ)',
    publisher: 'Wisconsin Department of Natural Resources',
    year: 2023,
    locator:
      'shawano34.rssing.com/chan-26024863/article369.html; wtaq.com/2023/04/12/sturgeon-showing-signs-that-spawning-will-begin-soon',
  },
  'tpwd-white-bass-run-2022': {
    title:
      'TPWD says white bass run expectations high for 2022 (Texas Parks and Wildlife Department news release, John Botros)',
    publisher: 'Texas Parks and Wildlife Department (via the Lake Lander)',
    year: 2022,
    locator: 'lakelander.com/2022/03/03/tpwd-says-white-bass-run-expectations-high-for-2022/',
  },
  'chron-colorado-bend-2017': {
    title:
      'Colorado Bend State Park a prime spot for spawning white bass this month (Shannon Tompkins, Houston Chronicle, 2 March 2017)',
    publisher: 'Houston Chronicle',
    year: 2017,
    locator: 'pressreader.com/usa/houston-chronicle/20170302/282157881032523',
  },
  'williams-white-bass-run-2024': {
    title:
      'White Lightning: annual spawning run packs fast action on rivers, creeks across the state (Matt Williams, Mount Pleasant Tribune, 2 March 2024)',
    publisher: 'Mount Pleasant Tribune',
    year: 2024,
    locator: 'newsbreak.com/news/3353362444658-white-lightning',
  },
  'wacotrib-white-bass-2023': {
    title:
      'Plan B on catching white bass (Waco Tribune-Herald outdoors column, 14 January 2023): in a drought the run is stopped by dry streams',
    publisher: 'Waco Tribune-Herald',
    year: 2023,
    locator:
      'wacotrib.com/sports/outdoors-plan-b-on-catching-white-bass/article_e2a2f1b4-9464-11ed-a5d4-5709b69f0d2b.html',
  },
} as const satisfies Record<string, Source>;
