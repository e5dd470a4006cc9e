import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_OPTIONS } from '@/lib/toast.ts';

/**
 * The toast outlet, default-exported so the app can load it lazily and keep sonner out of the landing
 * page's first download. Toasts raised before it mounts are not lost: sonner replays them on subscribe.
 */
export default function Toaster() {
  return <SonnerToaster {...TOAST_OPTIONS} />;
}
