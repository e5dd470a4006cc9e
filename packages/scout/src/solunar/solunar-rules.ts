/**
 * Solunar conventions as data. Solunar theory is angling tradition (John Alden Knight, "Solunar
 * Tables", 1926), not established physics; the product presents it that way.
 */
export const SOLUNAR_RULES = {
  /** Half-width of a major period centred on the moon's upper or lower transit. */
  majorHalfWidthMin: 60,
  /** Half-width of a minor period centred on moonrise or moonset. */
  minorHalfWidthMin: 30,
  /** A period coinciding with sunrise or sunset: centres within this many minutes. */
  coincidenceWindowMin: 60,
  /** Phase weighting: 1.0 at new and full moon falling to 0.25 at the quarters. */
  phaseWeightAtQuarter: 0.25,
  /** Distance weighting: 1.0 at a close perigee, 0.25 at a far apogee (km). */
  perigeeKm: 363_285,
  apogeeKm: 405_503,
  distanceWeightAtApogee: 0.25,
  sources: [
    'Knight, J. A. (1926 onward) Solunar Tables: majors at lunar transits, minors at moonrise and moonset.',
    'Widths +/-60 min (major) and +/-30 min (minor), the common public convention (e.g. stevenmusumeche/solunar; some tables use +/-90 and +/-60).',
    'Phase and distance weights after kevinboone/solunar_cmdline, whose author notes they have little scientific basis.',
  ],
} as const;
