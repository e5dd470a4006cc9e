/** The Founding Member badge, one of the paid plan's features. */
export function FoundingBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900 ${className}`}
    >
      <span aria-hidden="true">★</span> Founding Member
    </span>
  );
}
