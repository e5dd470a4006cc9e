import { buttonClass } from '@/components/ui/button.tsx';
import { AdminPage, panelClass } from '../components/admin-page.tsx';

/** /app/admin/backup: download a consistent export; restoring is a server command, never a click. */
export function BackupPage() {
  return (
    <AdminPage title="Backup/Restore">
      <section aria-labelledby="backup" className={panelClass}>
        <h2 id="backup" className="font-bold text-brand-900">
          Backup
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          A consistent copy of every table (read in one snapshot), as gzip-compressed JSON lines.
          Sessions, sign-in tokens and the server's secret are left out, so a restored site asks
          everyone to sign in again. The download is recorded in the audit log.
        </p>
        <a href="/api/admin/backup" download className={buttonClass('primary', 'md', 'mt-3')}>
          Download backup
        </a>
      </section>
      <section aria-labelledby="restore" className={panelClass}>
        <h2 id="restore" className="font-bold text-brand-900">
          Restore
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Restoring replaces all data, so it is done on the server, not from the browser. With the
          embedded database, stop the server first; then run:
        </p>
        <pre className="mt-2 rounded bg-slate-50 p-3 text-sm break-all whitespace-pre-wrap">
          npm run db:restore -- anglerscout-backup-YYYYMMDDHHMM.ndjson.gz
        </pre>
        <p className="mt-1 text-sm text-slate-700">
          The restore runs in one transaction: a damaged or cut-off file changes nothing.
        </p>
      </section>
    </AdminPage>
  );
}
