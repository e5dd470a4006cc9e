import { describe, expect, it } from 'vitest';
import { localIsoMinute, localIsoMinutes } from './local-clock.ts';

describe('localIsoMinutes', () => {
  it.each(['America/Denver', 'America/New_York', 'Pacific/Guam', 'America/Phoenix', 'UTC'])(
    'labels a year of hours in %s exactly as one Intl call per hour would',
    (zone) => {
      const start = Date.UTC(2026, 0, 1);
      const hours = Array.from({ length: 366 * 24 }, (_, i) => start + i * 3_600_000);
      expect(localIsoMinutes(hours, zone)).toEqual(
        hours.map((t) => localIsoMinute(new Date(t), zone)),
      );
    },
  );
});
