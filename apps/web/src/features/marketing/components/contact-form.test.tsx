import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CONTACT_MESSAGES } from '@anglerscout/contracts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { ContactForm } from './contact-form.tsx';

function renderForm() {
  return renderWithProviders(<ContactForm />).user;
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('ContactForm', () => {
  it('shows no errors until the first submit, then a message tied to each field', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText(CONTACT_MESSAGES.emailInvalid)).toBeNull();
    await user.clear(screen.getByLabelText('Email'));

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(CONTACT_MESSAGES.fullNameRequired);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      CONTACT_MESSAGES.emailRequired,
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      CONTACT_MESSAGES.messageRequired,
    );
    expect(screen.getByLabelText(/Phone/)).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveFocus();
  });

  it('re-checks on every change after a submit', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.type(screen.getByLabelText('Full Name'), 'Dana');
    expect(screen.queryByText(CONTACT_MESSAGES.fullNameRequired)).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'dana@');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      CONTACT_MESSAGES.emailInvalid,
    );
    await user.type(screen.getByLabelText('Email'), 'example.com');
    expect(screen.queryByText(CONTACT_MESSAGES.emailInvalid)).toBeNull();
    await user.type(screen.getByLabelText(/Phone/), 'call me');
    expect(screen.getByText(CONTACT_MESSAGES.phoneInvalid)).toBeInTheDocument();
  });

  it('sends the trimmed message, shows the success banner and empties the form', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();
    await user.type(screen.getByLabelText('Full Name'), '  Dana Reyes ');
    await user.type(screen.getByLabelText('Email'), 'dana@example.com');
    await user.type(screen.getByLabelText(/Phone/), '(512) 555-0134');
    await user.type(screen.getByLabelText('Message'), 'Do reports cover Lake Travis?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(CONTACT_MESSAGES.success)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      fullName: 'Dana Reyes',
      email: 'dana@example.com',
      phone: '(512) 555-0134',
      message: 'Do reports cover Lake Travis?',
    });
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('keeps what was typed and shows the failure banner when sending fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(429, { error: { code: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests' } }),
      ),
    );
    const user = renderForm();
    await user.type(screen.getByLabelText('Full Name'), 'Sam');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.failure)).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Sam');
  });

  it('has a honeypot named website that people cannot reach', () => {
    renderForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it('disables the button while sending', async () => {
    let resolve!: (res: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (resolve = r))),
    );
    const user = renderForm();
    await user.type(screen.getByLabelText('Full Name'), 'Sam');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    resolve(jsonResponse(200, { ok: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
  });
});
