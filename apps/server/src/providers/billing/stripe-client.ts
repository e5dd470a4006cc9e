import Stripe from 'stripe';

export interface StripeClientOptions {
  secretKey: string;
  /** Another Stripe-compatible server (the fake): the SDK's host, port and protocol options. */
  apiUrl?: string;
  timeoutMs?: number;
}

/** The SDK's connection options for `apiUrl` (e.g. http://127.0.0.1:12111); none for Stripe itself. */
function sdkConnection(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

export function createStripeClient(opts: StripeClientOptions): Stripe {
  return new Stripe(opts.secretKey, {
    ...sdkConnection(opts.apiUrl),
    // The SDK retries network errors and 409/5xx answers with the same idempotency key.
    maxNetworkRetries: 2,
    timeout: opts.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'AnglerScout' },
  });
}
