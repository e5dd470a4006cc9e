import { describe, expect, it } from 'vitest';
import type { UsStateCode } from '@anglerscout/contracts';
import { STATE_AGENCIES } from './agencies.ts';
import { CLOSURE_SEED } from './data/closure-seed.ts';
import { evaluateRules, type RulesInput } from './evaluate-rules.ts';
import { testGeo } from './testing/geo-index.ts';

const TAMPA_BAY = { lat: 27.76, lon: -82.55 };
const ANNAPOLIS = { lat: 38.95, lon: -76.45 };
const MONTEREY = { lat: 36.8, lon: -121.95 };

function rules(
  at: { lat: number; lon: number },
  date: string,
  speciesId: string,
  extra: Partial<RulesInput> = {},
) {
  return evaluateRules({
    geo: testGeo(at.lat, at.lon),
    ...at,
    date,
    habitat: 'salt',
    fishingType: 'shore',
    targets: [{ id: speciesId, commonName: speciesId }],
    closures: CLOSURE_SEED,
    ...extra,
  });
}

describe('closures on their dates and places', () => {
  it('Tampa snook on Dec 20 is catch and release only, with the FWC source', () => {
    const r = rules(TAMPA_BAY, '2026-12-20', 'common-snook');
    expect(r.regulations['common-snook']).toMatchObject({
      status: 'harvest-closed',
      sourceUrl: 'https://myfwc.com/fishing/saltwater/recreational/snook/',
    });
    expect(r.rules.closures).toHaveLength(1);
    expect(r.rules.state).toBe('FL');
    expect(r.rules.jurisdiction).toBe('state');
  });

  it('Tampa snook on Mar 5 is open; on Feb 20 the report says harvest opens March 1', () => {
    expect(rules(TAMPA_BAY, '2027-03-05', 'common-snook').regulations['common-snook']!.status).toBe(
      'open',
    );
    const feb = rules(TAMPA_BAY, '2027-02-20', 'common-snook').regulations['common-snook']!;
    expect(feb.status).toBe('harvest-closed');
    expect(feb.change).toBe('harvest opens March 1');
  });

  it('reads "through the end of February" as Feb 29 in a leap year', () => {
    expect(rules(TAMPA_BAY, '2028-02-29', 'common-snook').regulations['common-snook']!.status).toBe(
      'harvest-closed',
    );
  });

  it('an Atlantic-coast snook (Jupiter) has its own season: open Dec 10, closed Dec 20', () => {
    const jupiter = { lat: 26.94, lon: -80.07 };
    expect(rules(jupiter, '2026-12-10', 'common-snook').regulations['common-snook']!.status).toBe(
      'open',
    );
    expect(rules(jupiter, '2026-12-20', 'common-snook').regulations['common-snook']!.status).toBe(
      'harvest-closed',
    );
  });

  it('Annapolis striped bass on Dec 15 is catch and release only; in April it is closed to all fishing', () => {
    expect(rules(ANNAPOLIS, '2026-12-15', 'striped-bass').regulations['striped-bass']!.status).toBe(
      'harvest-closed',
    );
    expect(rules(ANNAPOLIS, '2027-04-10', 'striped-bass').regulations['striped-bass']!.status).toBe(
      'closed',
    );
    expect(rules(ANNAPOLIS, '2027-06-01', 'striped-bass').regulations['striped-bass']!.status).toBe(
      'open',
    );
  });

  it('Monterey lingcod from a boat in January is closed; from shore it is open', () => {
    const boat = rules(MONTEREY, '2027-01-15', 'lingcod', { fishingType: 'boat' });
    expect(boat.regulations.lingcod!.status).toBe('closed');
    expect(boat.rules.closures[0]!.sourceUrl).toBe(
      'https://wildlife.ca.gov/Fishing/Ocean/Regulations/Groundfish-Summary',
    );
    expect(
      rules(MONTEREY, '2027-01-15', 'lingcod', { fishingType: 'kayak' }).regulations.lingcod!
        .status,
    ).toBe('closed');
    expect(rules(MONTEREY, '2027-01-15', 'lingcod').regulations.lingcod!.status).toBe('open');
    // Central area stays closed through April 30; Southern California opens April 1.
    expect(
      rules(MONTEREY, '2027-04-10', 'lingcod', { fishingType: 'boat' }).regulations.lingcod!.status,
    ).toBe('closed');
    const sanDiego = { lat: 32.85, lon: -117.3 };
    expect(
      rules(sanDiego, '2027-04-10', 'lingcod', { fishingType: 'boat' }).regulations.lingcod!.status,
    ).toBe('open');
  });

  it('Seattle (Marine Area 10) chinook in February is closed; the Kenai king fishery in June is closed', () => {
    expect(
      rules({ lat: 47.62, lon: -122.43 }, '2027-02-10', 'chinook-salmon').regulations[
        'chinook-salmon'
      ]!.status,
    ).toBe('closed');
    const kenai = rules({ lat: 60.49, lon: -151.08 }, '2027-06-10', 'chinook-salmon', {
      habitat: 'fresh',
    });
    expect(kenai.regulations['chinook-salmon']!.status).toBe('closed');
  });

  it('applies nothing where the fish is not the one closed, or the water is fresh', () => {
    expect(rules(TAMPA_BAY, '2026-12-20', 'red-drum').regulations['red-drum']!.status).toBe('open');
    expect(
      rules(TAMPA_BAY, '2026-12-20', 'common-snook', { habitat: 'fresh' }).regulations[
        'common-snook'
      ]!.status,
    ).toBe('open');
  });
});

describe('state and federal waters offshore', () => {
  it('off Destin (Gulf Florida) 6 nautical miles is state water, 12 is federal', () => {
    expect(rules({ lat: 30.3, lon: -86.5 }, '2026-12-20', 'red-drum').rules.jurisdiction).toBe(
      'state',
    );
    const far = rules({ lat: 30.2, lon: -86.5 }, '2026-12-20', 'red-drum');
    expect(far.rules.jurisdiction).toBe('federal');
    expect(far.rules.offshoreNm).toBeGreaterThan(9);
    // Red drum may not be kept in federal waters.
    expect(far.regulations['red-drum']!.status).toBe('harvest-closed');
    expect(far.rules.agencies.map((a) => a.scope)).toContain('federal');
    expect(far.rules.note).toMatch(/state waters end at 9 nautical miles/);
  });

  it('off Alabama 4 nautical miles is already federal water (3 nmi there)', () => {
    const r = rules({ lat: 30.2, lon: -87.6 }, '2026-12-20', 'red-drum');
    expect(r.rules.state).toBe('AL');
    expect(r.rules.jurisdiction).toBe('federal');
  });

  it('off Texas the 9 nautical mile line holds: 2 nmi state, 12 nmi federal', () => {
    // Measured from Galveston Island's beach (the bundled coastline holds the barrier islands).
    const near = rules({ lat: 29.27, lon: -94.77 }, '2026-12-20', 'red-drum');
    expect(near.rules.state).toBe('TX');
    expect(near.rules.offshoreNm!).toBeLessThan(9);
    expect(near.rules.jurisdiction).toBe('state');
    expect(rules({ lat: 28.98, lon: -94.9 }, '2026-12-20', 'red-drum').rules.jurisdiction).toBe(
      'federal',
    );
  });

  it('off Jacksonville (Atlantic Florida) 6 nautical miles is federal, 2 is state', () => {
    expect(rules({ lat: 30.33, lon: -81.28 }, '2026-12-20', 'red-drum').rules.jurisdiction).toBe(
      'federal',
    );
    expect(rules({ lat: 30.33, lon: -81.36 }, '2026-12-20', 'red-drum').rules.jurisdiction).toBe(
      'state',
    );
  });

  it('striped bass 8 nautical miles off Ocean City, Maryland is closed (federal waters); near the beach it is not', () => {
    const off = rules({ lat: 38.33, lon: -74.9 }, '2026-12-15', 'striped-bass');
    expect(off.rules.jurisdiction).toBe('federal');
    expect(off.regulations['striped-bass']!.status).toBe('closed');
    expect(
      rules({ lat: 38.35, lon: -75.05 }, '2026-12-15', 'striped-bass').regulations['striped-bass']!
        .status,
    ).toBe('open');
  });

  it('the middle of a bay closed off at its mouth is state water however far from shore', () => {
    const pamlico = rules({ lat: 35.3, lon: -76.0 }, '2026-12-20', 'red-drum');
    expect(pamlico.rules.offshoreNm!).toBeGreaterThan(3);
    expect(pamlico.rules.jurisdiction).toBe('state');
  });

  it('says it cannot place a spot without geography, and still says rules change', () => {
    const r = evaluateRules({
      geo: null,
      lat: 27.76,
      lon: -82.55,
      date: '2026-12-20',
      habitat: 'salt',
      fishingType: 'shore',
      targets: [{ id: 'common-snook', commonName: 'Common snook' }],
      closures: CLOSURE_SEED,
    });
    expect(r.rules.jurisdiction).toBe('unknown');
    expect(r.rules.note).toMatch(/guidance, not legal advice/);
  });
});

/** A point well inside each state (capitals, or an inland city where the capital is on the water). */
const INSIDE: Record<UsStateCode, [number, number]> = {
  AL: [32.38, -86.3], AK: [64.84, -147.72], AZ: [33.45, -112.07], AR: [34.75, -92.29], CA: [38.58, -121.49],
  CO: [39.74, -104.99], CT: [41.76, -72.68], DE: [39.16, -75.52], DC: [38.9, -77.03], FL: [30.44, -84.28],
  GA: [33.75, -84.39], HI: [21.5, -158.02], ID: [43.62, -116.2], IL: [39.8, -89.65], IN: [39.77, -86.16],
  IA: [41.59, -93.62], KS: [39.05, -95.68], KY: [38.2, -84.87], LA: [30.45, -91.19], ME: [44.31, -69.78],
  MD: [39.41, -77.41], MA: [42.26, -71.8], MI: [42.73, -84.56], MN: [44.95, -93.09], MS: [32.3, -90.18],
  MO: [38.58, -92.17], MT: [46.59, -112.04], NE: [40.81, -96.7], NV: [39.16, -119.77], NH: [43.21, -71.54],
  NJ: [40.49, -74.45], NM: [35.69, -105.94], NY: [42.65, -73.76], NC: [35.78, -78.64], ND: [46.81, -100.78],
  OH: [39.96, -83.0], OK: [35.47, -97.52], OR: [44.94, -123.04], PA: [40.27, -76.88], RI: [41.82, -71.41],
  SC: [34.0, -81.03], SD: [44.37, -100.35], TN: [36.16, -86.78], TX: [30.27, -97.74], UT: [40.76, -111.89],
  VT: [44.26, -72.58], VA: [37.54, -77.44], WA: [46.6, -120.51], WV: [38.35, -81.63], WI: [43.07, -89.4],
  WY: [41.14, -104.82],
}; // prettier-ignore

describe('the agency link for a spot in each state', () => {
  it.each(Object.entries(INSIDE))(
    '%s: the state fishing agency, from the spot',
    (code, [lat, lon]) => {
      const r = rules({ lat, lon }, '2026-12-20', 'largemouth-bass', { habitat: 'fresh' });
      expect(r.rules.state).toBe(code);
      expect(r.rules.agencies).toEqual([
        expect.objectContaining({
          url: STATE_AGENCIES[code as UsStateCode].fresh.url,
          scope: 'fresh',
        }),
      ]);
      expect(r.rules.note).toMatch(/Rules change/);
    },
  );

  it('salt water links the saltwater agency and NOAA Fisheries', () => {
    const r = rules(ANNAPOLIS, '2026-12-15', 'striped-bass');
    expect(r.rules.agencies.map((a) => a.url)).toEqual([
      STATE_AGENCIES.MD.salt!.url,
      'https://www.fisheries.noaa.gov/region/new-england-mid-atlantic',
    ]);
    const va = rules({ lat: 37.3, lon: -76.2 }, '2026-12-15', 'striped-bass');
    expect(va.rules.agencies[0]!.url).toBe(STATE_AGENCIES.VA.salt!.url);
  });
});
