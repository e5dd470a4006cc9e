import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AUTH_MESSAGES } from '@anglerscout/contracts';
import { authError, serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders, testSession } from '@/test/render-with-providers.tsx';
import type { StatusAnswer } from '@/test/fixtures/auth.ts';
import { SESSION_KEY } from '@/lib/auth/use-session.ts';
import { DisplayNameForm } from './display-name-form.tsx';

function renderForm() {
  const api = serveApi().post('/api/auth/update-user', shapeOf<StatusAnswer>(), { status: true });
  const view = renderWithProviders(<DisplayNameForm current="Angler" />, {
    session: testSession(),
  });
  return { api, ...view, field: screen.getByLabelText('Display name') };
}

describe('DisplayNameForm', () => {
  it('starts from the current name', () => {
    expect(renderForm().field).toHaveValue('Angler');
  });

  it('saves the trimmed name and marks the session to be read again', async () => {
    const { api, user, field, client } = renderForm();
    await user.clear(field);
    await user.type(field, '  Dana R.  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Display name saved')).toBeInTheDocument();
    expect(api.requests('POST', '/api/auth/update-user')[0]!.json).toEqual({ name: 'Dana R.' });
    // The settings page reads it again from there (settings-page.test.tsx).
    expect(client.getQueryState(SESSION_KEY)?.isInvalidated).toBe(true);
  });

  it('refuses an empty name or one over 80 characters, tied to the field', async () => {
    const { api, user, field } = renderForm();
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription('Display name is required');
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription('Display name must be at most 80 characters');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal under the field", async () => {
    const { api, user, field } = renderForm();
    api.post(
      '/api/auth/update-user',
      shapeOf<StatusAnswer>(),
      authError(429, 'TOO_MANY_REQUESTS', 'Too many requests'),
    );
    await user.type(field, ' II');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(field).toHaveAccessibleDescription(AUTH_MESSAGES.too_many_requests),
    );
  });
});
