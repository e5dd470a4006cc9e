import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BILLING_PLANS } from '@anglerscout/contracts';
import { rememberCheckoutIntent } from '@/lib/billing/checkout-intent.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { SignUpForm } from '../components/sign-up-form.tsx';
import { AUTH_COPY } from '../data/auth-copy.ts';

export function SignUpPage() {
  const [query] = useSearchParams();
  const plan = BILLING_PLANS.find((p) => p === query.get('plan'));
  // Came from the landing page's paid plan: after sign-in the dashboard opens checkout for it.
  useEffect(() => {
    if (plan) rememberCheckoutIntent(plan);
  }, [plan]);
  return (
    <AuthCard heading={AUTH_COPY.signup.heading} subtext={AUTH_COPY.signup.subtext}>
      <SignUpForm full />
    </AuthCard>
  );
}
