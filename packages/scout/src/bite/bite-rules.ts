/**
 * The bite model's rules as data. Points are added to a neutral 50 and the sum clamped to
 * 0-100. The directions follow published angling practice summarised in the team research notes
 * (falling barometer before a front rated up; bluebird high pressure after a cold front rated
 * down for 12-48 h; light to moderate wind up, strong wind down; low light up); the sizes of the
 * points are this model's judgement, not measured effects.
 */
export const BITE_RULES = {
  neutral: 50,
  solunar: { major: 12, minor: 7, coincidenceBonus: 4 },
  light: { twilight: 10, bright: -5, nightDayFeeder: -6, nightNightFeeder: 6 },
  tide: { moving: 10, slack: -6, slackFraction: 0.2 },
  pressure: {
    trendHours: 3,
    /** About 0.03 inHg over 3 h: normal daily swings stay under this, so they are not a signal */
    noiseFloorHpa: 1,
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
  },
  cloud: { overcastFrom: 70, overcast: 4 },
  rain: { lightFrom: 0.01, light: 2, heavyFrom: 0.25, heavy: -8 },
  water: { scale: 24 },
} as const;
