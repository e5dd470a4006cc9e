import { diffWords, type Change } from 'diff';
import type { TAiSettings } from '@anglerscout/contracts';

const FIELDS: [keyof TAiSettings, string][] = [
  ['provider', 'Provider'],
  ['baseUrl', 'Endpoint'],
  ['model', 'Model'],
  ['temperature', 'Temperature'],
  ['maxTokens', 'Token limit'],
  ['apiKeyLast4', 'API key (last 4)'],
  ['systemPrompt', 'System prompt'],
  ['styleNotes', 'Tone'],
];

/** Two versions side by side, field by field; changed words are marked on each side. */
export function SettingsDiff({ left, right }: { left: TAiSettings; right: TAiSettings }) {
  return (
    <table className="w-full table-fixed text-left text-sm">
      <thead>
        <tr className="text-slate-700">
          <th className="w-32 p-2">Field</th>
          <th className="p-2">Version {left.version}</th>
          <th className="p-2">Version {right.version}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 align-top">
        {FIELDS.map(([key, name]) => {
          const a = String(left[key] ?? '');
          const b = String(right[key] ?? '');
          const parts = diffWords(a, b);
          return (
            <tr key={key} className={a === b ? '' : 'bg-amber-50'}>
              <th scope="row" className="p-2 font-semibold">
                {name}
                {a === b ? '' : ' (changed)'}
              </th>
              <DiffSide parts={parts} side="left" />
              <DiffSide parts={parts} side="right" />
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One side of a field's diff: its own changed words marked, the other side's left out. */
function DiffSide({ parts, side }: { parts: Change[]; side: 'left' | 'right' }) {
  const Mark = side === 'left' ? 'del' : 'ins';
  const markClass = side === 'left' ? 'bg-red-100' : 'bg-green-100';
  const mine = (p: Change) => (side === 'left' ? p.removed : p.added);
  const theirs = (p: Change) => (side === 'left' ? p.added : p.removed);
  return (
    <td className="whitespace-pre-wrap break-words p-2">
      {parts
        .filter((p) => !theirs(p))
        .map((p, i) =>
          mine(p) ? (
            <Mark key={i} className={markClass}>
              {p.value}
            </Mark>
          ) : (
            <span key={i}>{p.value}</span>
          ),
        )}
    </td>
  );
}
