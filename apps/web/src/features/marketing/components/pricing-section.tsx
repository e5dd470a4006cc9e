import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { LandingSection } from './landing-section.tsx';
import { PRICING_PLANS } from '../data/pricing-plans.ts';
import { MARKETING_PATHS } from '../data/marketing-paths.ts';

export function PricingSection() {
  return (
    <LandingSection
      id="pricing"
      title="Pricing"
      intro="Start free. Upgrade when AnglerScout has earned a spot in your tackle box."
    >
      <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {PRICING_PLANS.map((plan) => (
          <li
            key={plan.id}
            className={`flex flex-col rounded-2xl bg-white p-6 shadow-sm sm:p-8 ${plan.highlighted ? 'border-2 border-accent-500' : 'border border-slate-200'}`}
          >
            <h3 className="text-xl font-bold text-brand-900">{plan.name}</h3>
            <p className="mt-4">
              <span className="text-4xl font-extrabold text-brand-900">{plan.price}</span>
              <span className="text-slate-700"> {plan.period}</span>
            </p>
            {plan.alternative && <p className="text-slate-700">{plan.alternative}</p>}
            <ul className="mt-6 flex-1 space-y-3">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-slate-800">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="mt-0.5 size-5 shrink-0 text-brand-600"
                  >
                    <path d="M4 10l4 4 8-8" fill="none" stroke="currentColor" strokeWidth="2.5" />
                  </svg>
                  {feature}
                </li>
              ))}
            </ul>
            <Link
              // The paid plan: after sign-up and sign-in the dashboard goes straight to checkout.
              to={
                plan.checkout
                  ? `${MARKETING_PATHS.register}?plan=${plan.checkout}`
                  : MARKETING_PATHS.register
              }
              className={buttonClass(plan.highlighted ? 'accent' : 'primary', 'md', 'mt-8')}
            >
              {plan.cta}
            </Link>
            {plan.checkout ? (
              <Link
                to={`${MARKETING_PATHS.register}?plan=yearly`}
                className="mt-3 text-center text-sm font-semibold text-brand-800 underline"
              >
                Or pay yearly: $99.97/year
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
