import { Spinner } from './spinner.tsx';

/** A page-sized wait: while a screen's code or the session it needs is on its way. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-6">
      <Spinner label={label} showLabel />
    </div>
  );
}
