import { describe, expect, it, vi, afterEach } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { SignInForm, checkCredentials } from './sign-in-form.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  return renderWithProviders(<SignInForm full={false} />);
}

describe('sign-in form', () => {
  it('requires both fields after trimming and an @ in the e-mail', () => {
    expect(checkCredentials('  ', 'x')).toBe('Please fill in all fields');
    expect(checkCredentials('a@b.c', '   ')).toBe('Please fill in all fields');
    expect(checkCredentials('angler', 'secret-pass')).toBe('Please enter a valid email address');
    expect(checkCredentials('a@b.c', 'secret-pass')).toBeNull();
  });

  it('is busy while the request runs and shows the mapped server message', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer(
      new Response(
        JSON.stringify({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
        { status: 401 },
      ),
    );
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
