/**
 * Expert cases from the eighth science pass: rules coverage and the water of regulated rivers
 * (notes: /work/notes/review7/findings.md RC-6 and RC-7; cases h02-h14 and u13). Planned reports
 * on the bundled climatology, closure table and geography, as the server writes one past the
 * forecast. Each expectation cites the page it rests on; each fix has a case it must not reach.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSURE_SEED } from '../rules/data/closure-seed.ts';
import { testGeo } from '../rules/testing/geo-index.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { coldTailwaterFor } from '../water/cold-tailwaters.ts';
import { releaseRiverFor, releaseRiverWater } from '../water/release-rivers.ts';
import { plannedCase, type PlannedCase } from './testing/planned-case.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

type Case = Omit<PlannedCase, 'closures' | 'state'> & { state?: string };

const run = (c: Case) => {
  const geo = testGeo(c.lat, c.lon);
  return plannedCase(
    { ...c, state: c.state ?? geo.state!, closures: CLOSURE_SEED },
    { coastKm: geo.coastKm, atSea: geo.atSea },
  );
};

describe('water of regulated rivers (RC-7)', () => {
  it('the Little Red River below Greers Ferry Dam is a cold tailwater, not a warm main stem (h03)', () => {
    // AGFC and the Arkansas Democrat-Gazette (May 29, 2016): the cold release made the Little Red
    // "unsuitable for warm-water fish production".
    const ctx = { kind: 'tailwater', state: 'AR', placeName: 'Little Red River below Greers Ferry Dam' };
    expect(coldTailwaterFor(35.5, -91.98, ctx)).not.toBeNull();
    // The Red River and the Arkansas River locks stay warm.
    expect(coldTailwaterFor(33.6, -94.0, { ...ctx, placeName: 'Red River below the lock' })).toBeNull();
    expect(coldTailwaterFor(35.4, -94.3, { ...ctx, placeName: 'Arkansas River at Lock and Dam 13' })).toBeNull();
    expect(coldTailwaterFor(33.6, -94.0, { ...ctx, placeName: 'Red River' })).toBeNull();
  });

  it('the Yakima canyon runs on the Cle Elum releases in summer and on the air after the flip-flop (h09)', () => {
    const yakima = releaseRiverFor(46.87, -120.48);
    expect(yakima?.id).toBe('yakima-canyon-cle-elum');
    const air = { tempF: 72, kind: 'climatology' as const, method: 'air', errorF: 8, source: 'air' };
    // The Evening Hatch (July 2015 heat wave): 58 °F at 7 AM at Ellensburg; 67-70 °F at Umtanum.
    const aug = releaseRiverWater(yakima!, '2027-08-12', { lat: 46.87, lon: -120.48 }, air);
    expect(aug.tempF).toBeGreaterThanOrEqual(58);
    expect(aug.tempF).toBeLessThanOrEqual(66);
    expect(aug.errorF).toBeGreaterThanOrEqual(6);
    // USBR flip-flop: Cle Elum cut to about 200 cfs by Sept 15; the river is the air's again.
    const sep = releaseRiverWater(yakima!, '2027-09-20', { lat: 46.87, lon: -120.48 }, { ...air, tempF: 60 });
    expect(sep.tempF).toBe(60);
  });

  it('the Yakima canyon report reads the release water, not 72 °F from the air', () => {
    const { r } = run({
      lat: 46.87, lon: -120.48, date: '2027-08-12', placeName: 'Yakima River canyon near Ellensburg',
      habitat: 'fresh', fishingType: 'boat', baitType: 'fly', waterKind: 'river',
    }); // prettier-ignore
    expect(r.conditions.water!.tempF).toBeLessThanOrEqual(66);
    expect(r.conditions.water!.method).toMatch(/Yakima/);
  });

  it('not other rivers in the circle: the Wenatchee, the Naches and the Snoqualmie', () => {
    expect(releaseRiverFor(47.5, -120.45)).toBeNull(); // Wenatchee at Cashmere
    expect(releaseRiverFor(46.75, -120.75)).toBeNull(); // Naches
    expect(releaseRiverFor(47.53, -121.83)).toBeNull(); // Snoqualmie at North Bend
    expect(releaseRiverFor(46.55, -120.47)).toBeNull(); // Yakima at Union Gap, below Roza Dam
  });
});
