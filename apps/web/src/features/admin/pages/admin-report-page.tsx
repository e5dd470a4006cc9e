import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/ui/query-view.tsx';
import { getMemberReport } from '../api/admin-api.ts';
import { AdminPage, panelClass } from '../components/admin-page.tsx';

/** A member's report as an administrator reads it (from the AI settings history; the read is audited). */
export function AdminReportPage() {
  const { id = '' } = useParams();
  const report = useQuery({
    queryKey: ['admin', 'report', id],
    queryFn: () => getMemberReport(id),
  });
  const r = report.data;
  return (
    <AdminPage
      title={r ? `${r.locationName}, ${r.date}` : 'Report'}
      intro="Reading a member's report is recorded in the audit log."
    >
      <QueryView query={report} loadingLabel="Loading report...">
        {(found) => (
          <section className={panelClass}>
            <p className="text-sm text-slate-600">
              Written by{' '}
              {found.writer.kind === 'model'
                ? `the model ${found.writer.model}`
                : 'the built-in writer'}{' '}
              with AI settings version {found.writer.aiSettingsVersion ?? 'default'}.
            </p>
            <pre className="mt-2 text-sm whitespace-pre-wrap wrap-anywhere">{found.markdown}</pre>
          </section>
        )}
      </QueryView>
    </AdminPage>
  );
}
