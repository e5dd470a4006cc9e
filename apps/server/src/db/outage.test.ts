import { describe, expect, it } from 'vitest';
import { createOutageTracker } from './outage.ts';

describe('createOutageTracker', () => {
  it('stays down while pings fail and comes back on the first one that answers', async () => {
    let answering = false;
    const changes: boolean[] = [];
    const tracker = createOutageTracker(
      async () => {
        if (!answering) throw new Error('no answer');
      },
      { probeEveryMs: 10, onChange: (down) => changes.push(down) },
    );
    expect(tracker.isDown()).toBe(false);
    tracker.report();
    tracker.report();
    expect(tracker.isDown()).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(tracker.isDown()).toBe(true);
    answering = true;
    await new Promise((r) => setTimeout(r, 50));
    expect(tracker.isDown()).toBe(false);
    expect(changes).toEqual([true, false]);
    tracker.stop();
  });

  it('clears at once when another ping (readiness) succeeds', () => {
    const tracker = createOutageTracker(() => Promise.reject(new Error('x')), {
      probeEveryMs: 60_000,
    });
    tracker.report();
    tracker.recovered();
    expect(tracker.isDown()).toBe(false);
    tracker.stop();
  });
});
