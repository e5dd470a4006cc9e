import { fakeAnswer, type FakeControl } from '../../shared/fake/fake-control.ts';
import type { CoastProvider } from '../coast-provider.ts';

/** A water level that follows a 12.42 h tide around 1.2 ft, and a water temperature, six minutes old. */
export function fakeCoast({
  control,
  now,
}: {
  control: FakeControl;
  now: () => Date;
}): CoastProvider {
  return {
    async latest(stationId) {
      await fakeAnswer(control, 'noaa-coops');
      const at = new Date(Math.floor((now().getTime() - 360_000) / 360_000) * 360_000);
      const phase = (at.getTime() / 3_600_000 / 12.42) * 2 * Math.PI;
      return {
        stationId,
        stationName: `Station ${stationId}`,
        waterLevelFt: {
          value: Math.round((1.2 + 0.9 * Math.sin(phase)) * 1000) / 1000,
          observedAt: at.toISOString(),
        },
        waterTempF: { value: 66.4, observedAt: at.toISOString() },
      };
    },
  };
}
