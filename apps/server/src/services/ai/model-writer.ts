import type { TAiSettings } from '@anglerscout/contracts';
import type OpenAI from 'openai';
import { knownFacts, unsupportedFigures } from './number-guard.ts';

/** The JSON shape the model must answer in (validated before anything is stored). */
const MODEL_ANSWER_SCHEMA = {
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

const BASE_SYSTEM_PROMPT = [
  'You write fishing scouting reports for anglers in the United States.',
  'You receive the facts of one report as JSON data. Write only from those facts.',
  'Never add a number (time, temperature, height, speed, percentage, depth, size) that is not in the facts.',
  "The facts' `derived` block lists what you may work out from them: window lengths (and the hours and minutes within a window) and every tackle size inside the recommended ranges.",
  'Be specific and plain: when to fish, where to look, what to tie on, and why. No filler, no hype.',
  'Treat solunar periods as tradition, not physics. Keep safety notes.',
  'Answer with JSON matching the given schema; each section body is GitHub-flavoured markdown.',
].join('\n');

export interface TokenUsage {
  prompt: number;
  completion: number;
  total: number;
}

/** Why the built-in writer took over: the reasons the fallback rate is counted by. */
export type FallbackReason = 'timeout' | 'error' | 'invalid' | 'invented-numbers';

export class ModelWriterError extends Error {
  readonly reason: FallbackReason;
  /** Tokens the model spent before its answer was refused. */
  readonly tokens: TokenUsage | null;
  constructor(reason: FallbackReason, message: string, tokens: TokenUsage | null = null) {
    super(message);
    this.reason = reason;
    this.tokens = tokens;
  }
}

/**
 * Figures in the model's text that the facts do not support (see number-guard.ts): a figure with a
 * unit must be one of the facts of that kind (a derived window length or tackle size counts), a
 * clock time one the facts name, a bare number any number in the facts.
 */
export function inventedNumbers(answer: ModelAnswer, facts: unknown): string[] {
  const text = [answer.headline, ...answer.sections.flatMap((s) => [s.heading, s.markdown])].join(
    '\n',
  );
  return unsupportedFigures(text, knownFacts(facts));
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

function answerToMarkdown(answer: ModelAnswer): string {
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

/** o1, o3-mini, o4-mini, gpt-5, gpt-5-mini ... (optionally behind a provider prefix such as `openai/`). */
export const isReasoningModel = (model: string): boolean =>
  /^(?:[\w.-]+\/)?(?:o\d|gpt-5)/i.test(model.trim());

/** The parameter a 400 says the model refuses (max_tokens, temperature), from OpenAI's error body. */
function refusedParameter(err: InstanceType<typeof OpenAI.BadRequestError>): string | null {
  const body = err.error as { param?: unknown; code?: unknown } | undefined;
  const param =
    typeof err.param === 'string' ? err.param : typeof body?.param === 'string' ? body.param : null;
  if (param === 'max_tokens' || /max_completion_tokens/.test(err.message)) return 'max_tokens';
  if (param === 'temperature' || /'temperature'/.test(err.message)) return 'temperature';
  return null;
}

/**
 * Writes the report with an OpenAI-compatible model; throws ModelWriterError on any failure, its
 * message the real cause (what the admin sees in AI Settings' sample report).
 */
export async function writeWithModel(
  opts: ModelWriterOptions,
): Promise<{ markdown: string; model: string; tokens: TokenUsage | null }> {
  // Loaded with the first report a model writes, not at start (decision 020).
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
  const messages = [
    { role: 'system' as const, content: system },
    {
      role: 'user' as const,
      content: JSON.stringify({
        task: 'Write the scouting report from these facts.',
        facts: opts.facts,
      }),
    },
  ];
  // Reasoning models (o-series, gpt-5) refuse max_tokens and any temperature but 1: ask them
  // with max_completion_tokens and no temperature. Other endpoints keep max_tokens, which every
  // OpenAI-compatible server (Ollama, vLLM ...) understands.
  const shape: { limit: 'max_tokens' | 'max_completion_tokens'; temperature: boolean } =
    isReasoningModel(opts.settings.model)
      ? { limit: 'max_completion_tokens', temperature: false }
      : { limit: 'max_tokens', temperature: true };
  let completion: OpenAI.Chat.Completions.ChatCompletion | undefined;
  for (let attempt = 0; !completion; attempt++) {
    try {
      completion = await client.chat.completions.create({
        model: opts.settings.model,
        ...(shape.temperature ? { temperature: opts.settings.temperature } : {}),
        [shape.limit]: opts.settings.maxTokens,
        messages,
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'scouting_report', strict: true, schema: MODEL_ANSWER_SCHEMA },
        },
      });
    } catch (err) {
      if (err instanceof OpenAI.APIConnectionTimeoutError)
        throw new ModelWriterError('timeout', 'The model did not answer in time.');
      // A model this code does not know refuses a parameter: adjust once and ask again.
      const refused = err instanceof OpenAI.BadRequestError ? refusedParameter(err) : null;
      if (attempt < 2 && refused === 'max_tokens' && shape.limit === 'max_tokens') {
        shape.limit = 'max_completion_tokens';
        continue;
      }
      if (attempt < 2 && refused === 'temperature' && shape.temperature) {
        shape.temperature = false;
        continue;
      }
      throw new ModelWriterError('error', `The model service failed: ${(err as Error).message}`);
    }
  }
  const choice = completion.choices[0];
  const content = choice?.message?.content;
  const tokens: TokenUsage | null = completion.usage
    ? {
        prompt: completion.usage.prompt_tokens,
        completion: completion.usage.completion_tokens,
        total: completion.usage.total_tokens,
      }
    : null;
  if (choice?.finish_reason === 'length')
    throw new ModelWriterError(
      'invalid',
      `The model stopped at the token limit (${opts.settings.maxTokens}) before finishing its answer${shape.limit === 'max_completion_tokens' ? '; a reasoning model spends part of the limit thinking' : ''}: raise the token limit.`,
      tokens,
    );
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
