import { scoutScience } from '../conditions/scout-science.ts';
import type { OutlookDayInput } from '../conditions/science.ts';

/**
 * The outlook's science in a child process of its own, at the lowest CPU priority (see
 * outlook-scorer.ts): the daily alert check scores thousands of spot-days, and here that work
 * waits whenever members' requests want the processor.
 */
const science = scoutScience();
const ready = science.ready();
const send = process.send?.bind(process);
if (!send) throw new Error('outlook-scorer-process.ts runs as a forked child');

process.on('message', (msg: { id: number; inputs: OutlookDayInput[] }) => {
  ready
    .then(() => send({ id: msg.id, days: msg.inputs.map((i) => science.outlookDay(i)) }))
    .catch((err: unknown) =>
      send({ id: msg.id, error: err instanceof Error ? err.message : String(err) }),
    );
});
// The parent gone (it ended the run, or died): nothing left to do.
process.on('disconnect', () => process.exit(0));
