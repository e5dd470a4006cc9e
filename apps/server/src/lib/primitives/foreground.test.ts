import { describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import { countRequest, createForeground, stepAside } from './foreground.ts';

describe('createForeground', () => {
  it('counts requests in flight; ending one twice counts once', () => {
    const fg = createForeground();
    const a = fg.begin();
    const b = fg.begin();
    expect(fg.inFlight()).toBe(2);
    a();
    a();
    expect(fg.inFlight()).toBe(1);
    b();
    expect(fg.inFlight()).toBe(0);
  });

  it('lets background work go at once when no request was seen', async () => {
    expect(await createForeground().giveWay({ maxWaitMs: 0 })).toBe('quiet');
  });

  it('holds background work while a request is in flight, and after it for the quiet spell', async () => {
    let now = 0;
    const fg = createForeground(() => now);
    const end = fg.begin();
    let outcome: string | undefined;
    const waiting = fg.giveWay({ quietMs: 3, maxWaitMs: 1000 }).then((o) => (outcome = o));
    await new Promise((r) => setTimeout(r, 20));
    expect(outcome).toBeUndefined();
    now = 10;
    end();
    await new Promise((r) => setTimeout(r, 20));
    // The request ended at 10: not yet quiet for 3.
    expect(outcome).toBeUndefined();
    now = 13;
    await waiting;
    expect(outcome).toBe('quiet');
  });

  it('goes ahead after the longest wait, so constant traffic cannot starve the work', async () => {
    let now = 0;
    const fg = createForeground(() => now);
    fg.begin();
    const waiting = fg.giveWay({ maxWaitMs: 500 });
    await new Promise((r) => setTimeout(r, 20));
    now = 500;
    expect(await waiting).toBe('waited');
  });

  it('counts a Node response until it closes, or until it steps aside, once either way', () => {
    const fg = createForeground();
    const res = new EventEmitter();
    countRequest(fg, res);
    expect(fg.inFlight()).toBe(1);
    stepAside(res);
    expect(fg.inFlight()).toBe(0);
    res.emit('close');
    expect(fg.inFlight()).toBe(0);
    stepAside(undefined);
  });
});
