import { CLOSURE_RULE_LABELS } from '@anglerscout/contracts';
import { escapeMarkdown } from '../report/escape-markdown.ts';
import type { StructuredReport } from '../report/types.ts';

const STATUS_WORDS = {
  open: 'Open',
  ...CLOSURE_RULE_LABELS,
} as const;

/**
 * The report's Rules section as markdown lines: each target's status on the date with its source,
 * a season change within 30 days, the agencies' pages (linked), and the reminder that rules
 * change and this is guidance, not legal advice. Empty when the report has no rules block
 * (reports written before it existed).
 */
export function rulesLines(r: StructuredReport): string[] {
  const rules = r.rules;
  if (!rules) return [];
  const out = ['## Rules', ''];
  for (const t of r.targets) {
    const reg = t.regulation;
    if (!reg) continue;
    const source = reg.status !== 'open' && reg.sourceUrl ? ` ([source](${reg.sourceUrl}))` : '';
    const text =
      reg.status === 'open'
        ? `no closure in our table for this date${reg.change ? `; ${escapeMarkdown(reg.change)}` : ''}`
        : `${escapeMarkdown(rules.closures.find((c) => c.speciesId === t.id)?.text ?? reg.text)}${reg.change ? ` Coming up: ${escapeMarkdown(reg.change)}.` : ''}`;
    out.push(
      `- **${escapeMarkdown(t.commonName)}: ${STATUS_WORDS[reg.status]}.** ${text}${source}`,
    );
  }
  if (rules.agencies.length)
    out.push(
      `- Rules: ${rules.agencies.map((a) => `[${escapeMarkdown(a.name)}](${a.url})`).join('; ')}. Size and bag limits are there.`,
    );
  out.push('', `_${escapeMarkdown(rules.note)}_`, '');
  return out;
}
