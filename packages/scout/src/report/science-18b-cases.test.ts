/**
 * Expert cases from science pass 18b: review 13's items 5 and 7. In a northern Gulf marsh in
 * winter, redfish and speckled trout lead (r01, Hopedale). An unsourced summer growth minimum no
 * longer decides the lead between the marsh fish. White bass in their spawning run get a river-run
 * rig instead of the open-lake schooling card (r03, Lake Buchanan). Seatrout in their winter phase
 * are fished slowly near the bottom of the deep holes, channels and bayous, not drifted over grass
 * flats or sight-fished (r01). Each fix has twins and negatives, so it is keyed on data, not one
 * spot. Run on the bundled climatology (no forecast).
 */
import { describe, expect, it } from 'vitest';
import { fresh, hasNotice, salt } from './testing/report-readers.ts';
import type { StructuredReport } from './types.ts';

/** A fish's whole "how to fish" card: presentation, approach and feeding times. */
const how = (r: StructuredReport, id: string) => {
  const h = r.howToFish.find((x) => x.speciesId === id);
  if (!h) return '';
  const p = h.presentation;
  return `${p.what} ${p.size} ${p.colours} ${p.how} || ${h.approach} || ${h.feedingTimes.join(', ')}`;
};

// ---------------------------------------------------------------------------------------------
// Review 13 r01 minor 1 (fix 5). Hopedale marsh, 11 December, kayak, live bait: the app chose
// seatrout, sheepshead and black drum, with no redfish. The cause was the winter "cold" penalty
// (−0.2) and the growth fit, both read off red drum's unsourced 68 °F preferred minimum, while
// seatrout's unsourced minimum is 59 °F. Guides and reports: "from Hopedale, down Bayou La Loutre,
// and across the Biloxi Marsh, trout and redfish are just waiting ... hordes of tackle-busting
// reds" in 48-54 °F water (WWL-TV, Frank Davis, 20 Jan 2011).
// ---------------------------------------------------------------------------------------------

const HOPEDALE = {
  lat: 29.83,
  lon: -89.62,
  date: '2027-12-11',
  placeName: 'Hopedale marsh (Bayou La Loutre / Biloxi Marsh edge), St. Bernard Parish, Louisiana',
  state: 'LA',
  fishingType: 'kayak' as const,
  baitType: 'live' as const,
  speciesIds: [] as string[],
};
const hopedale = (over: Partial<typeof HOPEDALE> = {}) => salt({ ...HOPEDALE, ...over }, 2, false);

describe('northern Gulf marsh in winter: redfish and speckled trout lead (review 13 r01)', () => {
  it('Hopedale, 11 December, kayak and live bait: red drum and seatrout are the first two', () => {
    const { ids } = hopedale();
    expect([...ids.slice(0, 2)].sort()).toEqual(['red-drum', 'spotted-seatrout']);
  });

  it('twin: Calcasieu Lake in January, boat and lures: red drum leads, seatrout is a target', () => {
    const { ids } = salt(
      {
        ...HOPEDALE,
        lat: 29.95,
        lon: -93.35,
        date: '2027-01-09',
        placeName: 'Calcasieu Lake, Louisiana',
        waterKind: 'estuary',
        fishingType: 'boat',
        baitType: 'artificial',
      },
      2,
      false,
    );
    expect(ids[0]).toBe('red-drum');
    expect(ids).toContain('spotted-seatrout');
  });

  it('twin: Mississippi Sound off Pass Christian in January: red drum leads, seatrout is a target', () => {
    const { ids } = salt(
      {
        ...HOPEDALE,
        lat: 30.3,
        lon: -89.25,
        date: '2027-01-16',
        placeName: 'Mississippi Sound off Pass Christian, Mississippi',
        state: 'MS',
        waterKind: 'estuary',
        fishingType: 'boat',
        baitType: 'artificial',
      },
      3,
      false,
    );
    expect(ids[0]).toBe('red-drum');
    expect(ids).toContain('spotted-seatrout');
  });

  // LDWF (news release for 20 June 2024; LA Admin Code VII-363): 4 red drum a day, 18-27 in total
  // length, none over 27 in kept. Shown as a notice wherever red drum is a Louisiana target.
  it('Hopedale in December: the Louisiana red drum limits are a rules notice', () => {
    const { r } = hopedale();
    expect(hasNotice(r, /Louisiana red drum .*4 fish .*18-27 in/)).toBe(true);
    expect(
      (r.rules?.notices ?? []).find((n) => /Louisiana red drum/.test(n.text))?.sourceUrl,
    ).toMatch(/^https:\/\/www\.wlf\.louisiana\.gov\//);
  });

  it('negative: no Louisiana red drum notice in Mississippi, nor for a seatrout-only plan', () => {
    const ms = salt(
      {
        ...HOPEDALE,
        lat: 30.3,
        lon: -89.25,
        placeName: 'Mississippi Sound off Pass Christian, Mississippi',
        state: 'MS',
        waterKind: 'estuary',
      },
      3,
      false,
    );
    expect(hasNotice(ms.r, /Louisiana red drum/)).toBe(false);
    const trout = hopedale({ speciesIds: ['spotted-seatrout'] });
    expect(hasNotice(trout.r, /Louisiana red drum/)).toBe(false);
  });

  it('negative: Hopedale in June ranks as before (red drum, then seatrout)', () => {
    const { ids } = hopedale({ date: '2027-06-12' });
    expect(ids).toEqual(['red-drum', 'spotted-seatrout']);
  });

  it('negative: Hopedale in April ranks as before (spring seatrout first)', () => {
    const { ids } = hopedale({ date: '2027-04-10' });
    expect(ids).toEqual(['spotted-seatrout', 'red-drum', 'sheepshead']);
  });

  it("negative: Mobile Bay's delta in February (spring phases) ranks as before", () => {
    const { ids } = salt(
      {
        ...HOPEDALE,
        lat: 30.68,
        lon: -87.98,
        date: '2027-02-13',
        placeName: 'Mobile-Tensaw Delta at the Causeway, Alabama',
        state: 'AL',
        waterKind: 'estuary',
        fishingType: 'shore',
      },
      1,
      false,
    );
    expect(ids).toEqual(['spotted-seatrout', 'red-drum', 'sheepshead']);
  });

  it('negative: a Chesapeake tidal river in December keeps its striped bass', () => {
    const { ids } = salt(
      {
        ...HOPEDALE,
        lat: 38.3,
        lon: -76.4,
        placeName: 'Patuxent River mouth, Maryland',
        state: 'MD',
        waterKind: 'tidal-river',
        fishingType: 'boat',
        baitType: 'artificial',
      },
      2,
      false,
    );
    expect(ids).toEqual(['striped-bass']);
  });
});

// ---------------------------------------------------------------------------------------------
// Review 13 r03 minor 1 (fix 7a). Lake Buchanan, 20 February, boat and lures, white bass in their
// spawn phase: the card was the open-lake summer plan ("cast to breaking fish; jig spoons over
// schools ... follow birds and surface schools; jig or cast over humps found with sonar"). In the
// run the fish are in the rivers and creeks above the reservoirs, "clustering in eddies and
// channels downstream from shoals in the rocky current of the Colorado" (Houston Chronicle,
// 2 Mar 2017), taken on "small jigs and crank baits" (TPWD, 2022 run release) and "small
// spinners, crank baits" and the 1/4 oz Roadrunner (Matt Williams, 2024).
// ---------------------------------------------------------------------------------------------

const BUCHANAN = {
  lat: 30.8,
  lon: -98.4,
  date: '2027-02-20',
  placeName: 'Lake Buchanan near Burnet, Texas',
  state: 'TX',
  fishingType: 'boat' as const,
  baitType: 'artificial' as const,
  speciesIds: ['white-bass'],
};
const OPEN_LAKE = /breaking|birds|humps|sonar|surface school/i;
const RUN_WATER = /current seams?|riffles?|shoals?|eddies/i;

describe('white bass in the spawning run get a river-run rig (review 13 r03)', () => {
  it('Lake Buchanan, 20 February, boat and lures: small jigs, spinners and crankbaits on the run', () => {
    const { r } = fresh({ ...BUCHANAN });
    const h = how(r, 'white-bass');
    expect(h).toMatch(/jig/i);
    expect(h).toMatch(/curly.tail/i);
    expect(h).toMatch(/spinner/i);
    expect(h).toMatch(/crankbait/i);
    expect(h).toMatch(RUN_WATER);
    expect(h).not.toMatch(OPEN_LAKE);
  });

  it('twin: Lake Buchanan in the run with live bait from a boat: no humps or birds', () => {
    const { r } = fresh({ ...BUCHANAN, baitType: 'live' });
    const h = how(r, 'white-bass');
    expect(h).toMatch(/minnow/i);
    expect(h).toMatch(RUN_WATER);
    expect(h).not.toMatch(OPEN_LAKE);
  });

  it('twin: the Brazos above Lake Whitney in March from the bank, lures', () => {
    const { r } = fresh({
      ...BUCHANAN,
      lat: 31.95,
      lon: -97.4,
      date: '2027-03-06',
      placeName: 'Brazos River above Lake Whitney, Texas',
      waterKind: 'river',
      fishingType: 'shore',
    });
    const h = how(r, 'white-bass');
    expect(h).toMatch(/jig/i);
    expect(h).toMatch(RUN_WATER);
    expect(h).not.toMatch(OPEN_LAKE);
  });

  it('negative: Lake Buchanan in July still gets the open-lake schooling card', () => {
    const { r } = fresh({ ...BUCHANAN, date: '2027-07-17' });
    expect(how(r, 'white-bass')).toMatch(/breaking fish/);
    expect(how(r, 'white-bass')).toMatch(/birds/);
  });

  it('negative: Lake Texoma in October (fall schooling) still gets the schooling card', () => {
    const { r } = fresh({
      ...BUCHANAN,
      lat: 33.85,
      lon: -96.6,
      date: '2027-10-09',
      placeName: 'Lake Texoma, Texas',
    });
    expect(how(r, 'white-bass')).toMatch(/breaking fish/);
  });
});

// ---------------------------------------------------------------------------------------------
// Review 13 r01 minor 2 (fix 7b). The winter seatrout card said "Drift over grass flats in
// moderate depth. Get into shallow backcountry, creeks and potholes; sight-fish tails and wakes".
// In winter "specks gather in the nearest channel or deep-water structure"; slow the presentation
// and use a heavier jighead "to get the soft plastic or natural bait to the bottom" (Texas Parks &
// Wildlife Magazine, Jan 2003); "Go deep, go slow" (Louisiana Sportsman); "canals, passes between
// smaller interior lakes and bays and the steeper turns in bayous" (Times-Picayune, 4 Dec 2009).
// ---------------------------------------------------------------------------------------------

const FLATS = /grass flats|sight-fish|tails and wakes|drift the flats|over the grass/i;
const DEEP = /deep (holes|bends)|channels?|bayous?/i;

describe('seatrout in their winter phase: deep holes, channels and bayous, slow near the bottom (review 13 r01)', () => {
  it('Hopedale, 11 December, kayak and live bait', () => {
    const { r } = hopedale();
    expect(r.whereToFish.find((w) => w.speciesId === 'spotted-seatrout')?.phase).toBe('winter');
    const h = how(r, 'spotted-seatrout');
    expect(h).not.toMatch(FLATS);
    expect(h).toMatch(DEEP);
    expect(h).toMatch(/slow/i);
    expect(h).toMatch(/bottom/i);
  });

  it('twin: Tampa Bay in January, kayak and live bait', () => {
    const { r } = salt(
      {
        ...HOPEDALE,
        lat: 27.75,
        lon: -82.6,
        date: '2027-01-16',
        placeName: 'Tampa Bay flats, Florida',
        state: 'FL',
        waterKind: 'bay-flats',
      },
      2,
      false,
    );
    const h = how(r, 'spotted-seatrout');
    expect(h).not.toMatch(FLATS);
    expect(h).toMatch(DEEP);
    expect(h).toMatch(/bottom/i);
  });

  it('twin: East Galveston Bay in January, boat and lures', () => {
    const { r } = salt(
      {
        ...HOPEDALE,
        lat: 29.45,
        lon: -94.85,
        date: '2027-01-16',
        placeName: 'Galveston Bay (East Bay), Texas',
        state: 'TX',
        waterKind: 'bay-flats',
        fishingType: 'boat',
        baitType: 'artificial',
      },
      3,
      false,
    );
    const h = how(r, 'spotted-seatrout');
    expect(h).not.toMatch(FLATS);
    expect(h).toMatch(DEEP);
    expect(h).toMatch(/slow/i);
  });

  it('negative: Hopedale in April (spring) keeps the grass-flats cork rig', () => {
    const { r } = hopedale({ date: '2027-04-10' });
    expect(how(r, 'spotted-seatrout')).toMatch(/grass flats/);
  });

  it('negative: Hopedale in June keeps the kayak sight-fishing line', () => {
    const { r } = hopedale({ date: '2027-06-12' });
    expect(how(r, 'spotted-seatrout')).toMatch(/sight-fish tails/);
  });
});
