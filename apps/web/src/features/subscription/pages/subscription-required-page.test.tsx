import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FAIR_USE_REPORTS_PER_MONTH, PLANS } from '@anglerscout/contracts';
import { serveApi } from '@/test/fake-api.ts';
import { renderWithProviders, testSession } from '@/test/render-with-providers.tsx';
import {
  freeSubscription,
  stripeSubscription,
  SUBSCRIPTION_CONTRACT,
} from '@/test/fixtures/billing.ts';
import { SubscriptionRequiredPage } from './subscription-required-page.tsx';

// The server's words for the free plan's limit (apps/server/src/services/reports/reserve-report-slot.ts).
const LIMIT_MESSAGE =
  'You have used your 3 free reports. Subscribe to the Founding Member Special for unlimited reports.';

function renderPage(subscription = freeSubscription(), state?: unknown) {
  serveApi().get('/api/me/subscription', SUBSCRIPTION_CONTRACT, subscription);
  return renderWithProviders(<SubscriptionRequiredPage />, {
    path: '/app/subscription',
    at: { pathname: '/app/subscription', state },
    session: testSession(),
  });
}

const plans = () =>
  within(screen.getByRole('list', { name: 'Plans' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.closest('li')!);

describe('SubscriptionRequiredPage', () => {
  it("says why the member is here in the server's words", async () => {
    renderPage(freeSubscription(), { message: LIMIT_MESSAGE });
    expect(screen.getByRole('heading', { name: 'Subscription Required' })).toBeInTheDocument();
    expect(screen.getByText(LIMIT_MESSAGE)).toBeInTheDocument();
    await screen.findByText('Your plan');
  });

  it('shows nothing it cannot trust from the history state', async () => {
    renderPage(freeSubscription(), { message: { html: '<b>x</b>' } });
    await screen.findByText('Your plan');
    const intro = screen.getByRole('region', { name: 'Subscription Required' });
    expect(within(intro).getAllByText(/./, { selector: 'p' })).toHaveLength(1);
  });

  it('lists both plans with their price and what they give, the current one marked', async () => {
    renderPage();
    await screen.findByText('Your plan');
    const [free, founding] = plans();
    expect(within(free!).getByRole('heading')).toHaveTextContent(PLANS.free.name);
    expect(within(free!).getByText('Your plan')).toBeInTheDocument();
    expect(within(free!).getByText('$0')).toBeInTheDocument();
    expect(
      within(free!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3 free fishing reports', 'Access to the community forum']);
    expect(within(founding!).queryByText('Your plan')).toBeNull();
    expect(within(founding!).getByText('$9.97/month or $99.97/year')).toBeInTheDocument();
    expect(within(founding!).getAllByRole('listitem')[0]).toHaveTextContent(
      `Reports: unlimited with a fair-use cap of ${FAIR_USE_REPORTS_PER_MONTH} reports per calendar month`,
    );
  });

  it('offers checkout to a free member but not to a paying one', async () => {
    const { unmount } = renderPage();
    expect(
      await screen.findByRole('button', { name: 'Pay monthly: $9.97/month' }),
    ).toBeInTheDocument();
    unmount();
    renderPage(stripeSubscription());
    await screen.findByText('Your plan');
    expect(within(plans()[1]!).getByText('Your plan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('leads on to settings, the Report Manager and the dashboard', async () => {
    renderPage();
    await screen.findByText('Your plan');
    for (const [name, href] of [
      ['Account Settings', '/app/settings'],
      ['Report Manager', '/app/reports'],
      ['Return to Dashboard', '/app'],
    ])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });
});
