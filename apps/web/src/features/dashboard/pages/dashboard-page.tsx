import { useEffect, useRef } from 'react';
import { Link, Outlet } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { useSession, useSessionValidation } from '@/lib/auth/use-session.ts';
import { useSubscription } from '@/lib/billing/use-subscription.ts';
import { useCheckout } from '@/lib/billing/use-checkout.ts';
import { takeCheckoutIntent } from '@/lib/billing/checkout-intent.ts';
import { SubscriptionStatusCard } from '../components/subscription-status-card.tsx';
import { MemberCards, ToolCards, ToolCardsSkeleton } from '../components/tool-cards.tsx';
import { SpotsWeekCard } from '../components/spots-week-card.tsx';

const HEADING = 'Access our expert AI-Powered Fishing Tools';

const QUICK_ACTIONS = [
  { label: 'Generate Fishing Report', to: '/app/reports/new', variant: 'primary' },
  { label: 'View History', to: '/app/reports', variant: 'secondary' },
  { label: 'Account Settings', to: '/app/settings', variant: 'secondary' },
] as const;

/** Skeleton placeholders while auth loads (the sign-in guard takes over after). */
export function DashboardAuthGate() {
  const { authState } = useSession();
  if (authState !== 'initializing') return <Outlet />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" aria-busy="true">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{HEADING}</h1>
      <p role="status" className="sr-only">
        Loading your dashboard...
      </p>
      <div className="mt-6">
        <ToolCardsSkeleton />
      </div>
      <div
        aria-hidden="true"
        className="mt-8 h-48 animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none"
      />
    </div>
  );
}

/** /app: the member dashboard with the three tools and the alternate dashboard's account summary. */
export function DashboardPage() {
  const { user } = useSession();
  const validation = useSessionValidation(Boolean(user));
  const subscription = useSubscription(user?.id);
  const checkout = useCheckout();
  const intentTaken = useRef(false);
  const data = subscription.data;
  // A plan chosen on the landing page before signing up: straight on to checkout.
  useEffect(() => {
    if (!data || data.fallback || intentTaken.current) return;
    intentTaken.current = true;
    const plan = takeCheckoutIntent();
    if (plan && data.tier === 'free' && data.billing?.paymentsAvailable) void checkout.start(plan);
  }, [data, checkout]);
  if (!user) return null;
  const role = validation.data?.is_admin ? 'Administrator' : 'User';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{HEADING}</h1>
      <div className="mt-6">
        <ToolCards />
      </div>
      <div className="mt-4">
        <MemberCards />
      </div>
      <div className="mt-6">
        <SpotsWeekCard />
      </div>

      <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_1fr]">
        <section
          aria-labelledby="welcome"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="welcome" className="text-lg font-bold text-brand-900">
            Welcome, <span className="break-all">{user.name || user.email}</span>
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Role:{' '}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-900">
              {validation.isPending ? 'Checking...' : role}
            </span>
          </p>
          <h3 className="mt-5 text-sm font-semibold text-slate-700">Quick actions</h3>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {QUICK_ACTIONS.map((action) => (
              <Link key={action.to} to={action.to} className={buttonClass(action.variant, 'md')}>
                {action.label}
              </Link>
            ))}
          </div>
        </section>
        <SubscriptionStatusCard
          subscription={subscription.data}
          loading={subscription.isPending}
          checkout={checkout}
        />
      </div>
    </div>
  );
}
