import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { TOutlookDay } from '@anglerscout/contracts';
import type { OutlookDayInput, Science } from '../conditions/science.ts';

/** Scores a spot's outlook days: in this thread, or on a worker thread. */
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

/**
 * One worker thread, started on first use and ended by close(): the daily alert check's science
 * (about 5 ms a spot-day) runs there, so members' requests keep the event loop. It loads the tide
 * database itself (about a second and 100 MB, given back when the run ends). A worker that dies
 * fails what it was doing and is started again on the next call.
 */
export function workerScorer(): OutlookScorer {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (d: TOutlookDay[]) => void; reject: (e: Error) => void }
  >();
  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
    worker = null;
  };
  const start = () => {
    const w = new Worker(new URL('./outlook-worker-boot.mjs', import.meta.url), { execArgv: [] });
    w.on('message', (reply: Reply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if ('error' in reply) p.reject(new Error(reply.error));
      else p.resolve(reply.days);
    });
    w.on('error', failAll);
    w.on('exit', (code) => failAll(new Error(`outlook worker exited with code ${code}`)));
    return w;
  };
  return {
    score(inputs) {
      worker ??= start();
      const id = nextId++;
      const w = worker;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.postMessage({ id, inputs });
      });
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
