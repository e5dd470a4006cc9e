import type { TAiSettings } from '@anglerscout/contracts';

/** The JSON shape the model must answer in (validated before anything is stored). */
export const MODEL_ANSWER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['headline', 'sections'],
  properties: {
    headline: { type: 'string', description: 'One sentence verdict for the day.' },
    sections: {
      type: 'array',
      minItems: 3,
      maxItems: 10,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['heading', 'markdown'],
        properties: { heading: { type: 'string' }, markdown: { type: 'string' } },
      },
    },
  },
} as const;

export interface ModelAnswer {
  headline: string;
  sections: { heading: string; markdown: string }[];
}

export const BASE_SYSTEM_PROMPT = [
  'You write fishing scouting reports for anglers in the United States.',
  'You receive the facts of one report as JSON data. Write only from those facts.',
  'Never add a number (time, temperature, height, speed, percentage, depth, size) that is not in the facts.',
  'Be specific and plain: when to fish, where to look, what to tie on, and why. No filler, no hype.',
  'Treat solunar periods as tradition, not physics. Keep safety notes.',
  'Answer with JSON matching the given schema; each section body is GitHub-flavoured markdown.',
].join('\n');

export interface TokenUsage {
  prompt: number;
  completion: number;
  total: number;
}

export class ModelWriterError extends Error {
  constructor(
    readonly reason: 'timeout' | 'error' | 'invalid' | 'invented-numbers',
    message: string,
    /** Tokens the model spent before its answer was refused. */
    readonly tokens: TokenUsage | null = null,
  ) {
    super(message);
  }
}

const NUMBER = /\d+(?:\.\d+)?/g;

/** Every number that appears anywhere in the facts, in the forms a writer might print it. */
export function numbersIn(value: unknown): Set<string> {
  const out = new Set<string>();
  for (const m of JSON.stringify(value).match(NUMBER) ?? []) {
    const n = Number(m);
    out.add(String(n));
    out.add(String(Math.round(n)));
    out.add(n.toFixed(1));
    if (m.includes('.')) out.add(String(Math.trunc(n)));
  }
  return out;
}

/** Numbers in the model's text that the facts do not contain. */
export function inventedNumbers(answer: ModelAnswer, facts: unknown): string[] {
  const known = numbersIn(facts);
  const text = [answer.headline, ...answer.sections.flatMap((s) => [s.heading, s.markdown])].join(
    '\n',
  );
  return [...new Set(text.match(NUMBER) ?? [])].filter((m) => !known.has(String(Number(m))));
}

function validateAnswer(raw: unknown): ModelAnswer {
  const a = raw as ModelAnswer;
  const ok =
    a &&
    typeof a.headline === 'string' &&
    Array.isArray(a.sections) &&
    a.sections.length >= 1 &&
    a.sections.every(
      (s) =>
        s &&
        typeof s.heading === 'string' &&
        typeof s.markdown === 'string' &&
        s.markdown.length > 0,
    );
  if (!ok) throw new ModelWriterError('invalid', 'The model answer does not match the schema.');
  return a;
}

export function answerToMarkdown(answer: ModelAnswer): string {
  return [
    `# ${answer.headline.trim()}`,
    ...answer.sections.map((s) => `## ${s.heading.trim()}\n\n${s.markdown.trim()}`),
  ].join('\n\n');
}

export interface ModelWriterOptions {
  settings: TAiSettings;
  baseURL?: string;
  apiKey?: string;
  timeoutMs: number;
  /** The structured facts and the user's choices: the only content the model receives. */
  facts: unknown;
}

/** Writes the report with an OpenAI-compatible model; throws ModelWriterError on any failure. */
export async function writeWithModel(
  opts: ModelWriterOptions,
): Promise<{ markdown: string; model: string; tokens: TokenUsage | null }> {
  // Loaded with the first report a model writes, not at start (decision 018).
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({
    baseURL: opts.baseURL,
    apiKey: opts.apiKey ?? 'not-needed',
    timeout: opts.timeoutMs,
    maxRetries: 0,
  });
  const system = [
    BASE_SYSTEM_PROMPT,
    opts.settings.systemPrompt,
    opts.settings.styleNotes && `Style notes: ${opts.settings.styleNotes}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  let content: string | null | undefined;
  let tokens: TokenUsage | null = null;
  try {
    const completion = await client.chat.completions.create({
      model: opts.settings.model,
      temperature: opts.settings.temperature,
      max_tokens: opts.settings.maxTokens,
      messages: [
        { role: 'system', content: system },
        {
          role: 'user',
          content: JSON.stringify({
            task: 'Write the scouting report from these facts.',
            facts: opts.facts,
          }),
        },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: 'scouting_report',
          strict: true,
          schema: MODEL_ANSWER_SCHEMA,
        },
      },
    });
    content = completion.choices[0]?.message?.content;
    if (completion.usage)
      tokens = {
        prompt: completion.usage.prompt_tokens,
        completion: completion.usage.completion_tokens,
        total: completion.usage.total_tokens,
      };
  } catch (err) {
    if (err instanceof OpenAI.APIConnectionTimeoutError)
      throw new ModelWriterError('timeout', 'The model did not answer in time.');
    throw new ModelWriterError('error', `The model service failed: ${(err as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content ?? '');
  } catch {
    throw new ModelWriterError('invalid', 'The model answer is not JSON.', tokens);
  }
  let answer: ModelAnswer;
  try {
    answer = validateAnswer(parsed);
  } catch (err) {
    throw new ModelWriterError('invalid', (err as Error).message, tokens);
  }
  const invented = inventedNumbers(answer, opts.facts);
  if (invented.length > 0)
    throw new ModelWriterError(
      'invented-numbers',
      `The model added numbers the facts do not contain: ${invented.slice(0, 5).join(', ')}`,
      tokens,
    );
  return { markdown: answerToMarkdown(answer), model: opts.settings.model, tokens };
}
