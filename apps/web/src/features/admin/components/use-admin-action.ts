import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

/** An admin action: a toast on success or failure, and the admin queries read again. */
export function useAdminAction<A>(run: (arg: A) => Promise<unknown>, success: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      toast.success(success);
      await client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => toast.error(error.message),
  });
}
