import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_BRAND, ZStyleSettingsInput, type TStyleSettings } from '@anglerscout/contracts';
import { apiError, refusedBy, serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { styleSettings } from '@/test/fixtures/admin.ts';
import { StyleSettingsPage } from './style-settings-page.tsx';

const STYLE = shapeOf<TStyleSettings>();
const SAVED_AT = '2026-10-22T12:00:00.000Z';

afterEach(() => document.getElementById('brand-style')?.remove());

function renderPage(current: TStyleSettings = styleSettings()) {
  let stored = current;
  const api = serveApi()
    .get('/api/admin/style-settings', STYLE, () => stored)
    .put('/api/admin/style-settings', STYLE, (req) => {
      const refused = refusedBy(ZStyleSettingsInput, req.json);
      if (refused) return refused;
      stored = styleSettings({
        ...ZStyleSettingsInput.parse(req.json),
        isDefault: false,
        updatedAt: SAVED_AT,
      });
      return stored;
    })
    .delete('/api/admin/style-settings', STYLE, () => (stored = styleSettings()))
    .put(
      '/api/admin/style-settings/logo',
      STYLE,
      () =>
        (stored = {
          ...stored,
          logoUrl: '/brand/logo.png?v=2',
          isDefault: false,
          updatedAt: SAVED_AT,
        }),
    );
  return {
    api,
    ...renderWithProviders(<StyleSettingsPage />, { path: '/app/admin/style-settings' }),
  };
}

const checks = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
/** The colour text field (the picker beside it has its own name). */
const colour = (name: 'Primary colour' | 'Accent colour') => screen.getByRole('textbox', { name });

describe('StyleSettingsPage', () => {
  it('checks each text-on-colour pair of the current look against WCAG AA', async () => {
    renderPage();
    expect(await screen.findByLabelText('Brand name')).toHaveValue(DEFAULT_BRAND.brandName);
    expect(colour('Primary colour')).toHaveValue(DEFAULT_BRAND.primaryColor);
    expect(checks()).toEqual([
      'Passes: White text on primary buttons 8.37:1 (AA needs 4.5:1)',
      'Passes: Headings on light brand panels 13.68:1 (AA needs 4.5:1)',
      'Passes: Dark text on accent buttons 9.44:1 (AA needs 4.5:1)',
    ]);
    expect(screen.getByRole('button', { name: 'Save style' })).toBeEnabled();
    // The built-in look is in use: nothing to reset.
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeDisabled();
  });

  it('will not save colours that make text unreadable', async () => {
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Primary colour' }), {
      target: { value: '#ffcc00' },
    });
    expect(checks()).toEqual([
      'Too low: White text on primary buttons 1.51:1 (AA needs 4.5:1)',
      'Passes: Headings on light brand panels 5.67:1 (AA needs 4.5:1)',
      'Too low: Dark text on accent buttons 3.62:1 (AA needs 4.5:1)',
    ]);
    expect(screen.getByRole('button', { name: 'Save style' })).toBeDisabled();
  });

  it('asks for #rrggbb and saves nothing while a colour is not one', async () => {
    const { user } = renderPage();
    const accent = await screen.findByRole('textbox', { name: 'Accent colour' });
    await user.clear(accent);
    await user.type(accent, '#f6c4');
    expect(checks()).toEqual(['Use colours in the form #rrggbb.']);
    expect(screen.getByRole('button', { name: 'Save style' })).toBeDisabled();
    // The picker cannot show a half-typed colour.
    expect(screen.getByLabelText('Accent colour picker')).toHaveValue('#000000');
  });

  it('previews the draft on its own panel and saves it for every page', async () => {
    const { api, user } = renderPage();
    const name = await screen.findByLabelText('Brand name');
    await user.clear(name);
    await user.type(name, 'Gulf Scout');
    fireEvent.change(colour('Primary colour'), { target: { value: '#1D4ED8' } });
    const preview = screen.getByTestId('style-preview');
    expect(preview).toHaveTextContent('Gulf Scout');
    expect(preview.style.getPropertyValue('--color-brand-700')).toBe('#1d4ed8');
    expect(preview.style.getPropertyValue('--color-brand-900')).toBe('#0e2568');
    // Only the preview changes until it is saved.
    expect(document.getElementById('brand-style')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save style' }));
    expect(await screen.findByText('Style saved: every page now uses it')).toBeInTheDocument();
    expect(api.requests('PUT', '/api/admin/style-settings')[0]!.json).toEqual({
      brandName: 'Gulf Scout',
      primaryColor: '#1D4ED8',
      accentColor: DEFAULT_BRAND.accentColor,
    });
    expect(document.getElementById('brand-style')?.textContent).toContain(
      '--color-brand-700:#1d4ed8',
    );
    expect(await screen.findByRole('button', { name: 'Reset to default' })).toBeEnabled();
  });

  it('resets a saved look to the built-in one', async () => {
    const { api, user } = renderPage(
      styleSettings({ primaryColor: '#1d4ed8', isDefault: false, updatedAt: SAVED_AT }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reset to default' }));
    expect(await screen.findByText('Style reset to the built-in look')).toBeInTheDocument();
    expect(api.requests('DELETE', '/api/admin/style-settings')).toHaveLength(1);
    expect(document.getElementById('brand-style')?.textContent).toBe('');
    await vi.waitFor(() =>
      expect(colour('Primary colour')).toHaveValue(DEFAULT_BRAND.primaryColor),
    );
  });

  it('uploads a logo as the file itself and shows it in the preview', async () => {
    const { api, user } = renderPage();
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', {
      type: 'image/png',
    });
    await user.upload(await screen.findByLabelText(/^Logo \(PNG, JPEG or WebP/), logo);
    expect(await screen.findByText('Logo uploaded')).toBeInTheDocument();
    const sent = api.requests('PUT', '/api/admin/style-settings/logo')[0]!;
    expect(sent.body).toBe(logo);
    expect(sent.headers.get('content-type')).toBe('image/png');
    await vi.waitFor(() =>
      expect(screen.getByTestId('style-preview').querySelector('img')).toHaveAttribute(
        'src',
        '/brand/logo.png?v=2',
      ),
    );
  });

  it("shows a refused logo's message", async () => {
    const { api, user } = renderPage();
    api.put(
      '/api/admin/style-settings/logo',
      STYLE,
      apiError('PAYLOAD_TOO_LARGE', 'The logo may be at most 2 MB.'),
    );
    await user.upload(
      await screen.findByLabelText(/^Logo \(PNG, JPEG or WebP/),
      new File([new Uint8Array([1])], 'logo.webp', { type: 'image/webp' }),
    );
    expect(await screen.findByText('The logo may be at most 2 MB.')).toBeInTheDocument();
  });
});
