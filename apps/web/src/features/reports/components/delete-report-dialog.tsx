import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog.tsx';
import { useDeleteReport } from '../api/get-reports.ts';

/** Delete a report with confirmation. */
export function DeleteReportDialog({
  id,
  name,
  onDeleted,
}: {
  id: string;
  name: string;
  onDeleted?: () => void;
}) {
  return (
    <ConfirmDeleteDialog
      id={id}
      remove={useDeleteReport()}
      triggerHint={`report for ${name}`}
      title="Delete this report?"
      confirmLabel="Delete report"
      onDeleted={onDeleted}
    >
      The report for <strong>{name}</strong> will be removed for good. This cannot be undone, and it
      does not give back a report on your plan.
    </ConfirmDeleteDialog>
  );
}
