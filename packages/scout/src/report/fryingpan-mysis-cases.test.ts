/**
 * Review 9 (r02, minor): the Fryingpan below Ruedi Dam is fished with Mysis shrimp patterns near
 * the dam and Blue-winged Olives in the afternoons; the fly list was generic. Negatives: farther
 * down the Fryingpan and on another Colorado river the Mysis line is not given.
 */
import { describe, expect, it } from 'vitest';
import { plannedCase as run } from './testing/planned-case.ts';

const fly = (lat: number, lon: number, date: string, placeName: string) =>
  run({
    lat,
    lon,
    date,
    placeName,
    state: 'CO',
    habitat: 'fresh',
    fishingType: 'shore',
    baitType: 'fly',
  }).md;

describe('Mysis below Ruedi Dam', () => {
  it('the Fryingpan just below the dam on 9 October: Mysis and the afternoon BWO', () => {
    const md = fly(
      39.36,
      -106.826,
      '2027-10-09',
      'Fryingpan River below Ruedi Dam, Basalt, Colorado',
    );
    expect(md).toMatch(/Mysis shrimp pattern/);
    expect(md).toMatch(/BWO/);
    // the redd caution of the spawn still holds, and nothing sends the angler onto the gravel
    expect(md).not.toMatch(/riffles and tailouts|seams and riffles|into riffles/i);
  });

  it('the same stretch in June (twin)', () => {
    const md = fly(39.362, -106.84, '2027-06-10', 'Fryingpan River, Ruedi Dam, Colorado');
    expect(md).toMatch(/Mysis shrimp pattern/);
  });

  it('the Fryingpan at Basalt, 17 km down, and the Arkansas at Salida: no Mysis (negatives)', () => {
    expect(fly(39.368, -107.02, '2027-10-09', 'Fryingpan River at Basalt, Colorado')).not.toMatch(
      /Mysis/,
    );
    expect(fly(38.535, -106.0, '2027-10-09', 'Arkansas River at Salida, Colorado')).not.toMatch(
      /Mysis/,
    );
  });
});
