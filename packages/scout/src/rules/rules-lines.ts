import { CLOSURE_RULE_LABELS } from '@anglerscout/contracts';
import { escapeMarkdown } from '../report/escape-markdown.ts';
import type { StructuredReport } from '../report/types.ts';

const STATUS_WORDS = CLOSURE_RULE_LABELS;

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
    // No row on file is not a clearance: seasons, limits and tackle rules may still apply.
    const line =
      reg.status === 'open'
        ? `**${escapeMarkdown(t.commonName)}:** no closure on file; seasons, limits and tackle rules may still apply${reg.change ? `; ${escapeMarkdown(reg.change)}` : ''}.`
        : `**${escapeMarkdown(t.commonName)}: ${STATUS_WORDS[reg.status]}.** ${escapeMarkdown(rules.closures.find((c) => c.speciesId === t.id)?.text ?? reg.text)}${reg.change ? ` Coming up: ${escapeMarkdown(reg.change)}.` : ''}`;
    out.push(`- ${line}${source}`);
  }
  for (const n of rules.notices ?? [])
    out.push(`- Special rules here: ${escapeMarkdown(n.text)} ([source](${n.sourceUrl}))`);
  if (rules.agencies.length)
    out.push(
      `- Rules: ${rules.agencies.map((a) => `[${escapeMarkdown(a.name)}](${a.url})`).join('; ')}. Size and bag limits are there.`,
    );
  out.push('', `_${escapeMarkdown(rules.note)}_`, '');
  return out;
}
