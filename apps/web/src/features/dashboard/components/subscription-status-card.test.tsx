import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TSubscriptionDetails } from '@anglerscout/contracts';
import { useSubscription } from '@/lib/billing/use-subscription.ts';
import { useCheckout } from '@/lib/billing/use-checkout.ts';
import { apiError, serveApi, type Failure } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { billingView, SUBSCRIPTION_CONTRACT } from '@/test/fixtures/billing.ts';
import { SubscriptionStatusCard } from './subscription-status-card.tsx';

function Harness() {
  const subscription = useSubscription('u1');
  const checkout = useCheckout();
  return (
    <SubscriptionStatusCard
      subscription={subscription.data}
      loading={subscription.isPending}
      checkout={checkout}
    />
  );
}

function renderCard(answer: TSubscriptionDetails | Failure) {
  serveApi().get('/api/me/subscription', SUBSCRIPTION_CONTRACT, answer);
  renderWithProviders(<Harness />);
  return screen.getByRole('region', { name: 'Subscription Status' });
}

describe('SubscriptionStatusCard', () => {
  it('shows the tier, what the plan gives, the reports left and the feature badges', async () => {
    const card = renderCard({
      tier: 'founding',
      planName: 'Founding Member Special',
      features: ['basic_reports', 'priority_support'],
      limits: { reports: 50 },
      status: 'active',
      expiresAt: null,
      reportWindow: 'calendar-month',
      reportsUsed: 4,
      reportsLeft: 46,
      billing: billingView(),
    });
    expect(await within(card).findByText('Founding Member Special')).toBeInTheDocument();
    expect(
      within(card).getByText(/^Unlimited reports, with a fair-use cap of 50/),
    ).toBeInTheDocument();
    expect(within(card).getByText('Founding Member')).toBeInTheDocument();
    expect(within(card).queryByText(/API calls/)).toBeNull();
    expect(
      within(card).getByText('4 used this month · 46 reports left this month'),
    ).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Enabled features' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Scouting reports', 'Priority support']);
  });

  it('falls back to free, no features, no limits when the subscription is unreadable', async () => {
    const card = renderCard(apiError('SYSTEM_INTERNAL_ERROR', 'x'));
    expect(
      await within(card).findByText(
        'We could not check your subscription just now, so the free plan is shown.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('free')).toBeInTheDocument();
    // Empty limits: an absent limit reads as 0; no features.
    expect(within(card).getByText('0 free reports in total')).toBeInTheDocument();
    expect(within(card).getByText('No features enabled.')).toBeInTheDocument();
    expect(screen.queryByText(/reports left/)).toBeNull();
  });
});
