import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { TOutlookDay } from '@anglerscout/contracts';
import type { OutlookDayInput, Science } from '../conditions/science.ts';

/** Scores a spot's outlook days: in this thread, or in a low-priority child process. */
export interface OutlookScorer {
  score(inputs: OutlookDayInput[]): Promise<TOutlookDay[]>;
  close(): Promise<void>;
}

/** In the event loop's thread, yielding between days (one member's outlook). */
export function inProcessScorer(science: Science): OutlookScorer {
  return {
    async score(inputs) {
      const days: TOutlookDay[] = [];
      for (const input of inputs) {
        if (days.length > 0) await yieldToRequests();
        days.push(science.outlookDay(input));
      }
      return days;
    },
    close: async () => {},
  };
}

type Reply = { id: number; days: TOutlookDay[] } | { id: number; error: string };

/** Unix's lowest scheduling priority: the child runs when nothing else wants the CPU. */
const LOWEST_PRIORITY = 19;

/**
 * One child process, started on first use and ended by close(): the daily alert check's science
 * (a few ms a spot-day) runs there at the lowest CPU priority, so members' requests keep both the
 * event loop and the processor. It loads the tide database itself (about a second and 100 MB,
 * given back when the run ends). A child that dies fails what it was doing and is started again
 * on the next call.
 */
export function processScorer(): OutlookScorer {
  let child: ChildProcess | null = null;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (d: TOutlookDay[]) => void; reject: (e: Error) => void }
  >();
  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
    child = null;
  };
  const start = () => {
    const c = fork(fileURLToPath(new URL('./outlook-scorer-process.ts', import.meta.url)), {
      // Node 24 runs the .ts itself; an older Node needs tsx (decision 021).
      execArgv: process.features.typescript ? [] : ['--import', 'tsx'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    if (c.pid !== undefined) {
      try {
        setPriority(c.pid, LOWEST_PRIORITY);
      } catch {
        // Not permitted here: it still runs, only at normal priority.
      }
    }
    c.on('message', (reply: Reply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if ('error' in reply) p.reject(new Error(reply.error));
      else p.resolve(reply.days);
    });
    c.on('error', failAll);
    c.on('exit', (code) => failAll(new Error(`outlook scorer exited with code ${code}`)));
    return c;
  };
  return {
    score(inputs) {
      child ??= start();
      const id = nextId++;
      const c = child;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        c.send({ id, inputs });
      });
    },
    async close() {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.disconnect();
      });
    },
  };
}
