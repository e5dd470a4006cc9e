import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { useFlag } from '../api/community-api.ts';

/** "Report" on a post or reply: a reason goes to the moderators. */
export function ReportButton({
  targetType,
  targetId,
}: {
  targetType: 'post' | 'reply';
  targetId: string;
}) {
  const flag = useFlag();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (flag.isSuccess)
    return (
      <p role="status" className="text-sm text-slate-600">
        Reported. Thank you; a moderator will look at it.
      </p>
    );
  if (!open)
    return (
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        Report
      </Button>
    );
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        flag.mutate({ targetType, targetId, reason });
      }}
    >
      <label className="flex flex-1 flex-col gap-1 text-sm font-semibold text-slate-800">
        What is wrong?
        <input
          className={INPUT_CLASS}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          minLength={3}
          maxLength={300}
          required
        />
      </label>
      <Button type="submit" size="sm" disabled={flag.isPending}>
        Send report
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
        Cancel
      </Button>
      {flag.error ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {flag.error.message}
        </p>
      ) : null}
    </form>
  );
}
