import { parentPort } from 'node:worker_threads';
import { scoutScience } from '../conditions/scout-science.ts';
import type { OutlookDayInput } from '../conditions/science.ts';

/**
 * The outlook's science on a thread of its own (see outlook-scorer.ts): the alert check scores
 * thousands of spot-days, and here that work does not hold the event loop that serves members.
 */
const science = scoutScience();
const ready = science.ready();
const port = parentPort;
if (!port) throw new Error('outlook-worker.ts runs as a worker thread');

port.on('message', (msg: { id: number; inputs: OutlookDayInput[] }) => {
  ready
    .then(() =>
      port.postMessage({ id: msg.id, days: msg.inputs.map((i) => science.outlookDay(i)) }),
    )
    .catch((err: unknown) =>
      port.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) }),
    );
});
