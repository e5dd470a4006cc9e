import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog.tsx';
import { useDeleteSpot } from '@/lib/spots/spots-api.ts';

/** Delete a saved spot with confirmation. */
export function DeleteSpotDialog({
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
      remove={useDeleteSpot()}
      triggerHint={name}
      title="Delete this spot?"
      confirmLabel="Delete spot"
      onDeleted={onDeleted}
    >
      <strong>{name}</strong> and its bite alert will be removed. Your reports for it stay.
    </ConfirmDeleteDialog>
  );
}
