import { afterEach, describe, expect, it } from 'vitest';
import { billingDate } from './use-checkout.ts';

describe('billingDate', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it.each(['America/Chicago', 'America/Los_Angeles', 'Pacific/Honolulu', 'UTC'])(
    'names the day Stripe names, in a browser in %s',
    (tz) => {
      process.env.TZ = tz;
      expect(billingDate('2026-05-01T00:30:00Z')).toBe('May 1, 2026');
      expect(billingDate(null)).toBe('');
    },
  );
});
