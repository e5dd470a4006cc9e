import { useState, type ReactNode } from 'react';
import { Accordion } from '@/components/ui/accordion.tsx';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PasswordField } from '@/components/ui/password-input.tsx';
import { QueryStates } from '@/components/ui/query-states.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextAreaField, TextField } from '@/components/ui/text-field.tsx';

const VARIANTS: ButtonVariant[] = ['primary', 'accent', 'secondary', 'ghost'];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg'];
const SPECIES = [
  { value: 'largemouth-bass', label: 'Largemouth bass' },
  { value: 'red-drum', label: 'Red drum' },
];

function State({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{name}</p>
      {children}
    </div>
  );
}

/**
 * /app/test-component (admins): the shared UI components in each of their states, side by side,
 * for design review: a change to a component shows here in every state at once. Nothing on it
 * reads or writes data.
 */
export function TestComponentPage() {
  const [password, setPassword] = useState('');
  const [clicks, setClicks] = useState(0);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900">Component gallery</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        The building blocks of every screen (<code>apps/web/src/components/ui</code>) in their
        states. The controls work; nothing here is saved.
      </p>
      <div className="mt-6 grid gap-4">
        <Card title="Buttons" testId="gallery-buttons">
          <div className="grid gap-3">
            {VARIANTS.map((variant) => (
              <State key={variant} name={variant}>
                <div className="flex flex-wrap items-center gap-2">
                  {SIZES.map((size) => (
                    <Button
                      key={size}
                      variant={variant}
                      size={size}
                      onClick={() => setClicks((n) => n + 1)}
                    >
                      {variant} {size}
                    </Button>
                  ))}
                  <Button variant={variant} disabled>
                    {variant} disabled
                  </Button>
                </div>
              </State>
            ))}
            <p className="text-sm text-slate-700" aria-live="polite">
              Pressed {clicks} {clicks === 1 ? 'time' : 'times'}.
            </p>
          </div>
        </Card>
        <Card title="Form fields" testId="gallery-fields">
          <div className="grid gap-4 sm:grid-cols-2">
            <State name="Text, empty">
              <TextField label="Spot name" name="g-spot" placeholder="Lake Hubbard" />
            </State>
            <State name="Text, with a hint">
              <TextField
                label="Length (in)"
                name="g-length"
                hint="Measured nose to fork."
                inputMode="decimal"
              />
            </State>
            <State name="Text, invalid">
              <TextField
                label="E-mail"
                name="g-email"
                defaultValue="angler@"
                error="Enter a valid e-mail address"
              />
            </State>
            <State name="Text, disabled">
              <TextField label="Member since" name="g-since" defaultValue="2026-04-01" disabled />
            </State>
            <State name="Select">
              <SelectField
                label="Species"
                name="g-species"
                placeholder="Any species"
                options={SPECIES}
              />
            </State>
            <State name="Select, invalid">
              <SelectField
                label="Bait"
                name="g-bait"
                placeholder="Choose"
                options={SPECIES}
                error="Choose a bait type"
              />
            </State>
            <State name="Text area">
              <TextAreaField
                label="Notes"
                name="g-notes"
                rows={3}
                placeholder="Water stained, fish on the weed edge"
              />
            </State>
            <State name="Text area, invalid">
              <TextAreaField label="Reply" name="g-reply" rows={3} error="Write something" />
            </State>
            <State name="Password">
              <PasswordField
                label="Password"
                name="g-password"
                autoComplete="new-password"
                value={password}
                onChange={setPassword}
                hint="At least 8 characters."
              />
            </State>
            <State name="Password, invalid">
              <PasswordField
                label="Current password"
                name="g-current"
                autoComplete="current-password"
                value=""
                onChange={() => undefined}
                error="Password is required"
              />
            </State>
          </div>
        </Card>
        <Card title="Messages" testId="gallery-alerts">
          <div className="grid gap-2">
            <FormAlert tone="error">Invalid email or password</FormAlert>
            <FormAlert tone="success">Your settings were saved.</FormAlert>
            <FormAlert tone="info">Payments are not set up yet.</FormAlert>
          </div>
        </Card>
        <Card title="Loading, error and empty" testId="gallery-states">
          <div className="grid gap-4 sm:grid-cols-3">
            <State name="Loading">
              <QueryStates
                isPending
                error={null}
                isEmpty={false}
                loadingLabel="Loading reports..."
                emptyText=""
              />
            </State>
            <State name="Error">
              <QueryStates
                isPending={false}
                error={new Error('The server could not be reached.')}
                isEmpty={false}
                loadingLabel=""
                emptyText=""
              />
            </State>
            <State name="Empty">
              <QueryStates
                isPending={false}
                error={null}
                isEmpty
                loadingLabel=""
                emptyText="No reports yet."
              />
            </State>
            <State name="Spinner with its label">
              <Spinner label="Writing your report..." showLabel />
            </State>
          </div>
        </Card>
        <Card title="Accordion" testId="gallery-accordion">
          <Accordion
            items={[
              {
                id: 'g-a',
                title: 'How is the bite score made?',
                content: <p>From light, tide, pressure, wind and season.</p>,
              },
              {
                id: 'g-b',
                title: 'Where do tides come from?',
                content: <p>NOAA CO-OPS predictions.</p>,
              },
            ]}
          />
        </Card>
      </div>
    </div>
  );
}
