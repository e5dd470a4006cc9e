import type { UsStateCode } from '@anglerscout/contracts';

export interface Agency {
  /** The name as anglers know it ("Florida FWC") */
  name: string;
  /** What the link opens ("saltwater regulations") */
  page: string;
  url: string;
}

export interface StateAgencies {
  fresh: Agency;
  /** The saltwater agency where the state has a coast; null inland */
  salt: Agency | null;
}

const one = (name: string, url: string, page = 'fishing regulations'): Agency => ({
  name,
  page,
  url,
});

/**
 * Each state's fishing agency and its official regulations page, for fresh and (on the coast)
 * salt water. Where one agency writes both, both entries name it. Pages as the agencies
 * published them when read in 2026; an agency that moves its page is the review's job (the
 * test suite checks every entry is https and on the agency's own domain or its official
 * regulations publisher).
 */
export const STATE_AGENCIES: Record<UsStateCode, StateAgencies> = {
  AL: {
    fresh: one('Alabama ADCNR Wildlife and Freshwater Fisheries', 'https://www.outdooralabama.com/fishing/freshwater-fishing-regulations', 'freshwater regulations'),
    salt: one('Alabama ADCNR Marine Resources', 'https://www.outdooralabama.com/fishing/saltwater-fishing', 'saltwater regulations'),
  },
  AK: {
    fresh: one('Alaska Department of Fish and Game', 'https://www.adfg.alaska.gov/index.cfm?adfg=fishregulations.main', 'sport fishing regulations and emergency orders'),
    salt: one('Alaska Department of Fish and Game', 'https://www.adfg.alaska.gov/index.cfm?adfg=fishregulations.main', 'sport fishing regulations and emergency orders'),
  },
  AZ: { fresh: one('Arizona Game and Fish Department', 'https://www.azgfd.com/fishing/regulations/'), salt: null },
  AR: { fresh: one('Arkansas Game and Fish Commission', 'https://www.agfc.com/fishing/'), salt: null },
  CA: {
    fresh: one('California CDFW', 'https://wildlife.ca.gov/Fishing/Inland', 'inland (freshwater) regulations'),
    salt: one('California CDFW', 'https://wildlife.ca.gov/Fishing/Ocean/Regulations', 'ocean sport fishing regulations'),
  },
  CO: { fresh: one('Colorado Parks and Wildlife', 'https://cpw.state.co.us/fishing'), salt: null },
  CT: {
    fresh: one('Connecticut DEEP', 'https://portal.ct.gov/deep/fishing/ct-fishing-guide', 'fishing guide (inland)'),
    salt: one('Connecticut DEEP', 'https://portal.ct.gov/deep/fishing/ct-fishing-guide', 'fishing guide (marine)'),
  },
  DE: {
    fresh: one('Delaware DNREC Fish and Wildlife', 'https://dnrec.delaware.gov/fish-wildlife/fishing/'),
    salt: one('Delaware DNREC Fish and Wildlife', 'https://dnrec.delaware.gov/fish-wildlife/fishing/'),
  },
  DC: { fresh: one('DC Department of Energy and Environment', 'https://doee.dc.gov/service/fishing-district'), salt: null },
  FL: {
    fresh: one('Florida FWC', 'https://myfwc.com/fishing/freshwater/regulations/', 'freshwater regulations'),
    salt: one('Florida FWC', 'https://myfwc.com/fishing/saltwater/recreational/', 'saltwater regulations'),
  },
  GA: {
    fresh: one('Georgia DNR Wildlife Resources', 'https://georgiawildlife.com/fishing/regulations', 'freshwater regulations'),
    salt: one('Georgia DNR Coastal Resources', 'https://coastalgadnr.org/RecreationalFishing', 'saltwater regulations'),
  },
  HI: {
    fresh: one('Hawaii DLNR Division of Aquatic Resources', 'https://dlnr.hawaii.gov/dar/fishing/fishing-regulations/'),
    salt: one('Hawaii DLNR Division of Aquatic Resources', 'https://dlnr.hawaii.gov/dar/fishing/fishing-regulations/'),
  },
  ID: { fresh: one('Idaho Fish and Game', 'https://idfg.idaho.gov/fish/rules'), salt: null },
  IL: { fresh: one('Illinois DNR', 'https://dnr.illinois.gov/fishing/fishingregulations.html'), salt: null },
  IN: { fresh: one('Indiana DNR', 'https://www.in.gov/dnr/fish-and-wildlife/fishing/fishing-regulations/'), salt: null },
  IA: { fresh: one('Iowa DNR', 'https://www.iowadnr.gov/things-do/fishing/fishing-regulations'), salt: null },
  KS: { fresh: one('Kansas Department of Wildlife and Parks', 'https://ksoutdoors.com/Fishing/Fishing-Regulations'), salt: null },
  KY: { fresh: one('Kentucky Fish and Wildlife', 'https://fw.ky.gov/Fish/Pages/Fishing-Regulations.aspx'), salt: null },
  LA: {
    fresh: one('Louisiana LDWF', 'https://www.wlf.louisiana.gov/page/fishing-regulations'),
    salt: one('Louisiana LDWF', 'https://www.wlf.louisiana.gov/page/fishing-regulations'),
  },
  ME: {
    fresh: one('Maine IFW', 'https://www.maine.gov/ifw/fishing-boating/fishing/laws-rules/index.html', 'freshwater fishing laws'),
    salt: one('Maine DMR', 'https://www.maine.gov/dmr/fisheries/recreational', 'recreational saltwater rules'),
  },
  MD: {
    fresh: one('Maryland DNR Fishing and Boating Services', 'https://dnr.maryland.gov/fisheries/pages/regulations/index.aspx'),
    salt: one('Maryland DNR Fishing and Boating Services', 'https://dnr.maryland.gov/fisheries/pages/regulations/index.aspx'),
  },
  MA: {
    fresh: one('MassWildlife', 'https://www.mass.gov/freshwater-fishing-regulations', 'freshwater regulations'),
    salt: one('Massachusetts Division of Marine Fisheries', 'https://www.mass.gov/recreational-saltwater-fishing-regulations', 'saltwater regulations'),
  },
  MI: { fresh: one('Michigan DNR', 'https://www.michigan.gov/dnr/things-to-do/fishing/regulations'), salt: null },
  MN: { fresh: one('Minnesota DNR', 'https://www.dnr.state.mn.us/regulations/fishing/index.html'), salt: null },
  MS: {
    fresh: one('Mississippi MDWFP', 'https://www.mdwfp.com/fishing-boating/fishing-rules-regs/', 'freshwater regulations'),
    salt: one('Mississippi Department of Marine Resources', 'https://dmr.ms.gov/recreational-fishing/', 'saltwater regulations'),
  },
  MO: { fresh: one('Missouri Department of Conservation', 'https://mdc.mo.gov/fishing/regulations'), salt: null },
  MT: { fresh: one('Montana FWP', 'https://fwp.mt.gov/fish/regulations'), salt: null },
  NE: { fresh: one('Nebraska Game and Parks', 'https://outdoornebraska.gov/fishing/'), salt: null },
  NV: { fresh: one('Nevada Department of Wildlife', 'https://www.ndow.org/fish/fishing-regulations/'), salt: null },
  NH: {
    fresh: one('New Hampshire Fish and Game', 'https://www.wildlife.nh.gov/fishing-new-hampshire/fishing-regulations'),
    salt: one('New Hampshire Fish and Game', 'https://www.wildlife.nh.gov/fishing-new-hampshire/fishing-regulations'),
  },
  NJ: {
    fresh: one('New Jersey Fish and Wildlife', 'https://dep.nj.gov/njfw/fishing/freshwater/', 'freshwater regulations'),
    salt: one('New Jersey Fish and Wildlife', 'https://dep.nj.gov/njfw/fishing/marine/', 'marine regulations'),
  },
  NM: { fresh: one('New Mexico Department of Game and Fish', 'https://wildlife.dgf.nm.gov/fishing/'), salt: null },
  NY: {
    fresh: one('New York DEC', 'https://dec.ny.gov/things-to-do/freshwater-fishing/regulations-guides', 'freshwater regulations'),
    salt: one('New York DEC', 'https://dec.ny.gov/things-to-do/saltwater-fishing/regulations', 'saltwater regulations'),
  },
  NC: {
    fresh: one('North Carolina Wildlife Resources Commission', 'https://www.ncwildlife.gov/fishing/regulations', 'inland regulations'),
    salt: one('North Carolina Division of Marine Fisheries', 'https://www.deq.nc.gov/about/divisions/marine-fisheries/rules-proclamations-and-size-and-bag-limits', 'coastal rules and proclamations'),
  },
  ND: { fresh: one('North Dakota Game and Fish', 'https://gf.nd.gov/fishing/regulations'), salt: null },
  OH: { fresh: one('Ohio DNR Division of Wildlife', 'https://ohiodnr.gov/buy-and-apply/hunting-fishing-boating/fishing-resources/fishing-regulations'), salt: null },
  OK: { fresh: one('Oklahoma Department of Wildlife Conservation', 'https://www.wildlifedepartment.com/fishing/regs'), salt: null },
  OR: {
    fresh: one('Oregon ODFW', 'https://myodfw.com/fishing', 'sport fishing regulations and in-season changes'),
    salt: one('Oregon ODFW', 'https://myodfw.com/fishing', 'sport fishing regulations and in-season changes'),
  },
  PA: { fresh: one('Pennsylvania Fish and Boat Commission', 'https://www.fishandboat.com/Fish/FishingRegulations/'), salt: null },
  RI: {
    fresh: one('Rhode Island DEM', 'https://dem.ri.gov/natural-resources-bureau/fish-wildlife/freshwater-fisheries', 'freshwater regulations'),
    salt: one('Rhode Island DEM Marine Fisheries', 'https://dem.ri.gov/natural-resources-bureau/marine-fisheries', 'marine regulations'),
  },
  SC: {
    fresh: one('South Carolina DNR', 'https://www.dnr.sc.gov/regulations.html'),
    salt: one('South Carolina DNR Marine Resources', 'https://www.dnr.sc.gov/marine/', 'saltwater regulations'),
  },
  SD: { fresh: one('South Dakota Game, Fish and Parks', 'https://gfp.sd.gov/fishing/'), salt: null },
  TN: { fresh: one('Tennessee Wildlife Resources Agency', 'https://www.tn.gov/twra/fishing.html'), salt: null },
  TX: {
    fresh: one('Texas Parks and Wildlife', 'https://tpwd.texas.gov/regulations/outdoor-annual/fishing/', 'Outdoor Annual (freshwater)'),
    salt: one('Texas Parks and Wildlife', 'https://tpwd.texas.gov/regulations/outdoor-annual/fishing/', 'Outdoor Annual (saltwater)'),
  },
  UT: { fresh: one('Utah Division of Wildlife Resources', 'https://wildlife.utah.gov/fishing-in-utah.html'), salt: null },
  VT: { fresh: one('Vermont Fish and Wildlife', 'https://vtfishandwildlife.com/fish/fishing-laws-and-regulations'), salt: null },
  VA: {
    fresh: one('Virginia DWR', 'https://dwr.virginia.gov/fishing/regulations/', 'freshwater regulations'),
    salt: one('Virginia Marine Resources Commission', 'https://mrc.virginia.gov/regulations/swrecfishingrules.shtm', 'saltwater recreational rules'),
  },
  WA: {
    fresh: one('Washington WDFW', 'https://wdfw.wa.gov/fishing/regulations', 'sport fishing rules and emergency rules'),
    salt: one('Washington WDFW', 'https://wdfw.wa.gov/fishing/regulations', 'sport fishing rules and emergency rules'),
  },
  WV: { fresh: one('West Virginia DNR', 'https://wvdnr.gov/fishing/fishing-regulations/'), salt: null },
  WI: { fresh: one('Wisconsin DNR', 'https://dnr.wisconsin.gov/topic/Fishing/regulations'), salt: null },
  WY: { fresh: one('Wyoming Game and Fish', 'https://wgfd.wyo.gov/fishing-boating/fishing-regulations'), salt: null },
}; // prettier-ignore

/**
 * NOAA Fisheries' regional offices, which publish the rules for federal waters (beyond 3
 * nautical miles; 9 off Texas and Gulf Florida) off each coast, and the Atlantic highly
 * migratory species office (tunas, billfish, swordfish, sharks).
 */
export type FederalRegion =
  'greater-atlantic' | 'southeast' | 'west-coast' | 'alaska' | 'pacific-islands';

export const FEDERAL_OFFICES: Record<FederalRegion, Agency> = {
  'greater-atlantic': one('NOAA Fisheries Greater Atlantic Region', 'https://www.fisheries.noaa.gov/region/new-england-mid-atlantic', 'federal-waters rules (Maine to Virginia)'),
  southeast: one('NOAA Fisheries Southeast Region', 'https://www.fisheries.noaa.gov/region/southeast', 'federal-waters rules (North Carolina to Texas)'),
  'west-coast': one('NOAA Fisheries West Coast Region', 'https://www.fisheries.noaa.gov/region/west-coast', 'federal-waters rules (Washington to California)'),
  alaska: one('NOAA Fisheries Alaska Region', 'https://www.fisheries.noaa.gov/region/alaska', 'federal-waters rules (Alaska)'),
  'pacific-islands': one('NOAA Fisheries Pacific Islands Region', 'https://www.fisheries.noaa.gov/region/pacific-islands', 'federal-waters rules (Hawaii)'),
}; // prettier-ignore

export const ATLANTIC_HMS: Agency = one(
  'NOAA Fisheries Atlantic Highly Migratory Species',
  'https://www.fisheries.noaa.gov/topic/atlantic-highly-migratory-species',
  'billfish, tuna, swordfish and shark rules (HMS permit)',
);

const GREATER_ATLANTIC = new Set<UsStateCode>([
  'ME',
  'NH',
  'MA',
  'RI',
  'CT',
  'NY',
  'NJ',
  'DE',
  'MD',
  'VA',
  'PA',
  'DC',
]);
const SOUTHEAST = new Set<UsStateCode>(['NC', 'SC', 'GA', 'FL', 'AL', 'MS', 'LA', 'TX']);
const WEST_COAST = new Set<UsStateCode>(['WA', 'OR', 'CA']); // prettier-ignore

/** The federal office for the waters off a coastal state, or null inland. */
export function federalRegionFor(state: UsStateCode | null): FederalRegion | null {
  if (!state) return null;
  if (GREATER_ATLANTIC.has(state)) return 'greater-atlantic';
  if (SOUTHEAST.has(state)) return 'southeast';
  if (WEST_COAST.has(state)) return 'west-coast';
  if (state === 'AK') return 'alaska';
  if (state === 'HI') return 'pacific-islands';
  return null;
}
