import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZCreateReportRequest } from '@anglerscout/contracts';
import { FORM_CONTRACTS, messagesOf } from './validation-catalogue.ts';
import { TestValidationPage } from './pages/test-validation-page.tsx';
import { TestComponentPage } from './pages/test-component-page.tsx';

describe('the test pages', () => {
  it('every catalogued form shows at least one message for its samples', () => {
    for (const entry of FORM_CONTRACTS)
      expect(
        entry.samples.flatMap((s) => messagesOf(entry.schema, s.input)).length,
        entry.contract,
      ).toBeGreaterThan(0);
  });

  it("shows the contract's own messages, as the contract produces them now", () => {
    render(<TestValidationPage />);
    const card = screen.getByTestId('contract-ZCreateReportRequest');
    expect(within(card).getByText('ZCreateReportRequest')).toBeTruthy();
    const expected = ZCreateReportRequest.safeParse({ date: '2025-02-30' });
    const dateIssue = expected.success
      ? undefined
      : expected.error.issues.find((i) => i.path[0] === 'date');
    expect(dateIssue?.message).toBe('Date must be in yyyy-MM-dd format');
    expect(within(card).getAllByText('Date must be in yyyy-MM-dd format').length).toBeGreaterThan(
      0,
    );
    expect(within(card).getAllByText('Choose a fishing type').length).toBeGreaterThan(0);
  });

  it('shows the components in their states, and their controls work', async () => {
    render(<TestComponentPage />);
    expect(screen.getByRole('button', { name: 'primary disabled' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toContain('Invalid email or password');
    expect(alerts).toContain('The server could not be reached.');
    expect(screen.getByText('No reports yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'accent lg' }));
    expect(screen.getByText('Pressed 1 time.')).toBeTruthy();
  });
});
