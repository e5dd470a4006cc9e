import { createServer, type Server } from 'node:http';
import maxTokensRefused from '../services/ai/fixtures/openai/error-max-tokens.json' with { type: 'json' };
import temperatureRefused from '../services/ai/fixtures/openai/error-temperature.json' with { type: 'json' };

export type FakeModelMode =
  'valid' | 'slow' | 'invalid-json' | 'wrong-shape' | 'invented' | 'http-500' | 'truncated';

/** Model names OpenAI serves as reasoning models (o-series, gpt-5 family). */
const REASONING = /^(o\d|gpt-5)/i;

/**
 * A local stand-in for an OpenAI-compatible /v1/chat/completions endpoint, answering in the real
 * response shape (chat.completion object, choices[].message.content, usage; compared with the API
 * reference's example in services/ai/fixtures/openai). Like OpenAI, it refuses a reasoning model
 * (o-series, gpt-5) asked with `max_tokens` or a temperature other than 1, with the recorded
 * 400 bodies.
 */
export async function startFakeOpenAi({ reasoning = REASONING }: { reasoning?: RegExp } = {}) {
  const requests: { body: Record<string, unknown>; authorization?: string }[] = [];
  let mode: FakeModelMode = 'valid';
  let custom: string | null = null;
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
      const refuse = (
        recorded: { status: number; body: { error: { message: string } } },
        message?: string,
      ) =>
        res
          .writeHead(recorded.status, { 'content-type': 'application/json' })
          .end(
            JSON.stringify({ error: { ...recorded.body.error, ...(message ? { message } : {}) } }),
          );
      if (reasoning.test(String(body.model))) {
        if ('max_tokens' in body) return refuse(maxTokensRefused);
        if ('temperature' in body && body.temperature !== 1)
          return refuse(
            temperatureRefused,
            `Unsupported value: 'temperature' does not support ${body.temperature} with this model. Only the default (1) value is supported.`,
          );
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
        truncated: '{"headline": "A good morning',
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
      const content = custom ?? answers[mode];
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-test123',
          object: 'chat.completion',
          created: 1763800000,
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content, refusal: null, annotations: [] },
              logprobs: null,
              finish_reason: mode === 'truncated' ? 'length' : 'stop',
            },
          ],
          usage: {
            prompt_tokens: 812,
            completion_tokens: 143,
            total_tokens: 955,
            prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
            completion_tokens_details: {
              reasoning_tokens: reasoning.test(String(body.model)) ? 96 : 0,
              audio_tokens: 0,
              accepted_prediction_tokens: 0,
              rejected_prediction_tokens: 0,
            },
          },
          service_tier: 'default',
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
    /** Answer with this content (a model answer as JSON text) until set back to null. */
    setAnswer: (content: string | null) => (custom = content),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
