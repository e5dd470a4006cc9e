/**
 * Plans as data: Free (3 reports) and Founding Member (unlimited with a fair-use cap of 50 reports
 * a calendar month). Features are names in a subscription's list; a limit that is absent reads as
 * 0. The only limit is `reports`: the originally specified `api_calls` (10) counted nothing the app
 * meters, so it is not claimed (issue 17).
 */
export const PLAN_TIERS = ['free', 'founding'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export interface PlanDefinition {
  tier: PlanTier;
  name: string;
  features: string[];
  limits: Record<string, number>;
  /** How report creations are counted against `limits.reports`. */
  reportWindow: 'lifetime' | 'calendar-month';
  priceText: string;
}

export const FAIR_USE_REPORTS_PER_MONTH = 50;

export const PLANS: Record<PlanTier, PlanDefinition> = {
  free: {
    tier: 'free',
    name: 'Free',
    features: ['basic_reports', 'location_search', 'community'],
    limits: { reports: 3 },
    reportWindow: 'lifetime',
    priceText: '$0',
  },
  founding: {
    tier: 'founding',
    name: 'Founding Member Special',
    features: [
      'basic_reports',
      'location_search',
      'community',
      'unlimited_reports',
      'report_manager',
      'founding_member_badge',
      'priority_support',
      'feature_input',
    ],
    limits: { reports: FAIR_USE_REPORTS_PER_MONTH },
    reportWindow: 'calendar-month',
    priceText: '$9.97/month or $99.97/year',
  },
};

/** What the client assumes when the subscription cannot be read: free, no features, no limits. */
export const FALLBACK_SUBSCRIPTION = {
  tier: 'free',
  features: [] as string[],
  limits: {} as Record<string, number>,
  status: 'active',
  expiresAt: null,
} as const;

export function limitOf(limits: Record<string, number> | undefined, name: string): number {
  return limits?.[name] ?? 0;
}

/** The wording the UI uses for the paid plan's limit: unlimited, with a fair-use cap. */
export const FAIR_USE_TEXT = `Unlimited reports, with a fair-use cap of ${FAIR_USE_REPORTS_PER_MONTH} reports per calendar month`;
