import { FormAlert } from '@/components/ui/form-alert.tsx';

/**
 * What the page says when Stripe sends the member back. The redirect itself proves nothing: the
 * plan shows as paid only once Stripe's webhook has reached the server (the page polls meanwhile).
 */
export function CheckoutReturn({ returned, paid }: { returned: string | null; paid: boolean }) {
  if (returned === 'canceled')
    return <FormAlert tone="info">Checkout canceled. You have not been charged.</FormAlert>;
  if (returned !== 'success') return null;
  return paid ? (
    <FormAlert tone="success">Welcome, Founding Member! Your plan is active.</FormAlert>
  ) : (
    <FormAlert tone="info">
      Thanks! We are waiting for Stripe to confirm your payment. This page updates by itself in a
      few seconds.
    </FormAlert>
  );
}
