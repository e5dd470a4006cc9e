import { Card } from '@/components/ui/card.tsx';
import { FORM_CONTRACTS, messagesOf } from '../validation-catalogue.ts';

/**
 * /app/test-validation (admins): every form's validation messages next to the shared zod contract
 * that produces them, computed from the contract as the page renders; for reviewing the wording
 * and checking a change to a contract in one place.
 */
export function TestValidationPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900">Validation messages</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Each form checks its input with a contract from <code>packages/contracts</code>, in the
        browser and again on the server (which answers 400 naming the field). Below, sample inputs
        run through each contract now; the messages are what members read.
      </p>
      <div className="mt-6 grid gap-4">
        {FORM_CONTRACTS.map((entry) => (
          <Card key={entry.contract} title={entry.form} testId={`contract-${entry.contract}`}>
            <p className="text-sm text-slate-700">
              <code className="break-all">{entry.contract}</code> · on{' '}
              <code className="break-all">{entry.screen}</code>
            </p>
            {entry.samples.map((sample) => {
              const messages = messagesOf(entry.schema, sample.input);
              return (
                <div key={sample.label} className="mt-3">
                  <h3 className="text-sm font-semibold text-slate-800">{sample.label}</h3>
                  <pre className="mt-1 overflow-x-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap break-all">
                    {JSON.stringify(sample.input)}
                  </pre>
                  {messages.length === 0 ? (
                    <p className="mt-1 text-sm text-slate-700">Accepted.</p>
                  ) : (
                    <table className="mt-1 w-full table-fixed text-left text-sm">
                      <thead>
                        <tr className="text-slate-600">
                          <th scope="col" className="w-1/3 py-1 pr-2 font-semibold">
                            Field
                          </th>
                          <th scope="col" className="py-1 font-semibold">
                            Message
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {messages.map((m, i) => (
                          <tr key={`${m.field}-${i}`} className="border-t border-slate-100">
                            <td className="py-1 pr-2 break-all">
                              <code>{m.field}</code>
                            </td>
                            <td className="py-1 break-words text-red-800">{m.message}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  )}
                </div>
              );
            })}
          </Card>
        ))}
      </div>
    </div>
  );
}
