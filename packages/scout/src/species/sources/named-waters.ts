import type { Source } from './source.ts';

/**
 * Sources behind the named-waters table (species/waters) and the sub-region fixes of science
 * passes 5 and 7: agency pages and reports, and agency biologists quoted by newspapers where the agency page
 * itself was not reachable. Each was read in 2026 at the locator given; the citing record says
 * where in it.
 */
export const NAMED_WATER_SOURCES = {
  'nps-yellowstone-regs-2021': {
    title: 'Fishing Regulations 2021: Yellowstone National Park',
    publisher: 'National Park Service',
    year: 2021,
    locator: 'nps.gov/yell (copy at pdfslide.us/documents/fishing-regulations-2021.html)',
  },
  'nps-yellowstone-species-map': {
    title: 'Fishing regulations: species regulations and descriptions (species map of park waters)',
    publisher: 'National Park Service',
    year: 'n.d.',
    locator: 'copy at yumpu.com/en/document/view/47170474',
  },
  'record-bee-clear-lake-2020': {
    title: 'A bass angler\u2019s paradise (Clear Lake fishing report)',
    publisher: 'Lake County Record-Bee',
    year: 2020,
    locator: 'record-bee.com/2020/06/12/a-bass-anglers-paradise/',
  },
  'hanley-clear-lake': {
    title: 'Fly Fishing California (Ken Hanley): Clear Lake',
    publisher: 'Ken Hanley, Fly Fishing California',
    year: 'n.d.',
    locator: 'copy at knigalit.ru/avtori/ken-hanley/book1616320/chitat/?page=22',
  },
  'ndgf-fishing-waters-2020': {
    title: '2020 North Dakota Fishing Waters (district outlooks, Devils Lake basin)',
    publisher: 'North Dakota Game and Fish Department',
    year: 2020,
    locator: 'gf.nd.gov/magazine/2020/mar-apr/fishing-waters',
  },
  'mlf-sturgeon-bay-smallmouth-2020': {
    title: "All You Need to Know About Sturgeon Bay's Sensational Smallmouth",
    publisher: 'Major League Fishing',
    year: 2020,
    locator: 'majorleaguefishing.com, 13 Jul 2020',
  },
  'postcrescent-sturgeon-bay-2014': {
    title:
      'Finding the fight on Sturgeon Bay (Gary Engberg: smallmouth done spawning, on deep structure)',
    publisher: 'The Post-Crescent (Appleton, WI)',
    year: 2014,
    locator: 'postcrescent.com, 21 Jul 2014',
  },
  'ndgf-devils-lake-survey': {
    title:
      'Devils Lake by the numbers: summer fisheries survey (NDGF biologist Todd Caspers on walleye, pike, perch and white bass)',
    publisher: 'Grand Forks Herald',
    year: 'n.d.',
    locator: 'grandforksherald.com/sports/outdoors/4612044',
  },
  'mdnr-erie-st-clair-2016': {
    title: 'Status of the Fisheries in Michigan Waters of Lake Erie and Lake St. Clair, 2016',
    publisher: 'Michigan Department of Natural Resources',
    year: 2017,
    locator: 'copy at docslib.org/doc/13178561',
  },
  'sdgfp-lake-oahe-2015': {
    title: 'Lake Oahe lake survey: key issues for 2015',
    publisher: 'South Dakota Game, Fish and Parks',
    year: 2015,
    locator: 'gfp.sd.gov/fishing-boating/tacklebox/lake-surveys/lake-oahe/',
  },
  'ndgf-salmon-2023': {
    title: 'Managing salmon in walleye country (Lake Sakakawea)',
    publisher: 'North Dakota Game and Fish Department',
    year: 2023,
    locator: 'gf.nd.gov/magazine/2023/jul/managing-salmon-in-walleye-country',
  },
  'fletchers-cove-2012': {
    title: 'Potomac River reports, Fletcher\u2019s Cove, April 22, 2012',
    publisher: 'Fletcher\u2019s Boathouse',
    year: 2012,
    locator: 'copy at docslib.org/doc/12546613',
  },
  'bend-bulletin-deschutes-2011': {
    title:
      'Time to hit the Lower Deschutes (ODFW biologist Rod French on the chinook and steelhead areas)',
    publisher: 'The Bulletin (Bend)',
    year: 2011,
    locator: 'copy at deschutesriver.org/blog/news/september_8_2011_-_bend_bulletin',
  },
  'udwr-lake-powell-report': {
    title: 'Lake Powell fishing report (Wayne Gustaveson)',
    publisher: 'Utah Division of Wildlife Resources',
    year: 'n.d.',
    locator: 'wildlife.utah.gov/hotspots/reports_lp.php',
  },
  'fs-lake-powell-1999': {
    title: 'Regional reports, West: Lake Powell (UDWR biologist Wayne Gustaveson)',
    publisher: 'Field & Stream',
    year: 1999,
    locator:
      'fieldandstream.com/articles/ishot-business/i-magazine/1999/12/regional-reports-west-155/',
  },
  'cskt-mfwp-flathead-guide': {
    title: 'Flathead Lake Fishing Guide',
    publisher: 'Confederated Salish and Kootenai Tribes and Montana Fish, Wildlife & Parks',
    year: 'n.d.',
    locator: 'copy at paperzz.com/doc/9162972',
  },
  'udwr-bear-lake-2015': {
    title: 'Bear Lake fishing report (Scott Tolentino, UDWR Bear Lake project leader)',
    publisher: 'Salt Lake Tribune',
    year: 2015,
    locator: 'sltrib.com/entertainment/2446650-156/bear-lake-fishing-report-fair',
  },
  'utah-lake-watson': {
    title: 'Utah Lake is a good place to fish (UDWR biologist Jackie Watson)',
    publisher: 'Utah Lake Commission',
    year: 'n.d.',
    locator: 'utahlake.gov/utah-lake-is-a-good-place-to-fish-heres-why/',
  },
  'idfg-pend-oreille-2018': {
    title: 'Lake Pend Oreille state of the lake meeting',
    publisher: 'Idaho Department of Fish and Game',
    year: 2018,
    locator: 'idfg.idaho.gov/blog/2018/04/lake-pend-oreille-state-lake-meeting-april-12th',
  },
  'nhfg-lakes-region-2008': {
    title: 'Fishing forecast: in the Lakes Region, lots of lakes and lots of fish (John Viar)',
    publisher: 'New Hampshire Fish and Game Department',
    year: 2008,
    locator: 'wildlife.state.nh.us/Fishing/fishing_forecast/FF08_Lakes_region.htm',
  },
  'mdifw-sebago-2008': {
    title: 'IFW fishing report: anglers having good luck on Sebago (biologist Francis Brautigam)',
    publisher: 'Portland Press Herald',
    year: 2008,
    locator: 'pressherald.com/2008/06/19/ifw-fishing-report-anglers-having-good-luck-on-sebago/',
  },
  'nysdec-lake-george-2016': {
    title: 'Salmon stocking event at Lake George (NYSDEC stocking and special regulations)',
    publisher: 'LakeGeorge.com',
    year: 2016,
    locator: 'lakegeorge.com/whatsnew/2016/05/salmon-stocking-event-lake-george/',
  },
  'vtfw-champlain-ice-2005': {
    title: 'Ice fishing action picking up throughout Vermont',
    publisher: 'Vermont Fish and Wildlife Department',
    year: 2005,
    locator: 'prleap.com/pr/3583',
  },
  'mndnr-leech-2014': {
    title: 'Abundant walleyes await anglers on opener on Leech Lake (DNR news #32)',
    publisher: 'Minnesota Department of Natural Resources',
    year: 2014,
    locator: 'copy at sportingjournalradio.com/2014/04/28',
  },
  'mndnr-mille-lacs-lakefinder': {
    title: 'LakeFinder: Mille Lacs (48000200), fisheries survey and outlook',
    publisher: 'Minnesota Department of Natural Resources',
    year: 'n.d.',
    locator: 'dnr.state.mn.us/lakefind/showreport.html?downum=48000200',
  },
  'wdnr-winnebago-plan-2018': {
    title: 'Winnebago System Walleye Management Plan (Adam Nickel)',
    publisher: 'Wisconsin Department of Natural Resources',
    year: 2018,
    locator: 'copy at docslib.org/doc/6575828',
  },
  'mdc-ozarks-2011': {
    title:
      'Lake of the Ozarks fishing (MDC surveys: largemouth bass and crappie the most sought) and MDC fishing report of June 30, 2011',
    publisher: 'Missouri Department of Conservation',
    year: 2011,
    locator: 'funlake.blogspot.com/2011/; missourioutdoors.blogspot.com/2011_06_01_archive.html',
  },
  'odnr-lake-erie-forecast-2004': {
    title: 'Lake Erie forecast: yellow perch and smallmouth bass (ODNR Division of Wildlife)',
    publisher: 'The Vindicator',
    year: 2004,
    locator: 'vindyarchives.com/news/2004/jan/27/lake-erie-forecast-fishing-information/',
  },
  'odnr-lake-erie-report': {
    title: 'Lake Erie fishing report: western basin walleye, yellow perch and smallmouth bass',
    publisher: 'Ohio Department of Natural Resources',
    year: 'n.d.',
    locator: 'copy at fishlakeerie.com/news/articles-erie/561.html',
  },
  'twra-chickamauga': {
    title:
      'Florida bass update (TWRA Region III biologist Mike Jolley on Chickamauga Lake) and the Chickamauga accolade',
    publisher: 'Rhea Review; WRCB',
    year: 2017,
    locator: 'rheareview.com/fishermen-must-expect-the-unexpected/; wrcbtv.com/story/38635183',
  },
  'tpwd-toledo-bend-2009': {
    title: 'Toledo Bend Reservoir, 2009 survey report (Todd Driscoll and Dan Ashe)',
    publisher: 'Texas Parks and Wildlife Department',
    year: 2010,
    locator: 'tpwd.texas.gov/publications/pwdpubs/lake_survey/pwd_rp_t3200_1384/2009.phtml',
  },
  'azgfd-havasu-coa': {
    title: 'Arizona Wildlife Conservation Strategy: Lake Havasu conservation opportunity area',
    publisher: 'Arizona Game and Fish Department',
    year: 'n.d.',
    locator: 'awcs.azgfd.com/conservation-opportunity-areas/aquatic/lake-havasu',
  },
  'fishsniffer-shasta': {
    title: 'Top trout destinations: Lake Shasta, the state\u2019s premier rainbow reservoir',
    publisher: 'Fish Sniffer',
    year: 'n.d.',
    locator: 'fishsniffer.com/report/top-trout-destinations-for-this-fall-winter',
  },
  'fs-delta-2008': {
    title: 'California Delta largemouth and stripers (CDFG warmwater fisheries manager Dennis Lee)',
    publisher: 'Field & Stream',
    year: 2008,
    locator: 'fieldandstream.com/articles/gear/2008/02/hot-new-gadgets-2008-shot-show/',
  },
  'fhn-lake-washington': {
    title: 'Explore winter options for Washington trout: Lake Washington (Dusty Routh)',
    publisher: 'Fishing and Hunting News',
    year: 'n.d.',
    locator: 'web.archive.org (steelhead-salmon-fishing.com/Lake_Washington_trout.htm)',
  },
  'fwc-okeechobee-outlook': {
    title: 'FWC gives Okeechobee angling outlook',
    publisher: 'Florida Fish and Wildlife Conservation Commission',
    year: 'n.d.',
    locator: 'copy at thefishingwire.com/fwc-gives-okeechobee-angling-outlook/',
  },
  'gawrd-lanier-2016': {
    title:
      'Georgia fishing report, March 18, 2016 (WRD biologist Pat Snellings on Lanier stripers)',
    publisher: 'Georgia DNR Wildlife Resources Division',
    year: 2016,
    locator: 'georgiawildlife.blog/2016/03/18/georgia-fishing-report-march-18-2016/',
  },
  'cwc-swp-recreation': {
    title: 'Recreation: fishing and trout stocking at State Water Project reservoirs',
    publisher: 'California Water Commission (Department of Water Resources)',
    year: 'n.d.',
    locator: 'cwc.ca.gov/Home/What-We-Do/Recreation',
  },
  'merced-stripers-2019': {
    title:
      'World-class fishing a short drive away in Merced County (San Luis Reservoir and O\u2019Neill Forebay stripers; the CDFW state record)',
    publisher: 'Merced Sun-Star',
    year: 2019,
    locator: 'copy at fishing.magazine-online.net/2019/05/03',
  },
  'latimes-stripers-1996': {
    title: 'Healthy stripers a nice alternative (Pyramid Lake, Silverwood Lake, Lake Skinner)',
    publisher: 'Los Angeles Times',
    year: 1996,
    locator: 'latimes.com/archives/la-xpm-1996-01-03-sp-20418-story.html',
  },
  'critfc-fish-passage-2013': {
    title: 'Spirit of the Salmon Plan, technical recommendation 16: restoring fish passage',
    publisher: 'Columbia River Inter-Tribal Fish Commission',
    year: 2013,
    locator: 'plan.critfc.org/2013/spirit-of-the-salmon-plan/technical-recommendations',
  },
  'aces-pond-stocking': {
    title: 'Species Selection and Stocking in Recreational Fish Ponds',
    publisher: 'Alabama Cooperative Extension System (Auburn University)',
    year: 'n.d.',
    locator:
      'aces.edu/blog/topics/fisheries/species-selection-and-stocking-in-recreational-fish-ponds/',
  },
  'kdfwr-farm-pond': {
    title: 'Farm pond management: stocking and harvesting',
    publisher: 'Kentucky Department of Fish and Wildlife Resources',
    year: 'n.d.',
    locator: 'fw.ky.gov/Fish/Pages/Farm-Pond-Management-Stocking-and-Harvesting.aspx',
  },
  'adfg-matsu-stocked': {
    title: 'Northern Cook Inlet management area: Mat-Su stocked lakes',
    publisher: 'Alaska Department of Fish and Game',
    year: 'n.d.',
    locator: 'adfg.alaska.gov/index.cfm?adfg=ByAreaSouthcentralNorthCookInlet.matsustocked',
  },
  'adfg-matsu-fall-2013': {
    title: 'Northern Cook Inlet fall fishing report, September 2013',
    publisher: 'Alaska Department of Fish and Game',
    year: 2013,
    locator: 'adfg.alaska.gov/sf/FishingReports (area 29, record 3349)',
  },
  'adfg-resurrection-bay': {
    title:
      'Area sport fishing reports: North Gulf Coast / Resurrection Bay (August season; June 2015)',
    publisher: 'Alaska Department of Fish and Game',
    year: 2015,
    locator: 'adfg.alaska.gov/sf/FishingReports/index.cfm?ADFG=R2.summary&Area_key=22',
  },
  'anglers-journal-cape-lookout': {
    title: 'Fishing for albies and red drum off Cape Lookout, North Carolina',
    publisher: 'Anglers Journal',
    year: 'n.d.',
    locator:
      'anglersjournal.com/saltwater/fishing-for-albies-and-red-drum-off-cape-lookout-north-carolina',
  },
  'projo-tautog-2020': {
    title: 'Fishing report, 9 May 2020: the spring tautog bite (Rhode Island, Massachusetts)',
    publisher: 'Providence Journal',
    year: 2020,
    locator:
      'providencejournal.com/sports/20200509/fishing-report-charter-boats-look-to-include-out-of-state-anglers',
  },
  'wdnr-pool-8-2020': {
    title:
      'Wisconsin lake profile: Mississippi River Pool 8 (WDNR biologist David Heath on walleye and sauger)',
    publisher: 'Outdoor News',
    year: 2020,
    locator:
      'outdoornews.com/2020/03/12/wisconsin-lake-profile-mississippi-river-pool-8-la-crosse-county/',
  },
  'iadnr-pool-11-2022': {
    title: 'Mississippi River Pool 11 fishing report (Iowa DNR weekly report)',
    publisher: 'Iowa Department of Natural Resources',
    year: 2022,
    locator: 'copy at claytoncountyiowa.com/news-notes/2022/mississippi-river-pool-11',
  },
  // Science pass 5, the new species wired into named waters and sub-regions.
  'nhfg-salmon-season-2025': {
    title: 'Open-water landlocked salmon season starts Tuesday, April 1 (news release)',
    publisher: 'New Hampshire Fish and Game Department',
    year: 2025,
    locator: 'copy at einpresswire.com/article/797327166',
  },
  'vtfw-champlain-ice-2013': {
    title: 'Free ice fishing day in Vermont will be Jan. 25 (VTFW; biologist Brian Chipman quoted)',
    publisher: 'Vermont Fish and Wildlife Department (Addison Independent)',
    year: 2013,
    locator: 'addisonindependent.com/2013/12/22/free-ice-fishing-day-in-vermont-will-be-jan-25/',
  },
  'vtfw-champlain-salmon-2012': {
    title: 'Salmon fishing is fall fun on Champlain (VTFW biologist Brian Chipman quoted)',
    publisher: 'Rutland Herald',
    year: 2012,
    locator: 'rutlandherald.com/article/20121116/FEATURES08/711169909',
  },
  'ncctu-shad-report-2020': {
    title:
      'The 2020 Shad Report No. 2: signs of progress (Fletcher\u2019s Cove, the Potomac at DC)',
    publisher: 'National Capital Chapter, Trout Unlimited',
    year: 2020,
    locator: 'static-promote.weebly.com/share/68631d4b-15f5-437e-b77a-2771b508d070/frame',
  },
  'cdfw-tahoe-kokanee-2016': {
    title: 'Kokanee fingerlings planted in Lake Tahoe (CDFW stocking release)',
    publisher: 'California Department of Fish and Wildlife (Lake Tahoe News)',
    year: 2016,
    locator: 'laketahoenews.net/2016/07/kokanee-fingerlings-planted-in-lake-tahoe',
  },
  'record-tahoe-kokanee-2019': {
    title: 'Late-season kokanee action strong on Lake Tahoe (Dan Bacher)',
    publisher: 'The Record (Stockton)',
    year: 2019,
    locator: 'recordnet.com/sports/20191008/late-season-kokanee-action-strong-on-lake-tahoe',
  },
  'fishsniffer-shasta-kokanee': {
    title: 'Shasta Lake report: trout and kokanee still on the bite',
    publisher: 'Fish Sniffer',
    year: 'n.d.',
    locator: 'fishsniffer.com/report/shasta-lake',
  },
  'fishsniffer-stampede-2019': {
    title: 'Trollers battle limits of tasty Stampede kokanee salmon (issue 3818, August 2019)',
    publisher: 'Fish Sniffer',
    year: 2019,
    locator:
      'view.joomag.com/fish-sniffer-on-demand-digital-edition-issue-3818-august-16-30/0439751001565157194',
  },
  'adfg-pws-season': {
    title: 'Area sport fishing reports: Prince William Sound (July season; August season)',
    publisher: 'Alaska Department of Fish and Game',
    year: 'n.d.',
    locator: 'adfg.alaska.gov/sf/FishingReports/index.cfm?ADFG=R2.summary&Area_key=11',
  },
  'odfw-sport-albacore': {
    title: 'Ocean recreational albacore fishery (Marine Resources Program)',
    publisher: 'Oregon Department of Fish and Wildlife',
    year: 'n.d.',
    locator: 'dfw.state.or.us/MRP/sportalbacore/index.asp',
  },
  'cdfw-albacore-faq': {
    title: 'When do albacore tuna come through California waters? (CDFW answer, as republished)',
    publisher: 'California Department of Fish and Wildlife (Western Bass)',
    year: 'n.d.',
    locator: 'westernbass.com/article/do-albacore-tuna-come-through-california-waters',
  },
  'sd-landings-bluefin-2024': {
    title: 'Dock totals and saltwater report, 22-28 September 2024 (San Diego landings)',
    publisher: 'San Diego Reader',
    year: 2024,
    locator:
      'sandiegoreader.com/news/2024/sep/29/bluefin-tuna-three-subspecies-vary-greatly-in-size',
  },
  'mv-gazette-bonito': {
    title: 'Fishing columns tagged bonito and false albacore',
    publisher: 'Vineyard Gazette',
    year: 'n.d.',
    locator: 'vineyardgazette.com/tags/bonito and /tags/false-albacore',
  },
  'projo-bonito-2018': {
    title: 'Fishing report: learn how to hook bonito while the getting is good (Dave Monti)',
    publisher: 'Providence Journal',
    year: 2018,
    locator:
      'providencejournal.com/story/sports/2018/08/23/fishing-report-learn-how-to-hook-bonito-while-getting-is-good/10972794007/',
  },
  'ristripedbass-east-wind-2016': {
    title: 'East Wind Changes Everything (RI shore albie season)',
    publisher: 'RI Striped Bass (blog)',
    year: 2016,
    locator: 'ristripedbass.blogspot.com (16 September 2016)',
  },
  'mitchell-november-albies-2023': {
    title: 'November "Albies"! (Ed Mitchell)',
    publisher: 'Ed Mitchell Outdoors',
    year: 2023,
    locator: 'edmitchelloutdoors.com (5 November 2023)',
  },
  'risaf-scup-2013': {
    title:
      'Research to identify mercury levels in scup (scup are 23% of Rhode Island\u2019s recreational catch)',
    publisher: 'Rhode Island Saltwater Anglers Foundation (No Fluke Fishing)',
    year: 2013,
    locator: 'noflukefishing.blogspot.com/2013/06',
  },
  'mdifw-obrey-fall-2012': {
    title:
      'Fall trapnetting in the Moosehead Lake region (Tim Obrey, IFW regional fisheries biologist)',
    publisher: 'Maine Department of Inland Fisheries and Wildlife (via Indian Hill Trading Post)',
    year: 2012,
    locator: 'indianhilltradingpost.wordpress.com/2012/11/',
  },
  'bdn-moosehead-2012': {
    title:
      'Moosehead fisheries efforts paying dividends (IFW biologist Tim Obrey on togue and salmon)',
    publisher: 'Bangor Daily News',
    year: 2012,
    locator:
      'outthere.bdnblogs.com/2012/05/18/fishing/moosehead-fisheries-efforts-paying-dividends/',
  },
  'nysdec-oneida-2017': {
    title: '2017 Oneida Lake Fisheries Report',
    publisher: 'New York State Department of Environmental Conservation',
    year: 2018,
    locator: 'dec.ny.gov/outdoor/41423.html',
  },
  'syracuse-oneida-2020': {
    title: 'Oneida Lake walleye possession limit should be changed to 5 per day: DEC angler survey',
    publisher: 'newyorkupstate.com',
    year: 2020,
    locator:
      'newyorkupstate.com/outdoors/2020/08/oneida-lake-walleye-possession-limit-should-be-changed-to-5-per-day-dec-angler-survey.html',
  },
  'adfg-tanana-report-2018': {
    title:
      'Tanana area sport fishing reports, May-July 2018 (Klaus Wuttig, area management biologist)',
    publisher: 'Alaska Department of Fish and Game (via Delta Wind)',
    year: 2018,
    locator:
      'deltanewsweb.com/2018/07/11/tanana-fishing-report-4/ (and the reports of May 30 and June 12)',
  },
  'adfg-bristol-bay-sport-2018': {
    title:
      'Sport Fisheries in the Bristol Bay Management Area, 2016-2018 (Fishery Management Report 18-27, J. E. Dye and L. K. Borden)',
    publisher: 'Alaska Department of Fish and Game',
    year: 2018,
    locator: 'copy at docslib.org/doc/1813779',
  },
  'hcnews-brazos-stripers-2013': {
    title: 'Wait over, TPWD restocking (striped bass in the Brazos River lakes)',
    publisher: 'Hood County News',
    year: 2013,
    locator: 'hcnews.com/pages/archive/sports-archive/wait-over-tpwd-restocking/',
  },
  'fishgame-stocking-2016': {
    title: 'Talking stock: TPWD hatchery stocking totals for key reservoirs',
    publisher: 'Texas Fish & Game',
    year: 2016,
    locator: 'fishgame.com/2016/09/talking-stock/',
  },
  'tpwd-falcon-2009': {
    title: 'Falcon Reservoir 2009 Survey Report (authors\u2019 summary)',
    publisher: 'Texas Parks and Wildlife Department',
    year: 2010,
    locator: 'tpwd.texas.gov/publications/pwdpubs/lake_survey/pwd_rp_t3200_1291/2009.phtml',
  },
  'tpwd-falcon-2021': {
    title: 'Falcon Reservoir 2021 Survey Report (authors\u2019 summary)',
    publisher: 'Texas Parks and Wildlife Department',
    year: 2022,
    locator: 'tpwd.texas.gov/publications/pwdpubs/lake_survey/pwd_rp_t3200_1291/index.phtml',
  },
  'iowa-dnr-pond-stocking': {
    title: 'Pond stocking and management',
    publisher: 'Iowa Department of Natural Resources',
    year: 'n.d.',
    locator: 'iowadnr.gov/Fishing/About-Fishing-in-Iowa/Iowa-Ponds/Pond-Stocking-and-Management',
  },
  'missoulian-kootenai-browns-2018': {
    title: 'FWP kill order on Kootenai River brown trout above Kootenai Falls',
    publisher: 'Missoula Independent',
    year: 2018,
    locator: 'missoulanews.com (2018)',
  },
  'idnr-skamania': {
    title:
      'Steelhead fishing action heating up in NWI (IDNR Lake Michigan biologist Ben Dickinson on Skamania)',
    publisher: 'Indiana Department of Natural Resources (via Chesterton Tribune)',
    year: 'n.d.',
    locator: 'chestertontribune.com/Environment/steelhead_fishing_action_heating.htm',
  },
  'wdfw-buoy10-2008': {
    title: 'Buoy 10 salmon report (WDFW biologist Joe Hymer)',
    publisher: 'Columbia River Fishing (quoting the Washington Department of Fish and Wildlife)',
    year: 2008,
    locator: 'columbiariverfishing.blogspot.com/2008/08/buoy-ten-salmon-report.html',
  },
  // Science pass 11 (review 10): Oregon's coastal bays in the fall, Lake Fork's spawn.
  'odfw-tillamook-2024': {
    title: 'North Coast recreation report, Tillamook Bay, 18 September 2024',
    publisher: 'Oregon Department of Fish and Wildlife (republished by Nevada Fish Reports)',
    year: 2024,
    locator:
      'nevadafishreports.com/fish_reports/216924/overall-fishing-is-slow-but-fish-still-being-caught-daily.php',
  },
  'statesman-or-chinook-2017': {
    title: 'Fishing report: Fall Chinook fishing best in tidewaters of Oregon coastal streams',
    publisher: 'Statesman Journal (quoting the ODFW recreation report)',
    year: 2017,
    locator:
      'statesmanjournal.com/story/travel/outdoors/2017/10/04/fishing-report-fall-chinook-fishing-best-tidewaters-oregon-coastal-streams/733643001/',
  },
  'oregonian-tillamook-coho-2020': {
    title: 'Bill Monroe: On Tillamook Bay, a surprising glut of coho salmon',
    publisher: 'The Oregonian (oregonlive.com)',
    year: 2020,
    locator:
      'oregonlive.com/sports/2020/10/bill-monroe-on-tillamook-bay-a-surprising-glut-of-coho-salmon.html',
  },
  'oregon-fishing-blog-2010': {
    title: 'Fishing report for Oregon, 3 October 2010 (Northwest: Tillamook Bay)',
    publisher: 'Oregon Fishing blog (The Guide\u2019s Forecast)',
    year: 2010,
    locator: 'oregon-fishing.blogspot.com/2010_10_01_archive.html',
  },
  'tpwd-lake-fork-2017': {
    title: 'Lake Fork, 2017 survey report (Kevin W. Storey and Evan Cartabiano)',
    publisher: 'Texas Parks and Wildlife Department',
    year: 2018,
    locator: 'tpwd.texas.gov/publications/pwdpubs/lake_survey/pwd_rp_t3200_1293/2017.phtml',
  },
  'paris-news-lake-fork-2020': {
    title: 'Fishing column, 19 March 2020: the spawn is happening on Lake Fork',
    publisher: 'The Paris News',
    year: 2020,
    locator: 'theparisnews.com/lifestyles/article_45eaac82-69fa-11ea-825a-43318c4f84df.html',
  },
  'tyler-paper-fork-2023': {
    title: 'East Texas fishing report, 9 March 2023 (Lake Fork)',
    publisher: 'Tyler Morning Telegraph (TPWD weekly fishing report)',
    year: 2023,
    locator:
      'tylerpaper.com/east-texas-fishing-report/article_a09e348a-bf08-11ed-8ae9-a7ac83c6f826.html',
  },
  'hideaway-lake-fork-spawn': {
    title: 'Lake Fork: the spawn',
    publisher: 'Hideaway Harbor (Lake Fork marina and guides)',
    year: 'n.d.',
    locator: 'hideawayharbor.com/spawn.htm',
  },
  'lsonews-fork-spawn': {
    title: 'Spawning bass action begins on Fork',
    publisher: 'Lone Star Outdoor News',
    year: 'n.d.',
    locator: 'lsonews.com/jacob-longoria-14',
  },
  'kvak-valdez-2015': {
    title: 'Valdez anglers bringing home pinks, silvers, halibut and rockfish',
    publisher: 'KVAK Radio (Valdez)',
    year: 2015,
    locator:
      'kvakradio.com/2015/09/01/valdez-anglers-bringing-home-pinks-silvers-halibut-and-rockfish/',
  },
  'picket-news-lynnhaven': {
    title: 'Fishing report: Virginia Beach inlets and oceanfront in October',
    publisher: 'Picket News (Virginia Beach)',
    year: 'n.d.',
    locator: 'picketnews.com/articlePrint.asp?id=6587',
  },
  'charlotte-sun-sheepshead-2020': {
    title: 'Where did all the sheepshead come from?',
    publisher: 'Charlotte Sun (yoursun.com)',
    year: 2020,
    locator:
      'yoursun.com/coastal/boatingandfishing/where-did-all-the-sheepshead-come-from/article_6a476cb0-396f-11eb-b225-0321ced36c24.html',
  },
  'ufifas-taylor-sheepshead-2021': {
    title: 'The time for sheepshead!',
    publisher: 'UF/IFAS Extension, Taylor County',
    year: 2021,
    locator: 'blogs.ifas.ufl.edu/taylorco/2021/11/15/the-time-for-sheepshead/',
  },
  'wb-magazine-pier-kings-2013': {
    title: 'Johnnie Mercer\u2019s Pier (August 2013 issue)',
    publisher: 'Wrightsville Beach Magazine',
    year: 2013,
    locator: 'wrightsvillebeachmagazine.com/flash/2013-8/page_43.html',
  },
  'lumina-spanish-may-2016': {
    title: 'Hook, line and sinker (mid-May 2016 fishing report, Wrightsville Beach)',
    publisher: 'Lumina News',
    year: 2016,
    locator: 'luminanews.com/2016/05/hook-line-and-sinker-103/',
  },
  'coastal-angler-nc-piers-may-2014': {
    title: 'North Carolina fishing piers report: May 2014',
    publisher: 'Coastal Angler Magazine',
    year: 2014,
    locator: 'coastalanglermag.com/?p=62518',
  },
  'fishin-frenzy-log': {
    title: 'Charter log, Oregon Inlet (Fishin\u2019 Frenzy)',
    publisher: 'Fishin\u2019 Frenzy charters',
    year: 'n.d.',
    locator: 'fishinfrenzy.com/category/uncategorized/page/11',
  },
  'wdfw-chelan': {
    title: 'Lake Chelan (WDFW lake description)',
    publisher: 'Washington Department of Fish and Wildlife (quoted on ultimatebass.com)',
    year: 'n.d.',
    locator: 'ultimatebass.com/bass-fishing-forum/index.php?topic=6423.0',
  },
  'graybill-chelan-2011': {
    title: 'Lake Chelan offers a variety of fishing action in the spring (Dave Graybill)',
    publisher: 'Columbia Basin Herald',
    year: 2011,
    locator: 'columbiabasinherald.com/news/2011/apr/04/lake-chelan-offers-a-variety-of-fishing-2/',
  },
  'nysdec-finger-lakes': {
    title: 'Finger Lakes fishing',
    publisher: 'New York State Department of Environmental Conservation',
    year: 'n.d.',
    locator: 'dec.ny.gov/things-to-do/freshwater-fishing/places-to-fish/finger-lakes',
  },
  'buffalo-news-finger-lakes-2014': {
    title: 'Outdoors by Will Elliott: forum focuses on fish (DEC Region 8 state of the lakes)',
    publisher: 'The Buffalo News',
    year: 2014,
    locator: 'buffalonews.com/2014/03/01/outdoors-by-will-elliott-forum-focuses-on-fish/',
  },
  'wdnr-chequamegon-smallmouth': {
    title:
      'If you go to Chequamegon Bay (WDNR Lake Superior fisheries supervisor Steve Schram on the bay smallmouth)',
    publisher: 'Rosemount Town Pages (quoting the Wisconsin Department of Natural Resources)',
    year: 'n.d.',
    locator: 'rosemounttownpages.com/news/1078639-if-you-go-chequamegon-bay',
  },
  'coastal-angler-fort-pierce-jan-2015': {
    title: 'Fort Pierce inshore fishing report and forecast: January 2015 (Capt. Joe Ward)',
    publisher: 'Coastal Angler Magazine (Treasure Coast)',
    year: 2015,
    locator: 'coastalanglermag.com/fort-pierce-inshore-fishing-report-forecast-january-2015',
  },
  'sitd-sebastian-jan-13': {
    title:
      'Week of January 13: chilly temps have cooled the bite, but black drum, pompano, whiting, flounder are out there',
    publisher: 'Sebastian Inlet District (sitd.us)',
    year: 'n.d.',
    locator:
      'sitd.us/week-of-january-13-chilly-temps-have-cooled-the-bite-but-black-drum-pompano-whiting-flounder-are-out-there',
  },
  'nws-melbourne-gulf-stream-wall': {
    title:
      'Coastal waters forecast, east central Florida (Flagler Beach to Jupiter Inlet): Gulf Stream wall',
    publisher: 'National Weather Service Melbourne (as read out, 23 May 2025)',
    year: 2025,
    locator:
      'eachpod.com/podcasts/coastal-marine-weather-in-melbourne-fl-9eAdl/melbourne-florida-for-05-23-2025-fxFDF0E',
  },
  'coastal-angler-juno-pier-mar-2021': {
    title: 'Juno Beach Pier: March 2021',
    publisher: 'Coastal Angler Magazine (Loggerhead Marinelife Center)',
    year: 2021,
    locator: 'coastalanglermag.com/juno-beach-pier-march-2021/',
  },
} as const satisfies Record<string, Source>;
