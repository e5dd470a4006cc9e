/**
 * Expert cases from the seventh science pass, water-temperature, ice, tide-label and hatch-rig
 * part (held-out reviews: /work/notes/review6/fresh.md RC-E, RC-F, RC-C and salt.md RC-6). Run
 * on the bundled climatology with no forecast, as a report planned weeks ahead is. Each case
 * states the guide's expectation from the review and its source; the rules are in
 * climate/normals.ts and climate/terrain.ts (station air moved to the water's elevation, cold-air
 * basin stations), report/spot-water.ts and ice/ice-estimate.ts (no ice on 40 °F water),
 * species/data/trout-and-salmon.ts with species/data/hatch-reaches.ts (reach rigs),
 * report/tide-plan.ts and species/tide-notes.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clockText } from '../time/local-time.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { plannedCase as run } from './testing/planned-case.ts';
import type { StructuredReport } from './types.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const fly = (r: StructuredReport, id: string): string => {
  const h = r.howToFish.find((x) => x.speciesId === id)!;
  return `${h.presentation.what} ${h.presentation.how}`;
};
const iceNotes = (r: StructuredReport) => r.safety.filter((n) => n.topic === 'ice');

describe('RC-E: the station air moved to the water, not read as it is', () => {
  it('Dale Hollow in late March reads the lake, not the Cumberland Plateau', () => {
    // Review g07: the water came from Crossville (about 1,880 ft) for a 651-ft lake and read
    // 44 °F on March 20; TWRA's spring creel report gives the lake "average 54 degrees" with
    // smallmouth already on creek points (coastalanglermag.com), probe p7 51 °F on April 10.
    const { r, climate } = run({
      lat: 36.6,
      lon: -85.3,
      date: '2027-03-20',
      placeName: 'Dale Hollow Lake, Tennessee',
      habitat: 'fresh',
      state: 'TN',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: ['smallmouth-bass'],
    });
    expect(climate!.airSource).toMatch(/moved from its 1,870 ft/);
    expect(r.conditions.water!.tempF).toBeGreaterThanOrEqual(47);
  });

  it('Salida does not take Alamosa, a cold-air basin across Poncha Pass', () => {
    // Review g10: "the station is Alamosa, 122 km away in the San Luis Valley cold-air basin".
    const { climate } = run({
      lat: 38.535,
      lon: -105.99,
      date: '2027-01-20',
      placeName: 'Arkansas River at Salida, Colorado',
      habitat: 'fresh',
      state: 'CO',
      fishingType: 'shore',
      baitType: 'fly',
    });
    expect(climate!.airSource).not.toMatch(/Alamosa/);
    // Salida's January runs about 27 °F (mean of highs in the low 40s and lows in the teens);
    // Alamosa's is 16 °F
    expect(climate!.air!.meanF[19]!).toBeGreaterThan(21);
  });
});

describe('RC-F: no ice on 40 °F water; a river\'s "possible" ice is a caution', () => {
  it('the Arkansas at Salida in late April: open water, no ice headline, no cap', () => {
    // Review g10: "In late April at Salida the river is open, the water is 45-50 °F, and the
    // caddis are about to hatch"; the report opened "Safety first: Shelf ice and slush are likely".
    const { r, md } = run({
      lat: 38.535,
      lon: -105.99,
      date: '2027-04-28',
      placeName: 'Arkansas River at Salida, Colorado',
      habitat: 'fresh',
      state: 'CO',
      fishingType: 'shore',
      baitType: 'fly',
    });
    expect(r.conditions.water!.tempF).toBeGreaterThanOrEqual(40);
    expect(r.ice ?? null).toBeNull();
    expect(iceNotes(r)).toHaveLength(0);
    expect(r.verdict.headline).not.toMatch(/ice/i);
    expect(md).not.toMatch(/## Ice/);
  });

  it('a river in March with shelf ice possible: "possible", and the day is not capped by it', () => {
    // Review g10 and probe p5: "the shelf-ice line is fair in March"; a river's "possible" should
    // read "possible", not "likely", and should not cap the verdict (fresh.md RC-F).
    const { r } = run({
      lat: 38.535,
      lon: -105.99,
      date: '2027-03-05',
      placeName: 'Arkansas River at Salida, Colorado',
      habitat: 'fresh',
      state: 'CO',
      fishingType: 'shore',
      baitType: 'fly',
    });
    expect(r.ice?.state).toBe('possible');
    const [note] = iceNotes(r);
    expect(note!.text).toMatch(/possible/);
    expect(note!.text).not.toMatch(/likely/);
    expect(note!.capsVerdict).toBe(false);
    expect(r.verdict.cappedBy).not.toBe('ice');
  });
});

describe('RC-C: hatch rigs only on the reaches their sources describe', () => {
  it('the Henrys Fork through Harriman (Railroad Ranch) in June: small mayflies, not salmonflies', () => {
    // Review g12: "on and after the June 15 opener, stalk risers with long, fine leaders. Fish
    // PMD and caddis emergers and spinners ... Green Drakes and Brown Drakes in late June. The
    // salmonfly is a Box Canyon and lower-river hatch." (flyfishingyellowstonenationalpark.com)
    const { r } = run({
      lat: 44.33,
      lon: -111.38,
      date: '2027-06-20',
      placeName: 'Henrys Fork at Harriman State Park (Railroad Ranch), Idaho',
      habitat: 'fresh',
      state: 'ID',
      fishingType: 'shore',
      baitType: 'fly',
    });
    for (const t of r.targets) {
      expect(fly(r, t.id)).not.toMatch(/salmonfly/i);
      expect(fly(r, t.id)).toMatch(/PMD/);
    }
  });

  it('Box Canyon in early June keeps its salmonflies', () => {
    // Field & Stream (2004): Henry's Fork May 22 to June 7, peak in Box Canyon.
    const { r } = run({
      lat: 44.4,
      lon: -111.394,
      date: '2027-06-02',
      placeName: 'Henrys Fork in Box Canyon, Idaho',
      habitat: 'fresh',
      state: 'ID',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: ['rainbow-trout'],
    });
    expect(fly(r, 'rainbow-trout')).toMatch(/Salmonfly/);
  });

  it('a spring creek elsewhere in the Mountain West gets no salmonfly hatch', () => {
    // Silver Creek (Idaho) is a spring creek of small mayflies; the region-wide rule gave every
    // river in the Mountain West and the Northwest a salmonfly dry from May to July (RC-C).
    const { r } = run({
      lat: 43.32,
      lon: -114.11,
      date: '2027-06-20',
      placeName: 'Silver Creek near Picabo, Idaho',
      habitat: 'fresh',
      state: 'ID',
      fishingType: 'shore',
      baitType: 'fly',
      speciesIds: ['rainbow-trout'],
    });
    expect(fly(r, 'rainbow-trout')).not.toMatch(/salmonfly/i);
    expect(fly(r, 'rainbow-trout')).toMatch(/matching the hatch/);
  });

  it('the Kootenai below Libby Dam: no Bighorn sow bugs; the Bighorn keeps them', () => {
    // Review g18: "'Sow bug, scud or midge nymph under an indicator': the Bighorn pattern on the
    // Kootenai. In late September the Kootenai means caddis, BWOs and streamers."
    const kootenai = run({
      lat: 48.37,
      lon: -115.4,
      date: '2027-09-22',
      placeName: 'Kootenai River below Libby Dam, Montana',
      habitat: 'fresh',
      state: 'MT',
      fishingType: 'boat',
      baitType: 'fly',
      speciesIds: ['rainbow-trout'],
    }).r;
    expect(kootenai.waterKind?.kind).toBe('tailwater');
    expect(fly(kootenai, 'rainbow-trout')).not.toMatch(/sow bug/i);
    // Bighorn Fly & Tackle (2020): scud and sowbug imitations below Fort Smith
    const bighorn = run({
      lat: 45.31,
      lon: -107.93,
      date: '2027-05-21',
      placeName: 'Bighorn River below Yellowtail Dam, Fort Smith, Montana',
      habitat: 'fresh',
      state: 'MT',
      fishingType: 'boat',
      baitType: 'fly',
      speciesIds: ['rainbow-trout'],
    }).r;
    expect(fly(bighorn, 'rainbow-trout')).toMatch(/Sow bug/);
  });

  it("the Arkansas at Salida in late April: the Mother's Day caddis", () => {
    // Review g10: "Late April is the Mother's Day caddis week, an afternoon event"; the hatch
    // "starts near Canon City in mid-April when water temps hit 54°F, then progresses upriver"
    // (riverreports.com); "55 degrees is the money temp" (Royal Gorge Anglers, Denver Post 2011).
    const { r } = run({
      lat: 38.535,
      lon: -105.99,
      date: '2027-04-28',
      placeName: 'Arkansas River at Salida, Colorado',
      habitat: 'fresh',
      state: 'CO',
      fishingType: 'shore',
      baitType: 'fly',
    });
    for (const t of r.targets) expect(fly(r, t.id)).toMatch(/Mother's Day caddis/);
  });
});

describe('RC-6: tide labels and notes', () => {
  it('Matagorda jetties: no stretch from a high to a high called "Falling"', () => {
    // Review t15: "Falling tide from 2:18 AM to 12:33 PM, running from a high (0.6 ft) to a high
    // (0.5 ft)".
    const { r } = run(
      {
        lat: 28.592,
        lon: -95.976,
        date: '2027-11-08',
        placeName: 'Matagorda jetties',
        habitat: 'salt',
        state: 'TX',
        fishingType: 'shore',
        baitType: 'live',
      },
      { coastKm: 0, atSea: false },
    );
    const plan = r.tidePlan!;
    const at = (clock: string) => plan.extremes.find((e) => clockText(e.minuteOfDay) === clock)!;
    const stretches = plan.advice.filter((a) => /^(Rising|Falling) tide from/.test(a));
    expect(stretches.length).toBeGreaterThan(0);
    for (const s of stretches) {
      const [, word, from, to] =
        /^(Rising|Falling) tide from (\d+:\d+ [AP]M) to (\d+:\d+ [AP]M):/.exec(s)!;
      const a = at(from!);
      const b = at(to!);
      expect(a.kind).not.toBe(b.kind);
      expect(word).toBe(b.heightFt > a.heightFt ? 'Rising' : 'Falling');
    }
  });

  it('Calcasieu Lake: no "negative low exposes the flats" from a station with no true MLLW', () => {
    // Review t14: "Negative low (-0.4 ft) at 9:56 AM: bars, flats and oyster bars will be
    // exposed, on a day whose high is -0.2 ft. The CRMS/TICON station has no MLLW datum."
    const { r } = run(
      {
        lat: 29.9,
        lon: -93.33,
        date: '2027-01-15',
        placeName: 'Calcasieu Lake',
        habitat: 'salt',
        state: 'LA',
        fishingType: 'kayak',
        baitType: 'artificial',
        speciesIds: ['spotted-seatrout'],
      },
      { coastKm: 0, atSea: false },
    );
    expect(r.tidePlan!.station.sourceName).not.toBe('NOAA CO-OPS');
    expect(r.tidePlan!.advice.join(' ')).not.toMatch(/Negative low/);
  });

  it("Indian River Inlet tautog and a Yaquina jetty rockfish: the fish's slack-water note wins", () => {
    // Review t05: "At IRI ... tog anglers fish the last of the tide and the slack because they
    // cannot hold bottom at peak flow"; t18: the rockfish plan says "slack and moderate current"
    // but the inlet note said "slack water is slow".
    for (const c of [
      {
        lat: 38.609,
        lon: -75.065,
        date: '2027-04-22',
        placeName: 'Indian River Inlet, Delaware',
        state: 'DE',
        baitType: 'live' as const,
        speciesIds: ['tautog'],
      },
      {
        lat: 44.605,
        lon: -124.075,
        date: '2027-12-28',
        placeName: 'Yaquina Bay South Jetty, Newport',
        state: 'OR',
        baitType: 'artificial' as const,
        speciesIds: ['black-rockfish'],
      },
    ]) {
      const { r } = run(
        { ...c, habitat: 'salt', fishingType: 'shore' },
        { coastKm: 0, atSea: false },
      );
      const advice = r.tidePlan!.advice.join(' ');
      expect(advice).not.toMatch(/slack water is slow/);
      expect(advice).toMatch(/best around slack water/);
    }
  });
});

describe('RC-G (minor): heat and ice advice that fit the water and the bait', () => {
  it('Lake Chelan in late July: trout go deep, not "fish cold tailwaters instead"', () => {
    // Review g16: "'At 73 °F trout are heat-stressed ... Fish cold tailwaters, spring creeks'
    // judges a 1,486-ft lake by its surface, while its trout and kokanee sit in cold water below
    // the thermocline"; kokanee "at 70 to 75 feet on the riggers" (northwestfishingreports.com).
    const { r, md } = run({
      lat: 47.875,
      lon: -120.13,
      date: '2027-07-24',
      placeName: 'Lake Chelan near Manson, Washington',
      habitat: 'fresh',
      state: 'WA',
      fishingType: 'boat',
      baitType: 'artificial',
      speciesIds: ['rainbow-trout'],
    });
    expect(r.conditions.water!.tempF).toBeGreaterThan(68);
    expect(md).not.toMatch(/Fish cold tailwaters, spring creeks/);
    expect(md).toMatch(/below the thermocline/);
  });

  it('Lake Mendota through the ice with lures: no live sucker or shiner on a tip-up', () => {
    // Review g04: "The angler chose lures, but the report says 'plus a deadstick or tip-up with a
    // live shiner' (walleye) and 'tip-ups with a live sucker or shiner' (pike)."
    const { r } = run({
      lat: 43.105,
      lon: -89.42,
      date: '2027-02-06',
      placeName: 'Lake Mendota, Madison, Wisconsin',
      habitat: 'fresh',
      state: 'WI',
      fishingType: 'shore',
      baitType: 'artificial',
      speciesIds: ['walleye', 'northern-pike'],
    });
    expect(r.ice?.state).toBe('likely');
    for (const h of r.howToFish) {
      expect(h.presentation.what).not.toMatch(/live|sucker|shiner|minnow/i);
      expect(h.presentation.what).toMatch(/spoon|rap|swimbait|blade/i);
    }
  });
});
