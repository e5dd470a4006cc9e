import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAiSettings, TStructuredReport } from '@anglerscout/contracts';
import { shapeDifferences } from '../../test/compare-shape.ts';
import { startFakeOpenAi } from '../../test/fake-openai-server.ts';
import { DEFAULT_AI_SETTINGS } from './ai-settings.ts';
import { deriveFacts } from './derived-facts.ts';
import {
  inventedNumbers,
  isReasoningModel,
  ModelWriterError,
  writeWithModel,
  type ModelAnswer,
} from './model-writer.ts';
import corpus from './fixtures/model-answers/tampa-bay-2026-11-22.json' with { type: 'json' };
import chatCompletion from './fixtures/openai/chat-completion.json' with { type: 'json' };
import maxTokensRefused from './fixtures/openai/error-max-tokens.json' with { type: 'json' };
import temperatureRefused from './fixtures/openai/error-temperature.json' with { type: 'json' };

interface Sample {
  label: string;
  expected: 'accept' | 'reject';
  knownMiss?: string;
  answer: ModelAnswer;
}
const facts = corpus.facts as unknown as { report: TStructuredReport };
const samples = corpus.answers as Sample[];
const withDerived = { ...facts, derived: deriveFacts(facts.report) };

/** The guard as it was before this change: any number found anywhere in the facts passes. */
function guardBefore(answer: ModelAnswer, known: unknown): string[] {
  const NUMBER = /\d+(?:\.\d+)?/g;
  const numbers = new Set<string>();
  for (const m of JSON.stringify(known).match(NUMBER) ?? []) {
    const n = Number(m);
    numbers.add(String(n));
    numbers.add(String(Math.round(n)));
    numbers.add(n.toFixed(1));
    if (m.includes('.')) numbers.add(String(Math.trunc(n)));
  }
  const text = [answer.headline, ...answer.sections.flatMap((s) => [s.heading, s.markdown])].join(
    '\n',
  );
  return [...new Set(text.match(NUMBER) ?? [])].filter((m) => !numbers.has(String(Number(m))));
}

describe('derived facts', () => {
  it('gives the window lengths and every tackle size inside the recommended ranges', () => {
    const derived = deriveFacts(facts.report);
    expect(derived.windowLengths).toEqual([
      { from: '2026-11-22T07:00', to: '2026-11-22T11:00', minutes: 240, hours: 4 },
    ]);
    expect(derived.spansWithinWindows.hours).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4]);
    expect(derived.tackleSizes).toEqual([
      {
        species: 'Red drum (redfish)',
        sizes: ['1/4 oz', '5/16 oz', '3/8 oz', '7/16 oz', '1/2 oz', '3 in', '3.5 in', '4 in'],
      },
    ]);
  });
});

describe('the invented-number guard on the model-answer corpus', () => {
  const rejected = (guard: (a: ModelAnswer) => string[]) =>
    samples.filter((s) => guard(s.answer).length > 0).map((s) => s.label);
  const accepts = samples.filter((s) => s.expected === 'accept').map((s) => s.label);
  const rejects = samples
    .filter((s) => s.expected === 'reject' && !s.knownMiss)
    .map((s) => s.label);

  it('accepts every answer whose figures the facts support, derived ones included, and refuses the invented', () => {
    const now = rejected((a) => inventedNumbers(a, withDerived));
    expect(now.filter((l) => accepts.includes(l))).toEqual([]);
    expect(now.filter((l) => rejects.includes(l)).sort()).toEqual([...rejects].sort());
    for (const s of samples.filter((x) => x.knownMiss))
      expect(inventedNumbers(s.answer, withDerived), s.knownMiss).toEqual([]);
  });

  it('names what it refused, with its kind', () => {
    const of = (label: string) =>
      inventedNumbers(samples.find((s) => s.label === label)!.answer, withDerived);
    expect(of('jighead-weight')).toEqual(['1/8 (weight)']);
    expect(of('water-temp-invented')).toEqual(['74 (temperature)']);
    expect(of('six-hours')).toEqual(['6 (duration)']);
  });

  it('needs the derived facts: without them, ordinary answers fall back', () => {
    const without = rejected((a) => inventedNumbers(a, facts)).filter((l) => accepts.includes(l));
    expect(without.length).toBeGreaterThan(0);
  });

  it('measured against the guard it replaces (figures in the note)', () => {
    const before = rejected((a) => guardBefore(a, facts));
    // Before: one good answer of ten refused (a 3.5-inch tail), one invented of eight caught.
    expect(before.filter((l) => accepts.includes(l))).toEqual(['paddle-tail-half-inch']);
    expect(before.filter((l) => !accepts.includes(l))).toEqual(['tide-height-invented']);
  });
});

const settings = (over: Partial<TAiSettings>): TAiSettings => ({
  ...DEFAULT_AI_SETTINGS,
  provider: 'openai',
  model: 'gpt-4o-mini',
  ...over,
});
const answer = JSON.stringify({
  headline: 'A good morning on the flats',
  sections: [
    { heading: 'When', markdown: 'Early, on the rising tide.' },
    { heading: 'Where', markdown: 'Grass flats.' },
    { heading: 'How', markdown: 'A gold spoon.' },
  ],
});

describe('the AI writer against an endpoint that refuses max_tokens for reasoning models', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ reasoning: /^(o\d|gpt-5|reports-deployment)/i });
    fake.setAnswer(answer);
  });
  afterAll(() => fake.close());
  const write = (model: string, over: Partial<TAiSettings> = {}) =>
    writeWithModel({
      settings: settings({ model, temperature: 0.4, maxTokens: 2500, ...over }),
      baseURL: fake.baseURL,
      apiKey: 'sk-test',
      timeoutMs: 5000,
      facts: {},
    });

  it('knows the reasoning families', () => {
    expect(
      ['o1', 'o3-mini', 'o4-mini', 'gpt-5', 'gpt-5-mini', 'openai/gpt-5.1'].every(isReasoningModel),
    ).toBe(true);
    expect(['gpt-4o-mini', 'gpt-4.1', 'llama3.1:8b', 'qwen2.5'].some(isReasoningModel)).toBe(false);
  });

  it.each(['o3-mini', 'gpt-5-mini'])(
    'asks %s with max_completion_tokens and no temperature, and gets its answer',
    async (model) => {
      fake.requests.length = 0;
      const written = await write(model);
      expect(written.markdown).toContain('# A good morning on the flats');
      expect(fake.requests).toHaveLength(1);
      const sent = fake.requests[0]!.body;
      expect(sent.max_completion_tokens).toBe(2500);
      expect(sent).not.toHaveProperty('max_tokens');
      expect(sent).not.toHaveProperty('temperature');
    },
  );

  it('keeps max_tokens and the temperature for other models (what every compatible server knows)', async () => {
    fake.requests.length = 0;
    await write('gpt-4o-mini');
    expect(fake.requests[0]!.body).toMatchObject({ max_tokens: 2500, temperature: 0.4 });
  });

  it('a reasoning model under a name it does not know: reads each 400 and asks again without what was refused', async () => {
    fake.requests.length = 0;
    const written = await write('reports-deployment');
    expect(written.markdown).toContain('# A good morning');
    expect(
      fake.requests.map((r) => Object.keys(r.body).filter((k) => /tokens|temperature/.test(k))),
    ).toEqual([
      ['temperature', 'max_tokens'],
      ['temperature', 'max_completion_tokens'],
      ['max_completion_tokens'],
    ]);
  });

  it('says when a reasoning model ran out of its token limit, instead of "not JSON"', async () => {
    fake.setAnswer(null);
    fake.setMode('truncated');
    try {
      const err = await write('gpt-5-mini').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ModelWriterError);
      expect(err).toMatchObject({ reason: 'invalid' });
      expect((err as Error).message).toContain('token limit (2500)');
      expect((err as Error).message).toContain('reasoning model');
    } finally {
      fake.setMode('valid');
      fake.setAnswer(answer);
    }
  });
});

describe('the fake OpenAI endpoint cannot drift from the recorded API', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => (fake = await startFakeOpenAi()));
  afterAll(() => fake.close());
  const post = async (body: Record<string, unknown>) => {
    const res = await fetch(`${fake.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'hi' }], ...body }),
    });
    return { status: res.status, body: await res.json() };
  };

  it('answers a completion in the API reference’s shape, field by field', async () => {
    const got = await post({ model: 'gpt-4o-mini', max_tokens: 100 });
    expect(got.status).toBe(chatCompletion.status);
    expect(
      shapeDifferences(got.body, chatCompletion.body, {
        exact: [
          '$.object',
          '$.choices[].message.role',
          '$.choices[].finish_reason',
          '$.service_tier',
        ],
      }),
    ).toEqual([]);
  });

  it.each([
    ['max_tokens', { model: 'gpt-5', max_tokens: 100 }, maxTokensRefused],
    [
      'temperature',
      { model: 'o3-mini', temperature: 0, max_completion_tokens: 100 },
      temperatureRefused,
    ],
  ] as const)(
    'refuses %s for a reasoning model with the recorded 400',
    async (_what, body, recorded) => {
      const got = await post(body);
      expect(got.status).toBe(recorded.status);
      expect(
        shapeDifferences(got.body, recorded.body, {
          exact: ['$.error.message', '$.error.type', '$.error.param', '$.error.code'],
        }),
      ).toEqual([]);
    },
  );
});
