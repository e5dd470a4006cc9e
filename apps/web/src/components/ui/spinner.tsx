export interface SpinnerProps {
  /** Read by screen readers; shown next to the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading...', showLabel = false, className = '' }: SpinnerProps) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <span className={showLabel ? 'text-sm text-slate-700' : 'sr-only'}>{label}</span>
    </span>
  );
}
