import { describe, expect, it } from 'vitest';
import { controlledWork, tick } from '../../test/controlled-work.ts';
import { AppError } from './app-error.ts';
import { createPerClientQueue } from './per-client-queue.ts';

describe('createPerClientQueue', () => {
  it('runs `limit` at once, first come first served, and hands a slot on without over-admitting', async () => {
    const w = controlledWork();
    const gate = createPerClientQueue({ limit: 1, perClient: 5, maxWaiting: 10 });
    const a = gate.run('x', w.work('a'));
    const b = gate.run('y', w.work('b'));
    await tick();
    expect(gate.state()).toMatchObject({ running: 1, waiting: 1 });
    w.finish('a');
    await a;
    const c = gate.run('z', w.work('c'));
    await tick();
    expect(w.started).toEqual(['a', 'b']);
    w.finish('b');
    await b;
    await tick();
    w.finish('c');
    await c;
    expect(w.peak()).toBe(1);
    expect(gate.state()).toEqual({ running: 0, waiting: 0, stalledMs: 0 });
  });

  it('gives the slot back when the work fails', async () => {
    const gate = createPerClientQueue({ limit: 1, perClient: 1, maxWaiting: 1 });
    await expect(gate.run('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run('x', async () => 'next')).toBe('next');
  });

  it('drops a waiter whose caller gave up, so it never takes a slot', async () => {
    const w = controlledWork();
    const gate = createPerClientQueue({ limit: 1, perClient: 5, maxWaiting: 10 });
    const first = gate.run('x', w.work('first'));
    const controller = new AbortController();
    const abandoned = gate.run('y', w.work('abandoned'), controller.signal);
    const third = gate.run('z', w.work('third'));
    await tick();
    controller.abort(new Error('client went away'));
    await expect(abandoned).rejects.toThrow('client went away');
    expect(gate.state().waiting).toBe(1);
    w.finish('first');
    await first;
    await tick();
    expect(w.started).toEqual(['first', 'third']);
    w.finish('third');
    await third;
    // The abandoned client's share is free again.
    expect(await gate.run('y', async () => 'again')).toBe('again');
  });

  it('refuses a client beyond its share with 429 while others still get in', async () => {
    const w = controlledWork();
    const gate = createPerClientQueue({ limit: 1, perClient: 2, maxWaiting: 10 });
    const held = [gate.run('greedy', w.work('g1')), gate.run('greedy', w.work('g2'))];
    const refused = gate.run('greedy', w.work('g3'));
    await expect(refused).rejects.toSatisfy((e) => e instanceof AppError && e.status === 429);
    const fair = gate.run('other', w.work('other'));
    w.finish('g1');
    await tick();
    w.finish('g2');
    await tick();
    w.finish('other');
    expect(await fair).toBe('other');
    await Promise.all(held);
  });

  it('reports how long waiters have gone without any request leaving (a stuck gate)', async () => {
    let clock = 0;
    const w = controlledWork();
    const gate = createPerClientQueue({ limit: 1, perClient: 5, maxWaiting: 10, now: () => clock });
    const first = gate.run('x', w.work('first'));
    expect(gate.state().stalledMs).toBe(0);
    const second = gate.run('y', w.work('second'));
    clock = 40_000;
    expect(gate.state()).toMatchObject({ running: 1, waiting: 1, stalledMs: 40_000 });
    w.finish('first');
    await first;
    await tick();
    expect(gate.state().stalledMs).toBe(0);
    w.finish('second');
    await second;
  });
});
