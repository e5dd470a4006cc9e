import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { BackupPage } from './backup-page.tsx';

describe('BackupPage', () => {
  it('downloads the backup from the server and explains restoring as a server command', () => {
    renderWithProviders(<BackupPage />, { path: '/app/admin/backup' });
    const download = screen.getByRole('link', { name: 'Download backup' });
    expect(download).toHaveAttribute('href', '/api/admin/backup');
    expect(download).toHaveAttribute('download');
    const restore = screen.getByRole('region', { name: 'Restore' });
    expect(within(restore).queryByRole('button')).toBeNull();
    expect(restore).toHaveTextContent(
      'npm run db:restore -- anglerscout-backup-YYYYMMDDHHMM.ndjson.gz',
    );
  });
});
