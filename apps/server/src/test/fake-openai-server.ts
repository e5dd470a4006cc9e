import { createServer, type Server } from 'node:http';

export type FakeModelMode =
  'valid' | 'slow' | 'invalid-json' | 'wrong-shape' | 'invented' | 'http-500';

/**
 * A local stand-in for an OpenAI-compatible /v1/chat/completions endpoint, answering in the real
 * response shape (chat.completion object, choices[].message.content, usage).
 */
export async function startFakeOpenAi() {
  const requests: { body: Record<string, unknown>; authorization?: string }[] = [];
  let mode: FakeModelMode = 'valid';
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', async () => {
      const body = JSON.parse(raw || '{}');
      requests.push({ body, authorization: req.headers.authorization });
      if (req.url !== '/v1/chat/completions') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
        return;
      }
      if (mode === 'http-500') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            error: {
              message: 'The server had an error',
              type: 'server_error',
              param: null,
              code: null,
            },
          }),
        );
        return;
      }
      if (mode === 'slow') await new Promise((r) => setTimeout(r, 3000));
      const answers: Record<Exclude<FakeModelMode, 'http-500'>, string> = {
        valid: JSON.stringify({
          headline: 'A good morning on the kayak: fish the dawn window',
          sections: [
            {
              heading: 'When',
              markdown: 'Be on the water for the dawn window while the light is low.',
            },
            {
              heading: 'Where',
              markdown: 'Work wind-blown points and the first drop off the flats.',
            },
            { heading: 'How', markdown: 'A spinnerbait slow-rolled along the edges, then a jig.' },
          ],
        }),
        slow: JSON.stringify({ headline: 'late', sections: [{ heading: 'x', markdown: 'y' }] }),
        'invalid-json': 'Sure! Here is your report: great fishing ahead.',
        'wrong-shape': JSON.stringify({ title: 'no sections here' }),
        invented: JSON.stringify({
          headline: 'Water is 113.7 degrees and the bite peaks at 11:15',
          sections: [
            { heading: 'When', markdown: 'Fish from 11:15 on.' },
            { heading: 'Where', markdown: 'Points.' },
            { heading: 'How', markdown: 'Jigs.' },
          ],
        }),
      };
      const content = answers[mode];
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-test123',
          object: 'chat.completion',
          created: 1763800000,
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content, refusal: null },
              logprobs: null,
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 812, completion_tokens: 143, total_tokens: 955 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode: (m: FakeModelMode) => (mode = m),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
