import { describe, expect, it } from 'vitest';

describe('server tests', () => {
  it('cannot reach the internet: a connection to anything but loopback fails at once', async () => {
    await expect(
      fetch('http://203.0.113.1/', { signal: AbortSignal.timeout(5000) }),
    ).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/Outbound network in a test/) },
    });
  });

  it('can reach loopback', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
    server.close();
  });
});
