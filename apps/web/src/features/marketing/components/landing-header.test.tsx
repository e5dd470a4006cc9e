import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { LandingHeader } from './landing-header.tsx';

afterEach(() => vi.useRealTimers());

describe('LandingHeader', () => {
  it('goes to /new/auth/signin about 100 ms after Sign In is pressed', async () => {
    vi.useFakeTimers();
    const { router } = renderWithProviders(<LandingHeader />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await act(async () => vi.advanceTimersByTime(90));
    expect(router.state.location.pathname).toBe('/');
    await act(async () => vi.advanceTimersByTime(20));
    expect(router.state.location.pathname).toBe('/new/auth/signin');
  });

  it('works before the app has hydrated: Sign In is a GET form to the sign-in page', () => {
    renderWithProviders(<LandingHeader />);
    const form = screen.getByRole('button', { name: 'Sign In' }).closest('form');
    expect(form).toHaveAttribute('action', '/new/auth/signin');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
  });

  it('links Sign Up to /new/signup, and the Blog as a document the server renders', () => {
    renderWithProviders(<LandingHeader />);
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/new/signup');
  });
});
