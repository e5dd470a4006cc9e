import { useState, type CSSProperties, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  brandContrastChecks,
  brandPalette,
  LOGO_TYPES,
  type TStyleSettings,
  type TStyleSettingsInput,
} from '@anglerscout/contracts';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { applyBrandColours } from '@/lib/brand.ts';
import { getStyle, resetStyle, saveStyle, uploadLogo } from '../api/admin-api.ts';
import { AdminPage, panelClass } from '../components/admin-page.tsx';
import { useAdminAction } from '../components/use-admin-action.ts';

const HEX = /^#[0-9a-fA-F]{6}$/;
const label = 'flex flex-col gap-1 text-sm font-semibold text-slate-800';

/** The draft look on a small mock page: the palette is set on this element only. */
function Preview({ draft, logoUrl }: { draft: TStyleSettingsInput; logoUrl: string | null }) {
  const valid = HEX.test(draft.primaryColor) && HEX.test(draft.accentColor);
  const vars = valid
    ? brandPalette(draft.primaryColor.toLowerCase(), draft.accentColor.toLowerCase())
    : {};
  return (
    <div
      style={vars as CSSProperties}
      className="rounded-xl border border-slate-200 bg-white"
      data-testid="style-preview"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 p-3">
        {logoUrl ? (
          <img src={logoUrl} alt="" className="size-8 object-contain" />
        ) : (
          <span className="size-8 rounded bg-brand-800" />
        )}
        <span className="font-bold text-brand-800">{draft.brandName || '—'}</span>
      </div>
      <div className="space-y-3 bg-brand-50 p-4">
        <p className="text-lg font-bold text-brand-900">A heading on a light brand panel</p>
        <div className="flex flex-wrap gap-2">
          <span className={buttonClass('primary', 'sm')}>Primary button</span>
          <span className={buttonClass('accent', 'sm')}>Accent button</span>
          <span className={buttonClass('secondary', 'sm')}>Secondary</span>
        </div>
        <p className="text-sm text-slate-700">
          Body text with <span className="font-medium text-brand-700 underline">a link</span>.
        </p>
      </div>
    </div>
  );
}

function StyleForm({ current }: { current: TStyleSettings }) {
  const [draft, setDraft] = useState<TStyleSettingsInput>({
    brandName: current.brandName,
    primaryColor: current.primaryColor,
    accentColor: current.accentColor,
  });
  const valid = HEX.test(draft.primaryColor) && HEX.test(draft.accentColor);
  const checks = valid
    ? brandContrastChecks(draft.primaryColor.toLowerCase(), draft.accentColor.toLowerCase())
    : [];
  const readable = valid && checks.every((c) => c.passes);
  const save = useAdminAction(
    async () => applyBrandColours(await saveStyle(draft)),
    'Style saved: every page now uses it',
  );
  const reset = useAdminAction(
    async () => applyBrandColours(await resetStyle()),
    'Style reset to the built-in look',
  );
  const logo = useAdminAction(uploadLogo, 'Logo uploaded');
  const set = (key: keyof TStyleSettingsInput, value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(undefined);
  };
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-2">
      <form onSubmit={submit} className={`${panelClass} mt-0 space-y-3`}>
        <label className={label}>
          Brand name
          <input
            required
            maxLength={40}
            value={draft.brandName}
            onChange={(e) => set('brandName', e.target.value)}
            className={INPUT_CLASS}
          />
        </label>
        {(['primaryColor', 'accentColor'] as const).map((key) => (
          <div key={key} className="flex items-end gap-2">
            <label className={label}>
              {key === 'primaryColor' ? 'Primary colour' : 'Accent colour'}
              <input
                value={draft[key]}
                onChange={(e) => set(key, e.target.value)}
                className={`${INPUT_CLASS} w-32 font-mono`}
                pattern="#[0-9a-fA-F]{6}"
              />
            </label>
            <input
              type="color"
              aria-label={`${key === 'primaryColor' ? 'Primary' : 'Accent'} colour picker`}
              value={HEX.test(draft[key]) ? draft[key].toLowerCase() : '#000000'}
              onChange={(e) => set(key, e.target.value)}
              className="h-10 w-12"
            />
          </div>
        ))}
        <ul className="space-y-1 text-sm" aria-live="polite">
          {checks.map((c) => (
            <li
              key={c.label}
              className={c.passes ? 'text-green-800' : 'font-semibold text-red-700'}
            >
              {c.passes ? 'Passes' : 'Too low'}: {c.label} {c.ratio}:1 (AA needs 4.5:1)
            </li>
          ))}
          {!valid ? <li className="text-red-700">Use colours in the form #rrggbb.</li> : null}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!readable || save.isPending}>
            Save style
          </Button>
          <Button
            variant="secondary"
            disabled={current.isDefault || reset.isPending}
            onClick={() => reset.mutate(undefined)}
          >
            Reset to default
          </Button>
        </div>
        <label className={label}>
          Logo (PNG, JPEG or WebP, up to 2 MB; stored as a PNG of at most 256 px)
          <input
            type="file"
            accept={LOGO_TYPES.join(',')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) logo.mutate(file);
            }}
            className="text-sm"
          />
        </label>
      </form>
      <section aria-labelledby="preview">
        <h2 id="preview" className="mb-2 font-bold text-brand-900">
          Live preview
        </h2>
        <Preview draft={draft} logoUrl={current.logoUrl} />
      </section>
    </div>
  );
}

/** /app/admin/style-settings: brand name, logo and colours for the app, the landing page and PDFs. */
export function StyleSettingsPage() {
  const style = useQuery({ queryKey: ['admin', 'style'], queryFn: getStyle });
  return (
    <AdminPage
      title="Style Settings"
      intro="Colours are checked against WCAG AA for every text-on-colour pair the app draws with them."
    >
      <QueryView query={style} loadingLabel="Loading style...">
        {(current) => <StyleForm key={current.updatedAt ?? 'default'} current={current} />}
      </QueryView>
    </AdminPage>
  );
}
