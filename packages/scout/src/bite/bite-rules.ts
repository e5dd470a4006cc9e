import { TIMING_RULES } from './timing-rules.ts';

/**
 * The bite model's rules as data. Points are added to a neutral 50 and the sum clamped to 0-100.
 * Every rule carries its basis: a citation where a study supports the direction or the size, or
 * "judgement" where the size is this model's choice. The model card (docs/model-card.md) explains
 * how these could be checked against public catch data.
 */
export const BITE_RULES = {
  neutral: 50,
  solunar: {
    major: 3,
    minor: 2,
    coincidenceBonus: 1,
    basis:
      'Vinson & Angradi (2014), PLOS ONE 9(7):e102248: in 342,000 muskellunge catches the moon changed catch rates by a few percent, so a major period adds at most 3 points and a minor 2.',
  },
  light: {
    /** Sun between this altitude (civil twilight) and lowLightMaxDeg counts as low light. */
    twilightMinDeg: -6,
    lowLightMaxDeg: 10,
    /** ...and below this share of the day's highest sun (so a low winter sun at 60° N is not all dawn) */
    lowLightShareOfMax: 0.5,
    /** Hours either side of solar noon that are never low light */
    middayHalfWindowH: 2,
    /** Sun this high with under 30% cloud counts as bright overhead sun. */
    brightFromDeg: 45,
    brightCloudBelowPct: 30,
    twilight: 10,
    bright: -5,
    nightDayFeeder: -6,
    nightNightFeeder: 6,
    basis:
      'Judgement on a widely reported direction: sight-feeding predators feed most in low light at dawn and dusk (crepuscular peaks), and night feeders after dark.',
  },
  tide: {
    /** Water level changing slower than this (ft/h) is slack. */
    slackBelowFtPerHour: 0.1,
    /** At this rate or faster the flow earns full points. */
    fullPointsFtPerHour: 0.6,
    /**
     * Strong flow: at least this fast in absolute terms and at least this share of the day's range
     * per hour (the middle hours of a rise or fall move about 3/12 of the range, the first and
     * last about 1/12: the rule of twelfths).
     */
    strongFromFtPerHour: 0.5,
    strongShareOfRange: 0.18,
    /**
     * Zero since the MRIP test (docs/validation.md): before, moving water scored up to +10 and
     * slack -6. The rates above still describe the tide in reports; they no longer move the score.
     */
    moving: 0,
    slack: 0,
    basis:
      'Set to zero by the pre-registered rule of docs/validation.md. On NOAA MRIP 2018 angler intercepts (Atlantic and Gulf, January-April: 13,202 trips, 106,559 pairs of trips at the same site on the same day with different hours), the weatherless score ranked trips by catch per angler-hour better without its tide points (moving up to +10, slack -6): C(full) - C(full without tide) = -0.021, 95% cluster-bootstrap interval -0.035 to -0.008; tide alone C = 0.486 (0.474 to 0.498), below a coin toss. Caveat: sites were placed at county points, so the tide station and its timing can be off for a site deep in an estuary. Before: judgement on the direction reported by state agencies and angling practice (moving water concentrates bait at passes and edges).',
  },
  pressure: {
    trendHours: 3,
    /** Changes smaller than this after removing the daily pressure tide are not a signal. */
    noiseFloorHpa: 1,
    /**
     * The semidiurnal solar pressure tide: amplitude 1.16 cos³(latitude) hPa with maxima near
     * 09:50 and 21:50 local solar time (Haurwitz 1956, as used in Dai & Wang 1999, J. Atmos. Sci.
     * 56:3874). It is removed before the trend is read, so a fair afternoon in Miami is not a front.
     */
    tideAmplitudeHpa: 1.16,
    tidePeakSolarHour: 9.8,
    falling: 8,
    fallingFast: 12,
    fallingFastHpa: 3,
    risingAfterFront: -6,
    highSteady: -4,
    highHpa: 1022,
    postFront: -8,
    postFrontHours: [0, 48] as const,
    frontRiseHpa: 4,
    frontCoolingF: 8,
    basis:
      'Judgement on the direction in angling practice (falling barometer before a front up, bluebird high pressure after a cold front down for 12-48 h); no controlled study sizes these effects.',
  },
  wind: {
    calmBelow: 3,
    calm: -2,
    goodFrom: 5,
    goodTo: 15,
    good: 5,
    strongFrom: 20,
    strong: -10,
    gustFrom: 25,
    gusty: -5,
    kayakBreezyFrom: 12,
    kayakBreezy: -5,
    basis:
      'Judgement: a light chop breaks up the surface on lakes and coasts (no bonus on rivers, where current matters more); strong wind and gusts make boat control and casting hard.',
  },
  cloud: {
    overcastFrom: 70,
    overcast: 4,
    basis: 'Judgement: overcast extends low-light feeding.',
  },
  rain: {
    lightFrom: 0.01,
    light: 2,
    heavyFrom: 0.25,
    heavy: -8,
    basis: 'Judgement.',
  },
  water: {
    scale: 24,
    /**
     * Water temperature unknown (no measurement, forecast or climatology): counted as the worst
     * case (activity 0, i.e. -scale/2), so a day whose water is unknown never scores above the
     * same day with its water known
     */
    unknown: -12,
    basis:
      'Judgement on a measured direction: feeding and growth peak inside the species\u2019 preferred range (see each range\u2019s source) and fall off outside it.',
  },
  /** When each species is fished through the day: night, cold water, hatches, sight-fishing, slack */
  timing: TIMING_RULES,
} as const;
