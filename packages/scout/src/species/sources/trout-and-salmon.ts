import type { Source } from './source.ts';

/** Trout, char and Pacific salmon. */
export const TROUT_AND_SALMON_SOURCES = {
  // Science pass 17 (review 13 r05): trout in still water, from the review's Pyramid Lake sources
  // and a Washington agency page and press pieces on lake trout fishing.
  'pyramid-lake-fly-march-2015': {
    title:
      'Pyramid Lake fishing report, March 17th 2015: nymphing (Maholo midges) under an indicator in 5-10 ft of water; stripping woolly buggers, beetles and tadpoles on windy days or early and late',
    publisher: 'Pyramid Lake Fly Fishing',
    year: 2015,
    locator: 'pyramidlakeflyfishing.com/fishing-report-march-17th-2015/',
  },
  'gilligans-pyramid-march-2014': {
    title:
      'Pyramid Lake fishing report 3-27-14: big cutthroat cruise the shallow water and drop-offs near the beaches; midging with an indicator produces lots of fish, the shooting-head style (popcorn beetles and buggers) produces fish too',
    publisher: "Gilligan's Guide Service",
    year: 2014,
    locator: 'gilligansguideservice.com/2014/03/27/pyramid-lake-fishing-report-3-27-14/',
  },
  'roskelley-chironomids-2005': {
    title:
      'Technique helps anglers catch big ones on the fly: chironomid pupae under a yarn indicator on a floating line and long leader, or on a sinking line fished up from the bottom, in Washington lakes',
    publisher: 'The Spokesman-Review (Fenton Roskelley)',
    year: 2005,
    locator: 'spokesman.com/stories/2005/jun/12/technique-helps-anglers-catch-big-ones-on-the-fly/',
  },
  'wdfw-trout': {
    title:
      'Trout (WDFW species page): lowland-lake trout fish best in spring and fall when the water is cool; in summer heat the trout go deeper in the lakes, to colder water',
    publisher: 'Washington Department of Fish and Wildlife',
    year: 'n.d.',
    locator: 'wdfw.wa.gov/species-habitats/species/fish/trout',
  },
  'wa-outdoors-spring-trout-2024': {
    title:
      'Five ways to catch trout this spring (lakes): cast a spinner (chrome blades in coloured water or cloud, brass, black or copper in sun) or a spoon from shore or boat; troll flashers with a spinner, spoon or fly; bait on a sliding sinker or under a slip bobber',
    publisher: 'The Washington Outdoors Report, Leavenworth Echo',
    year: 2024,
    locator: 'leavenworthecho.com/outdoors/washington-outdoors-report-51',
  },
  // Science pass 16 (review 11 r01 minor 3): the flies of the Lake Erie steelhead creeks.
  'fly-fisherman-erie-steelhead-2020': {
    title:
      'New steelhead water in Erie, PA: fall-run fish in the Lake Erie tributaries (Elk Creek); egg patterns are often the most productive flies, and a dead-drifted nymph through the riffles takes fish too',
    publisher: 'Fly Fisherman magazine',
    year: 2020,
    locator: 'flyfisherman.com/editorial/new-steelhead-water-in-erie-pa/386233',
  },
  'usfws-hsi-rainbow-trout': {
    title: 'Habitat suitability information: Rainbow trout (Raleigh, Hickman, Solomon & Nelson)',
    publisher: 'USFWS',
    year: 1984,
    locator: 'FWS/OBS-82/10.60',
  },
  'usbr-ruedi-fses-1989': {
    title:
      'Ruedi Reservoir Round II Water Marketing Program, Final Supplement to the Final Environmental Statement, p. 3.12 and 3.21',
    publisher: 'U.S. Bureau of Reclamation (Colorado Water Conservation Board records)',
    year: 1989,
    locator: 'dnrweblink.state.co.us/CWCB/0/doc/133360/Page58.aspx (and Page49.aspx)',
  },
  'taylor-creek-mysis-2010': {
    title: 'Demystifying Mysis Shrimp (the Fryingpan below Ruedi Dam)',
    publisher: 'Taylor Creek Fly Shop, Basalt (blog)',
    year: 2010,
    locator: 'taylorcreek.com blog, 2010',
  },
  'hawg-trough-fryingpan-2002': {
    title: 'Fryingpan River trip report, October 2002 (afternoon BWO hatch, size 20 parachutes)',
    publisher: 'The Hawg Trough',
    year: 2002,
    locator: 'hawgtrough.com trip reports, October 2002',
  },
  'troutpursuit-fryingpan-2011': {
    title: 'Frying Pan River (spawning-season etiquette from the Taylor Creek Fly Shop guides)',
    publisher: 'Trout Pursuit',
    year: 2011,
    locator: 'troutpursuit.com (January 2011)',
  },
  'vva-fall-spawn': {
    title: 'The Fall Spawning Season Trout has Arrived',
    publisher: 'Vail Valley Anglers',
    year: 'n.d.',
    locator: 'blog.vailvalleyanglers.com',
  },
  'fisherman-beware-redds': {
    title: 'Beware of redds',
    publisher: 'The Fisherman',
    year: 'n.d.',
    locator: 'thefisherman.com/article/beware-of-redds/',
  },
  'rainbow-spawning-1971': {
    title:
      'Environmental influences on extended spawning of rainbow trout (Salmo gairdneri), Trans. Am. Fish. Soc. 100:312-318',
    publisher: 'peer-reviewed journal',
    year: 1971,
    locator: 'doi:10.1577/1548-8659(1971)100<312:EIOESO>2.0.CO;2',
  },
  'seafwa-beaver-tailwater-2022': {
    title: 'Rainbow trout growth and survival on the Beaver tailwater in Arkansas',
    publisher: 'Journal of the Southeastern Association of Fish and Wildlife Agencies',
    year: 2022,
    locator: 'seafwa.org/journal/2022/rainbow-trout-growth-and-survival-beaver-tailwater-arkansas',
  },
  'usgs-little-red-browns': {
    title: 'Brown trout movement in the Little Red River tailwater (project description)',
    publisher:
      'USGS Cooperative Fish and Wildlife Research Units, with the Arkansas Game and Fish Commission',
    year: 2022,
    locator: 'www1.usgs.gov/coopunits/project/238658295808/jspurgeon2',
  },
  'usfws-hsi-brown-trout': {
    title:
      'Habitat suitability index models and instream flow suitability curves: Brown trout (Raleigh, Zuckerman & Nelson)',
    publisher: 'USFWS',
    year: 1986,
    locator: 'Biological Report 82(10.124)',
  },
  'njdfw-brown-trout': {
    title:
      'Brown trout (Salmo trutta) fact sheet: optimum temperature 12-19 C; spawning October-December at 7-9 C',
    publisher: 'New Jersey Division of Fish and Wildlife',
    year: 'n.d.',
    locator: 'copy at docslib.org/doc/9432142/brown-trout-salmo-trutta',
  },
  'usfws-hsi-brook-trout': {
    title: 'Habitat suitability index models: Brook trout (Raleigh)',
    publisher: 'USFWS',
    year: 1982,
    locator: 'FWS/OBS-82/10.24',
  },
  'njdfw-brook-trout': {
    title:
      'Brook trout (Salvelinus fontinalis) fact sheet: spawning mid-September into November at 4.5-10 C',
    publisher: 'New Jersey Division of Fish and Wildlife',
    year: 'n.d.',
    locator: 'copy at docslib.org/download/7421234/brook-trout-salvelinus-fontinalis',
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
  'idfg-kokanee': {
    title: 'Kokanee salmon add color to Idaho streams (Idaho Department of Fish and Game release)',
    publisher: 'Idaho Department of Fish and Game',
    year: 2014,
    locator:
      'copy at hagadonenewsnetwork.com/news/2014/sep/04/kokanee-salmon-add-color-to-idaho-streams-5',
  },
  'idfg-kokanee-runs': {
    title: 'Back to school (Art Butts, fisheries biologist, on early- and late-run kokanee)',
    publisher: 'Idaho Department of Fish and Game',
    year: 'n.d.',
    locator: 'idfg.idaho.gov/archive/22612/press-back-school',
  },
  'me-ifw-landlocked-salmon': {
    title: 'Species information: landlocked salmon',
    publisher: 'Maine Department of Inland Fisheries and Wildlife',
    year: 'n.d.',
    locator: 'maine.gov/IFW/fish-wildlife/fisheries/species-information/landlocked-salmon.html',
  },
  'me-landlocked-plan': {
    title:
      'Operational plan for the restoration of diadromous fishes to the Penobscot River: landlocked salmon habitat',
    publisher:
      'Maine Department of Marine Resources and Maine Department of Inland Fisheries and Wildlife',
    year: 'n.d.',
    locator: 'copy at yumpu.com/en/document/view/5551051 (page 230)',
  },
  'usfws-anwr-grayling': {
    title: 'Arctic grayling (Arctic National Wildlife Refuge)',
    publisher: 'USFWS',
    year: 'n.d.',
    locator: 'arctic.fws.gov/graylingmap.htm (archived 2009 at webarchive.library.unt.edu)',
  },
  'wdfw-pink-salmon': {
    title:
      'Pink salmon flood into Puget Sound (2013) and Pink salmon bumper crop headed for Puget Sound (2015), WDFW managers quoted',
    publisher: 'Spokesman-Review (WDFW)',
    year: 2015,
    locator:
      'spokesman.com/stories/2013/aug/04/field-reports-field-reports-pink-salmon-flood; spokesman.com/stories/2015/jun/18/pink-salmon-numbers-will-be-plentiful-in-puget',
  },
  'salmonfly-circuit-2004': {
    title:
      "Salmonfly Ecstasy (K. McCafferty): the salmonfly hatch river by river, Henry's Fork Box Canyon May 22 to June 7, then the Montana rivers",
    publisher: 'Field & Stream',
    year: 2004,
    locator: 'fieldandstream.com/articles/keith-mccafferty/2004/06/salmonfly-ecstasy/',
  },
  'salmonfly-timing-guide': {
    title:
      'Chasing the Salmonfly Hatch: typical timing by river (Deschutes early May to mid-June; Big Hole early to mid-June; Madison and Yellowstone late June into July)',
    publisher: 'RiverReports',
    year: 'n.d.',
    locator: 'riverreports.com/river-intel/topics/salmonfly-hatches-western-guide',
  },
  'henrys-fork-box-canyon-hatches': {
    title:
      "Henry's Fork Box Canyon: fast pocket water, salmonflies from about the end of May to the first or second week of June, unlike the smooth spring-creek water of Harriman State Park",
    publisher: 'Fly Fishing Yellowstone National Park (Perfect Fly)',
    year: 'n.d.',
    locator: 'flyfishingyellowstonenationalpark.com/ai130.html',
  },
  'henrys-fork-june-hatches': {
    title:
      "June on the Henry's Fork: Harriman Ranch opens June 15; PMDs, Brown and Green Drakes and caddis in the Ranch; salmonflies over by early June except in Box Canyon",
    publisher: 'Fly Fishing Yellowstone National Park (Perfect Fly)',
    year: 'n.d.',
    locator: 'flyfishingyellowstonenationalpark.com/?p=1006',
  },
  'railroad-ranch-selective': {
    title:
      'The Ranch: the Green Drake hatch on the Railroad Ranch, "ultra selective rainbows and spring creek conditions"',
    publisher: 'Chi Wulff (guide blog)',
    year: 2014,
    locator: 'chiwulff.com/2014/07/02/the-ranch',
  },
  'arkansas-caddis-2011': {
    title:
      'Caddis primed to give Arkansas River anglers a treat: the Brachycentrus hatch starts in Cañon City and marches upstream toward Salida; "55 degrees is the money temp" (Royal Gorge Anglers)',
    publisher: 'The Denver Post',
    year: 2011,
    locator: 'denverpost.com/2011/04/26/caddis-primed-to-give-arkansas-river-anglers-a-treat/',
  },
  'arkansas-spring-caddis-guide': {
    title:
      "Arkansas River spring fishing: the Mother's Day caddis starts near Cañon City in mid-April at about 54 °F water and moves upriver; mid-afternoon through dusk, nymphs in the morning",
    publisher: 'RiverReports',
    year: 'n.d.',
    locator: 'riverreports.com/river-intel/rivers/arkansas-river-spring-fishing',
  },
  'bighorn-sowbug-report': {
    title:
      'Bighorn River conditions, May 21, 2020: nymphing with scud and sowbug imitations below Fort Smith',
    publisher: 'Bighorn Fly & Tackle Shop',
    year: 2020,
    locator: 'bighornfly.com/bighorn-river-news/bighorn-river-conditions-as-of-may-21-2020/',
  },
  'white-norfork-bugs': {
    title: 'White River and Norfork tailwater food: scuds, sow bugs, midges, worms, shad (J. Hunt)',
    publisher: 'Flys and Guides (White River, Arkansas)',
    year: 'n.d.',
    locator: 'flysandguides.com/wr-norfork-bugs/',
  },
  'green-river-dwr-2012': {
    title:
      "Celebrate St. Patty's Day by fishing the Green: DWR Flaming Gorge Project biologist M. McKell's report, nymphing the A Section with zebra midges, grey scuds and WD40s, BWO and caddis dries in the afternoon",
    publisher: 'The Salt Lake Tribune (Utah Division of Wildlife Resources report)',
    year: 2012,
    locator: 'archive.sltrib.com/article.php?id=53724837&itype=CMSID',
  },
  'lower-madison-salmonflies-2012': {
    title:
      'Salmonflies and Golden Stones on the way: the Lower Madison and the Big Hole get the first wave of salmonflies in early June',
    publisher: 'Montana Flyfishing Expeditions',
    year: 2012,
    locator: 'montanaflyfishingx.com/blog/view/7535',
  },
} as const satisfies Record<string, Source>;
