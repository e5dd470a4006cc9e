import { WATER_KIND_HABITAT, WATER_KINDS } from '@anglerscout/contracts';
import { describe, expect, it } from 'vitest';
import { presentationFor, SPECIES } from './catalogue.ts';
import { fitsKind, reachable } from './choose-targets.ts';
import type { BaitType, FishingType } from './types.ts';

// Gear that needs a boat: trolling, downriggers, mooching, anchoring or drifting over structure.
const NEEDS_BOAT =
  /\btroll(?!ey)|downrigger|\bmooch|\banchor (above|near|tight|or drift)|\bdrift (over|passes|or anchor)|\bvertical jig|\bspeed-jig|\bchum and drift/i;
// Gear that needs the shore: surf or pier bottom fishing, a pier end, a sinker line from the rocks.
const NEEDS_SHORE = /\bsurf or pier|\bpier end|\bfrom the rocks|\bfrom the bank|\bwade the/i;

const BAITS: BaitType[] = ['artificial', 'live', 'fly'];
const TYPES: FishingType[] = ['shore', 'boat', 'kayak'];

describe('presentations fit the fishing type', () => {
  it('no trolled or boat-anchored gear from shore, no pier or rock rigs from a boat or kayak', () => {
    const bad: string[] = [];
    for (const s of SPECIES)
      for (const kind of WATER_KINDS)
        for (const type of TYPES) {
          if (!fitsKind(s, WATER_KIND_HABITAT[kind], kind)) continue;
          if (!reachable(s, type, kind, null)) continue;
          for (const bait of BAITS)
            for (const phase of ['pre-spawn', 'summer', 'fall', 'winter'] as const) {
              const { presentation: p } = presentationFor(s, bait, kind, phase, 55, type);
              const text = `${p.what} | ${p.how}`;
              if (type === 'shore' && NEEDS_BOAT.test(text))
                bad.push(`${s.id} ${kind} ${type} ${bait}: ${text}`);
              if (type !== 'shore' && NEEDS_SHORE.test(text))
                bad.push(`${s.id} ${kind} ${type} ${bait}: ${text}`);
            }
        }
    expect([...new Set(bad)]).toEqual([]);
  });

  it('a bank angler below Bonneville gets a plunking rig, a boat the trolled flasher', () => {
    // WDFW, "Plunking the big river: Lower Columbia salmon and steelhead" (bank anglers plunk).
    const chinook = SPECIES.find((s) => s.id === 'chinook-salmon')!;
    const shore = presentationFor(chinook, 'artificial', 'tailwater', 'pre-spawn', 60, 'shore');
    expect(shore.presentation.what).toMatch(/plunking/i);
    expect(shore.presentation.what + shore.presentation.how).not.toMatch(/troll/i);
    const boat = presentationFor(chinook, 'artificial', 'tailwater', 'pre-spawn', 60, 'boat');
    expect(boat.presentation.what).toMatch(/troll/i);
  });
});
