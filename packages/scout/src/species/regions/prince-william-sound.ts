import { cite, GUIDE, read } from '../data/helpers.ts';
import { span, target, type SubRegion } from './sub-region.ts';

const RES_BAY = read(
  cite(
    'adfg-resurrection-bay',
    'August is the month for silver salmon in Resurrection Bay (stocked returns; on the Seward beaches by the third or fourth week of August; the Seward Silver Salmon Derby mid-August); halibut good in the bay and excellent in the North Gulf Coast; kings near the Seward Lagoon outlet in June; lingcod opens July 1 outside Resurrection Bay',
  ),
);

/** ADF&G's Prince William Sound season notes: pinks are the July fish, silvers the August one. */
const PWS = read(
  cite(
    'adfg-pws-season',
    'July: pink salmon return in early to mid-July, the run peaking by mid- to late July on the eastern side of the Sound and early to mid-August on the western side (Jack Bay and Allison Point at Valdez); August: plenty of pinks until about the third week, when the silver fishing heats up; pink and silver salmon give most of the sport fishing in the Sound',
  ),
);

const VALDEZ = read(
  cite(
    'adfg-resurrection-bay',
    'halibut good in the bay and excellent in the North Gulf Coast in August',
  ),
  cite(
    'kvak-valdez-2015',
    'Valdez anglers bringing home pinks, silvers, halibut and rockfish: a great year for catching pinks, silvers and halibut all in one trip',
  ),
);

/**
 * Prince William Sound and the Kenai Fjords: Seward and Resurrection Bay, Whittier, Valdez and
 * Cordova. East of Cook Inlet's salt water (which ends at about 150.9° W): stocked silver salmon
 * in August, halibut, rockfish and lingcod from boats.
 */
export const PRINCE_WILLIAM_SOUND: SubRegion = {
  id: 'prince-william-sound',
  name: 'Prince William Sound and the Kenai Fjords (Seward)',
  region: 'alaska',
  habitat: 'salt',
  states: ['AK'],
  boxes: [[59.0, -150.9, 61.3, -145.0]],
  features: ['rocky-shore', 'kelp'],
  defaultKind: 'rocky-coast',
  boatKind: 'reef-offshore',
  targets: [
    target('coho-salmon', span(7, 9), RES_BAY, { peak: [8] }),
    target('pink-salmon', [7, 8], PWS, { peak: [7] }),
    // The summer halibut derbies (Valdez, Seward): a Valdez boat in August expects halibut with
    // the silvers and pinks (review salt.md t21)
    target('pacific-halibut', span(5, 9), VALDEZ, {
      kinds: ['reef-offshore', 'rocky-coast', 'bay-flats'],
      types: ['boat'],
      peak: [6, 7, 8],
    }),
    target('chinook-salmon', [5, 6], RES_BAY),
    target('black-rockfish', span(5, 9), GUIDE, { kinds: ['reef-offshore', 'rocky-coast'] }),
    target('lingcod', span(7, 10), RES_BAY, {
      kinds: ['reef-offshore', 'rocky-coast'],
      types: ['boat'],
    }),
  ],
  runs: [
    {
      species: 'coho-salmon',
      from: [7, 20],
      to: [9, 15],
      phase: 'pre-spawn',
      text: 'silver salmon return to Resurrection Bay and the Sound (many from hatchery stocking)',
      basis: RES_BAY,
    },
    {
      species: 'pink-salmon',
      from: [7, 1],
      to: [8, 20],
      phase: 'pre-spawn',
      text: 'pink salmon return to the Sound and gather off the hatcheries and stream mouths',
      basis: PWS,
    },
  ],
  sources: ['adfg-resurrection-bay', 'adfg-pws-season', 'kvak-valdez-2015'],
};
