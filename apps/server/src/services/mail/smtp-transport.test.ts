import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpEmailHandler } from './smtp-transport.ts';

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = undefined;
});

/** A relay that accepts the connection and then says nothing, as a hung relay does. */
async function silentRelay(): Promise<number> {
  server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

describe('SMTP delivery', () => {
  it('gives up on a relay that never greets within its timeout, instead of nodemailer’s 30 s to 10 min', async () => {
    const port = await silentRelay();
    const send = smtpEmailHandler({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'AnglerScout <no-reply@anglerscout.com>',
      timeoutMs: 300,
    });
    const started = performance.now();
    const err = await send({ to: 'member@example.com', subject: 'Confirm', text: 'Hi' }).then(
      () => new Error('sent'),
      (e: Error & { code?: string }) => e,
    );
    const ms = performance.now() - started;
    expect((err as { code?: string }).code).toBe('ETIMEDOUT');
    expect(err.message).toMatch(/Greeting never received|timeout/i);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(5000);
  });
});
