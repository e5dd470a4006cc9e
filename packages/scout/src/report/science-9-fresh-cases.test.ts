/**
 * Expert cases from the ninth science pass, fresh water (held-out review:
 * /work/notes/review8/findings.md h06, h08, RC-1 and RC-7). Each review case has a twin at a
 * place the review did not use, and a negative case where the old fish must stay. Run on the
 * bundled climatology (no forecast), as a report planned weeks ahead is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { fresh } from './testing/report-readers.ts';

beforeAll(async () => {
  await loadTideDatabase();
}, 60_000);

const OPEN_LAKE_SALMONIDS = ['steelhead', 'lake-trout', 'coho-salmon', 'chinook-salmon'];
const WARM_BASS = ['smallmouth-bass', 'largemouth-bass', 'spotted-bass'];
const BAY_FISH = ['walleye', 'yellow-perch', 'smallmouth-bass', 'northern-pike'];

describe('shallow warm Great Lakes bays lead with their summer warm-water fishery (h06)', () => {
  // Chequamegon Bay's June fishery is trophy smallmouth, with walleye and pike (WDNR's Lake
  // Superior supervisor; June water in the upper 50s to mid 60s)
  it('Chequamegon Bay off Ashland in June, boat: smallmouth first, no open-lake salmonids', () => {
    const { ids } = fresh({
      lat: 46.62,
      lon: -90.85,
      date: '2027-06-05',
      placeName: 'Chequamegon Bay off Ashland, Wisconsin (Lake Superior)',
      waterKind: 'great-lakes',
      state: 'WI',
      fishingType: 'boat',
      baitType: 'live',
    });
    expect(ids[0]).toBe('smallmouth-bass');
    expect(ids.some((id) => ['walleye', 'northern-pike', 'yellow-perch'].includes(id))).toBe(true);
    for (const id of OPEN_LAKE_SALMONIDS) expect(ids).not.toContain(id);
  });

  // Twin, not in the review: Chaumont Bay on Lake Ontario in July is smallmouth, perch and pike
  // water (the open-lake kings and lakers are out in the main lake)
  it('Chaumont Bay in July, boat: bay fish first, no kings or lakers', () => {
    const { ids } = fresh({
      lat: 44.06,
      lon: -76.15,
      date: '2027-07-14',
      placeName: 'Chaumont Bay, Lake Ontario, New York',
      waterKind: 'great-lakes',
      state: 'NY',
      fishingType: 'boat',
      baitType: 'artificial',
    });
    expect(BAY_FISH).toContain(ids[0]);
    expect(ids).toContain('smallmouth-bass');
    for (const id of OPEN_LAKE_SALMONIDS) expect(ids).not.toContain(id);
  });

  // Negative: the open lake off Marquette in June keeps its lake trout from a boat
  it('open Lake Superior off Marquette in June, boat: lake trout stay, no bay bass', () => {
    const { ids } = fresh({
      lat: 46.6,
      lon: -87.3,
      date: '2027-06-12',
      placeName: 'Lake Superior off Marquette, Michigan',
      waterKind: 'great-lakes',
      state: 'MI',
      fishingType: 'boat',
      baitType: 'artificial',
    });
    expect(ids).toContain('lake-trout');
    expect(ids).not.toContain('smallmouth-bass');
  });
});

describe('no warm-water bass on a cold western release river (h08, RC-7)', () => {
  // The Beaverhead below Clark Canyon Dam: comparatively cold water (Montana FWP), a trophy
  // brown and rainbow trout tailwater with no smallmouth fishery
  it('the Beaverhead near Dillon in July, fly: trout, no bass, water from the dam', () => {
    const { ids, md } = fresh({
      lat: 45.13,
      lon: -112.73,
      date: '2027-07-28',
      placeName: 'Beaverhead River near Dillon, Montana',
      waterKind: 'river',
      state: 'MT',
      fishingType: 'shore',
      baitType: 'fly',
    });
    expect(ids).toContain('brown-trout');
    expect(ids).toContain('rainbow-trout');
    for (const id of WARM_BASS) expect(ids).not.toContain(id);
    expect(md).toMatch(/Clark Canyon Dam/);
  });

  // Twin, not in the review: the Provo in Provo Canyon below Deer Creek Dam in August
  it('the Provo at Vivian Park in August, fly: no bass, water from the dam', () => {
    const { ids, md } = fresh({
      lat: 40.355,
      lon: -111.58,
      date: '2027-08-10',
      placeName: 'Provo River at Vivian Park, Utah',
      waterKind: 'river',
      state: 'UT',
      fishingType: 'shore',
      baitType: 'fly',
    });
    expect(ids).toContain('brown-trout');
    for (const id of WARM_BASS) expect(ids).not.toContain(id);
    expect(md).toMatch(/Deer Creek Dam/);
  });

  // The Taylor below Taylor Park Dam runs on the release too (h03's water, RC-7)
  it('the Taylor below Taylor Park Dam in March: water from the dam, not the air', () => {
    const { md } = fresh({
      lat: 38.806,
      lon: -106.617,
      date: '2027-03-20',
      placeName: 'Taylor River below Taylor Park Dam, Colorado',
      state: 'CO',
      fishingType: 'shore',
      baitType: 'fly',
    });
    expect(md).toMatch(/Taylor Park Dam: the river runs on the dam's release/);
  });

  // Negative: the lower Yellowstone at Miles City is warm smallmouth water in July
  it('the lower Yellowstone at Miles City in July keeps smallmouth', () => {
    const { ids } = fresh({
      lat: 46.41,
      lon: -105.84,
      date: '2027-07-20',
      placeName: 'Yellowstone River at Miles City, Montana',
      waterKind: 'river',
      state: 'MT',
      fishingType: 'shore',
      baitType: 'artificial',
    });
    expect(ids).toContain('smallmouth-bass');
  });
});
