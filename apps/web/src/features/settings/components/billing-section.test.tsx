import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  PAYMENTS_NOT_SET_UP,
  ZRedirectResponse,
  ZStartCheckoutRequest,
  ZSwitchPlanRequest,
  type TSubscriptionDetails,
} from '@anglerscout/contracts';
import { goTo } from '@/lib/billing/billing-api.ts';
import { apiError, serveApi, type Failure } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import {
  billingView,
  freeSubscription,
  stripeSubscription,
  SUBSCRIPTION_CONTRACT,
} from '@/test/fixtures/billing.ts';
import { BillingSection } from './billing-section.tsx';

// Leaving for Stripe's hosted pages is the one thing jsdom cannot do.
vi.mock('@/lib/billing/billing-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/billing/billing-api.ts')>()),
  goTo: vi.fn(),
}));
beforeEach(() => vi.mocked(goTo).mockClear());

const PORTAL = 'https://billing.stripe.com/p/session/test_YWNjdF8xUmV4';
const CHECKOUT = 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3';

function renderSection(
  subscription: TSubscriptionDetails | Failure | (() => TSubscriptionDetails),
  at = '/app/settings',
) {
  const api = serveApi().get('/api/me/subscription', SUBSCRIPTION_CONTRACT, subscription);
  const view = renderWithProviders(<BillingSection userId="user-1" />, {
    path: '/app/settings',
    at,
  });
  return { api, ...view };
}

/** The plan details as the member reads them: each term with its value. */
const details = () =>
  Object.fromEntries(
    within(document.querySelector('dl')!)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('BillingSection', () => {
  it('shows a free member the plan and the offer, with no billing actions', async () => {
    renderSection(freeSubscription());
    expect(
      await screen.findByRole('heading', { name: 'Upgrade to Founding Member' }),
    ).toBeInTheDocument();
    expect(details()).toEqual({ Plan: 'Free' });
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create a report' })).toBeNull();
  });

  it('starts Stripe Checkout for the chosen plan and leaves for it', async () => {
    const { api, user } = renderSection(freeSubscription());
    api.post('/api/billing/checkout', ZRedirectResponse, { url: CHECKOUT });
    await user.click(await screen.findByRole('button', { name: 'Pay yearly: $99.97/year' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(CHECKOUT));
    const sent = api.requests('POST', '/api/billing/checkout')[0]!;
    expect(ZStartCheckoutRequest.parse(sent.json)).toEqual({ plan: 'yearly' });
    // One attempt key, so a retried click cannot open a second checkout.
    expect(sent.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a paying member the price, renewal date, payment status and their actions', async () => {
    renderSection(stripeSubscription());
    expect(await screen.findByRole('button', { name: 'Manage billing' })).toBeEnabled();
    expect(details()).toEqual({
      Plan: 'Founding Member Special★ Founding Member',
      Price: '$9.97/month',
      'Renews on': 'Dec 23, 2026',
      'Payment status': 'Paid',
    });
    expect(
      screen.getByRole('button', { name: 'Switch to yearly ($99.97/year)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a report' })).toHaveAttribute(
      'href',
      '/app/reports/new',
    );
    expect(screen.queryByRole('heading', { name: 'Upgrade to Founding Member' })).toBeNull();
  });

  it('opens the Stripe customer portal from Manage billing', async () => {
    const { api, user } = renderSection(stripeSubscription());
    let answer!: (value: { url: string }) => void;
    api.post('/api/billing/portal', ZRedirectResponse, () => new Promise((r) => (answer = r)));
    await user.click(await screen.findByRole('button', { name: 'Manage billing' }));
    expect(screen.getByRole('button', { name: 'Opening...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Switch to yearly ($99.97/year)' })).toBeDisabled();
    answer({ url: PORTAL });
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(PORTAL));
  });

  it('says why the portal did not open and lets the member try again', async () => {
    const { api, user } = renderSection(stripeSubscription());
    api.post(
      '/api/billing/portal',
      ZRedirectResponse,
      apiError('EXTERNAL_SERVICE_UNAVAILABLE', 'Stripe is not answering. Try again in a minute.'),
    );
    await user.click(await screen.findByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Stripe is not answering. Try again in a minute.',
    );
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeEnabled();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('switches to the other price and shows the change waiting for the renewal date', async () => {
    const { api, user } = renderSection(stripeSubscription());
    api.post('/api/billing/switch', SUBSCRIPTION_CONTRACT, (req) =>
      stripeSubscription({
        pendingPlan: ZSwitchPlanRequest.parse(req.json).plan,
        pendingPlanAt: '2026-12-23T12:00:00.000Z',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Switch to yearly ($99.97/year)' }));
    expect(await screen.findByText(/^Changes to yearly/)).toHaveTextContent(
      'Changes to yearly ($99.97/year) on Dec 23, 2026.',
    );
    // A pending change is undone by keeping the current plan.
    await user.click(screen.getByRole('button', { name: 'Keep monthly' }));
    await vi.waitFor(() =>
      expect(api.requests('POST', '/api/billing/switch').map((r) => r.json)).toEqual([
        { plan: 'yearly' },
        { plan: 'monthly' },
      ]),
    );
  });

  it('says a failed renewal ends the plan unless the card is updated by the grace date', async () => {
    renderSection(
      stripeSubscription({ paymentFailed: true, graceEndsAt: '2026-12-30T12:00:00.000Z' }),
    );
    await screen.findByRole('button', { name: 'Manage billing' });
    expect(details()).toMatchObject({
      'Ends on': 'Dec 23, 2026',
      'Payment status': 'Payment failed: update your card by Dec 30, 2026',
    });
  });

  it('says a canceled plan stays until the period ends, with nothing to switch', async () => {
    renderSection(stripeSubscription({ cancelAtPeriodEnd: true }));
    expect(await screen.findByText(/^Your plan is canceled/)).toHaveTextContent(
      'Your plan is canceled and stays active until Dec 23, 2026. After that you are on the free plan; your reports stay.',
    );
    expect(details()).toMatchObject({ 'Ends on': 'Dec 23, 2026' });
    expect(screen.queryByRole('button', { name: /^Switch to/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
  });

  it('shows a plan an administrator granted, with no payment and no Stripe actions', async () => {
    renderSection(
      stripeSubscription({}, { expiresAt: null, billing: billingView({ source: 'admin' }) }),
    );
    expect(await screen.findByRole('link', { name: 'Create a report' })).toBeInTheDocument();
    expect(details()).toEqual({
      Plan: 'Founding Member Special★ Founding Member',
      'Ends on': 'No end date (granted by an administrator)',
      'Payment status': 'No payment needed',
    });
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });

  it('says payments are not set up instead of offering buttons that cannot work', async () => {
    renderSection(
      freeSubscription({
        billing: billingView({
          paymentsAvailable: false,
          missingSettings: ['STRIPE_SECRET_KEY', 'STRIPE_PRICE_MONTHLY'],
        }),
      }),
    );
    expect(await screen.findByText(new RegExp(`^${PAYMENTS_NOT_SET_UP}`))).toHaveTextContent(
      'To take payments, set STRIPE_SECRET_KEY, STRIPE_PRICE_MONTHLY on the server',
    );
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('says a canceled checkout charged nothing', async () => {
    renderSection(freeSubscription(), '/app/settings?checkout=canceled');
    expect(
      await screen.findByText('Checkout canceled. You have not been charged.'),
    ).toBeInTheDocument();
  });

  it('back from checkout, waits for Stripe to confirm and then welcomes the member', async () => {
    let reads = 0;
    const { api } = renderSection(
      () => (++reads === 1 ? freeSubscription() : stripeSubscription()),
      '/app/settings?checkout=success',
    );
    expect(
      await screen.findByText(/^Thanks! We are waiting for Stripe to confirm your payment\./),
    ).toBeInTheDocument();
    // The redirect proves nothing; the page reads the plan again until the webhook has landed.
    expect(
      await screen.findByText('Welcome, Founding Member! Your plan is active.', undefined, {
        timeout: 4000,
      }),
    ).toBeInTheDocument();
    expect(api.requests('GET', '/api/me/subscription')).toHaveLength(2);
  });
});
