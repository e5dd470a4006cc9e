import { diffWords } from 'diff';
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
              <td className="whitespace-pre-wrap break-words p-2">
                {parts
                  .filter((p) => !p.added)
                  .map((p, i) =>
                    p.removed ? (
                      <del key={i} className="bg-red-100">
                        {p.value}
                      </del>
                    ) : (
                      <span key={i}>{p.value}</span>
                    ),
                  )}
              </td>
              <td className="whitespace-pre-wrap break-words p-2">
                {parts
                  .filter((p) => !p.removed)
                  .map((p, i) =>
                    p.added ? (
                      <ins key={i} className="bg-green-100">
                        {p.value}
                      </ins>
                    ) : (
                      <span key={i}>{p.value}</span>
                    ),
                  )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
