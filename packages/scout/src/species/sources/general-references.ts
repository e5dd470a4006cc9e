import type { Source } from './source.ts';

/** References cited across several families: field guides, agency species profiles and
 * multi-species spawning tables. */
export const GENERAL_REFERENCES = {
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
  fishbase: {
    title:
      'FishBase species summaries (Froese & Pauly, eds.), environment and temperature envelopes',
    publisher: 'FishBase consortium',
    year: 2024,
    locator: 'fishbase.se',
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
  'fwc-species': {
    title: 'Saltwater fish species profiles',
    publisher: 'Florida Fish and Wildlife Conservation Commission',
    year: 2024,
    locator: 'myfwc.com/wildlifehabitats/profiles/saltwater',
  },
  'flmnh-ichthyology': {
    title: 'Discover Fishes species profiles',
    publisher: 'Florida Museum of Natural History',
    year: 2024,
    locator: 'floridamuseum.ufl.edu/discover-fish',
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
  'cdfw-species': {
    title: 'Marine sportfish identification and life history',
    publisher: 'California Department of Fish and Wildlife',
    year: 2024,
    locator: 'wildlife.ca.gov/Conservation/Marine',
  },
  'adfg-species': {
    title: 'Species profiles',
    publisher: 'Alaska Department of Fish and Game',
    year: 2024,
    locator: 'adfg.alaska.gov/index.cfm?adfg=animals.listfish',
  },
  'md-dnr-shad': {
    title:
      'Shad information: hickory and American shad spawning seasons and temperatures (as posted by Georgetown Fly Fishing)',
    publisher: 'Maryland Department of Natural Resources',
    year: 2010,
    locator: 'copy at georgetownflyfishing.blogspot.com/2010/04/shad-facts.html',
  },
} as const satisfies Record<string, Source>;
