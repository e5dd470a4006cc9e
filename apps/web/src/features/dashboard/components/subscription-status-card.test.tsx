import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { useSubscription } from '@/lib/billing/use-subscription.ts';
import { useCheckout } from '@/lib/billing/use-checkout.ts';
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

function renderCard(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Subscription Status' });
}

afterEach(() => vi.unstubAllGlobals());

describe('SubscriptionStatusCard', () => {
  it('shows the tier, what the plan gives, the reports left and the feature badges', async () => {
    const card = renderCard(
      new Response(
        JSON.stringify({
          tier: 'founding',
          planName: 'Founding Member Special',
          features: ['basic_reports', 'priority_support'],
          limits: { reports: 50 },
          status: 'active',
          expiresAt: null,
          reportWindow: 'calendar-month',
          reportsUsed: 4,
          reportsLeft: 46,
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
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
    const card = renderCard(
      new Response('{"error":{"code":"SYSTEM_INTERNAL_ERROR","message":"x"}}', {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    );
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
