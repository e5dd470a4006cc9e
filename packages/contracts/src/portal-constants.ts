/**
 * The portal's modes, the features each enables, its test scenarios and its error messages.
 * Zod-free, so the web app can read it without pulling zod.
 */
export const PORTAL_MODES = ['emergency', 'test', 'production'] as const;
export type PortalMode = (typeof PORTAL_MODES)[number];
export const DEFAULT_PORTAL_MODE: PortalMode = 'emergency';

export const PORTAL_FEATURES = [
  'errorInjection',
  'performanceMonitoring',
  'stateLogging',
  'cacheControl',
] as const;
export type PortalFeature = (typeof PORTAL_FEATURES)[number];

/** Test mode enables every feature; the others only performance monitoring and state logging. */
export const MODE_FEATURES: Record<PortalMode, readonly PortalFeature[]> = {
  emergency: ['performanceMonitoring', 'stateLogging'],
  test: PORTAL_FEATURES,
  production: ['performanceMonitoring', 'stateLogging'],
};

export const SCENARIO_TYPES = ['error', 'cache', 'performance', 'state'] as const;
export type ScenarioType = (typeof SCENARIO_TYPES)[number];
/** A test scenario of each type runs only while this portal feature is enabled. */
export const SCENARIO_FEATURE: Record<ScenarioType, PortalFeature> = {
  error: 'errorInjection',
  cache: 'cacheControl',
  performance: 'performanceMonitoring',
  state: 'stateLogging',
};
export const LOAD_PROFILES = ['light', 'normal', 'heavy'] as const;
export type LoadProfile = (typeof LOAD_PROFILES)[number];

/** The portal's error messages, worded exactly as users and tests see them. */
export const PORTAL_MESSAGES = {
  transitionInProgress: 'Mode transition already in progress',
  cannotCreateSession: (mode: string) => `Cannot create session: portal is in ${mode} mode`,
  sessionNotFound: 'Session not found',
  invalidSwitch: 'Invalid mode switch',
  verificationFailed: 'Mode switch verification failed',
  testModeOnly: 'Test scenarios can only be executed in test mode',
  scenarioRunning: (id: string) => `Scenario with ID ${id} is already running`,
  featureDisabled: {
    errorInjection: 'Error injection is not enabled',
    cacheControl: 'Cache control is not enabled',
    performanceMonitoring: 'Performance monitoring is not enabled',
    stateLogging: 'State logging is not enabled',
  } satisfies Record<PortalFeature, string>,
  unknownScenarioType: 'Unknown scenario type',
} as const;
