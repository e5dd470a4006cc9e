import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AUTH_TEXT } from '@anglerscout/contracts';
import { authError, serveApi, shapeOf } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { CHANGED_PASSWORD, type ChangePasswordAnswer } from '@/test/fixtures/auth.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

function renderForm() {
  const api = serveApi().post(
    '/api/auth/change-password',
    shapeOf<ChangePasswordAnswer>(),
    CHANGED_PASSWORD,
  );
  return { api, ...renderWithProviders(<ChangePasswordForm />) };
}

type User = ReturnType<typeof renderForm>['user'];
async function fill(user: User, current: string, next: string, confirm: string) {
  for (const [label, text] of [
    ['Current password', current],
    ['New password', next],
    ['Confirm new password', confirm],
  ] as const) {
    if (!text) continue;
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('ChangePasswordForm', () => {
  it.each([
    ['a missing field', ['old-password', 'new-password-1', ''], AUTH_TEXT.fillAllFields],
    ['a short new password', ['old-password', 'short', 'short'], AUTH_TEXT.passwordTooShort],
    [
      'a too long one',
      ['old-password', 'x'.repeat(129), 'x'.repeat(129)],
      AUTH_TEXT.passwordTooLong,
    ],
    [
      'a confirmation that differs',
      ['old-password', 'new-password-1', 'new-password-2'],
      AUTH_TEXT.passwordsDoNotMatch,
    ],
  ] as const)(
    'refuses %s before asking the server',
    async (_, [current, next, confirm], message) => {
      const { api, user } = renderForm();
      await fill(user, current, next, confirm);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(api.calls).toHaveLength(0);
    },
  );

  it('changes the password, ending the other sessions, and empties the form', async () => {
    const { api, user } = renderForm();
    await fill(user, 'old-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByText(AUTH_TEXT.passwordUpdated)).toBeInTheDocument();
    expect(api.requests('POST', '/api/auth/change-password')[0]!.json).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
      revokeOtherSessions: true,
    });
    for (const label of ['Current password', 'New password', 'Confirm new password'])
      expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('says the current password is wrong in plain words', async () => {
    const { api, user } = renderForm();
    api.post(
      '/api/auth/change-password',
      shapeOf<ChangePasswordAnswer>(),
      authError(400, 'INVALID_PASSWORD', 'Invalid password'),
    );
    await fill(user, 'not-my-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    // What was typed stays, to correct it.
    expect(screen.getByLabelText('Current password')).toHaveValue('not-my-password');
  });

  it("shows better-auth's password rule as a password error", async () => {
    const { api, user } = renderForm();
    api.post(
      '/api/auth/change-password',
      shapeOf<ChangePasswordAnswer>(),
      authError(400, 'PASSWORD_TOO_SHORT', 'Password too short'),
    );
    await fill(user, 'old-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password error: Password too short',
    );
  });

  it('is busy while the change runs', async () => {
    const { api, user } = renderForm();
    let answer!: (a: ChangePasswordAnswer) => void;
    api.post(
      '/api/auth/change-password',
      shapeOf<ChangePasswordAnswer>(),
      () => new Promise((r) => (answer = r)),
    );
    await fill(user, 'old-password', 'new-password-1', 'new-password-1');
    expect(screen.getByRole('button', { name: 'Updating password...' })).toBeDisabled();
    answer(CHANGED_PASSWORD);
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Update password' })).toBeEnabled(),
    );
  });
});
