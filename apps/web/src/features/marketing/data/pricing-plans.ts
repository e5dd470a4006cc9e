import { FAIR_USE_TEXT, type BillingPlan } from '@anglerscout/contracts';

/**
 * Plans: Free and Founding Member ($9.97/month or $99.97/year). The paid plan is unlimited with a
 * fair-use cap of 50 reports a calendar month, and the page says exactly that.
 */
export interface PricingPlan {
  id: 'free' | 'founding';
  name: string;
  price: string;
  period: string;
  alternative?: string;
  features: readonly string[];
  cta: string;
  /** The plan checkout opens with right after sign-up (the paid plan only). */
  checkout?: BillingPlan;
  highlighted: boolean;
}

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    period: 'to start',
    features: ['3 free scouting reports', 'Community forum access'],
    cta: 'Get 3 Free Reports',
    highlighted: false,
  },
  {
    id: 'founding',
    name: 'Founding Member Special',
    price: '$9.97',
    period: '/month',
    alternative: 'or $99.97/year',
    features: [
      FAIR_USE_TEXT,
      'Report Manager with your full report history',
      'All future enhancements',
      'Founding Member badge',
      'Priority support',
      'Direct input into new features',
    ],
    cta: 'Become a Founding Member',
    checkout: 'monthly',
    highlighted: true,
  },
];
