import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { SESSION_KEY } from '@/lib/auth/use-session.ts';
import { AuthError } from '@/lib/auth/auth-messages.ts';
import { updateDisplayName } from '../api/account-api.ts';

const DISPLAY_NAME_MAX = 80;

export function DisplayNameForm({ current }: { current: string }) {
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = name.trim();
    if (!value) return setError('Display name is required');
    if (value.length > DISPLAY_NAME_MAX)
      return setError(`Display name must be at most ${DISPLAY_NAME_MAX} characters`);
    setBusy(true);
    setError(undefined);
    try {
      await updateDisplayName(value);
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      toast.success('Display name saved');
    } catch (err) {
      setError(err instanceof AuthError ? err.message : 'Failed to save the display name');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        label="Display name"
        name="displayName"
        autoComplete="nickname"
        value={name}
        error={error}
        onChange={(e) => setName(e.target.value)}
        className="flex-1"
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}
