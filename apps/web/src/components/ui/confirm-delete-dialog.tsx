import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';

/**
 * A Delete button that asks first: focus is trapped in the dialog and returns to the trigger on
 * close; the mutation's error is shown in the dialog, and closing it clears the error.
 */
export function ConfirmDeleteDialog({
  id,
  remove,
  triggerHint,
  title,
  children,
  confirmLabel,
  onDeleted,
}: {
  id: string;
  remove: UseMutationResult<unknown, Error, string>;
  /** Read by screen readers after "Delete", e.g. "report for Lake Lavon". */
  triggerHint: string;
  title: string;
  /** What will be removed, and what stays. */
  children: ReactNode;
  confirmLabel: string;
  onDeleted?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50">
          Delete<span className="sr-only"> {triggerHint}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-brand-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {children}
          </Dialog.Description>
          {remove.isError ? (
            <div className="mt-3">
              <FormAlert tone="error">{remove.error.message}</FormAlert>
            </div>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button
              className="bg-red-700 text-white hover:bg-red-800"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(id, {
                  onSuccess: () => {
                    setOpen(false);
                    onDeleted?.();
                  },
                })
              }
            >
              {remove.isPending ? 'Deleting...' : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
