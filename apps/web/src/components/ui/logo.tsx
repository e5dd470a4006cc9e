/** The brand mark and name (the product name is real text, so it is read and translated). */
export function Logo({ className = '', light = false }: { className?: string; light?: boolean }) {
  return (
    <span className={`inline-flex items-center gap-1.5 font-bold tracking-tight ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-7 shrink-0 sm:size-8">
        <rect width="64" height="64" rx="14" fill="#0f3d3e" />
        <path d="M10 34c8-10 22-14 34-6l8-6v20l-8-6c-12 8-26 4-34-2z" fill="#f6c453" />
        <circle cx="40" cy="31" r="2.5" fill="#0f3d3e" />
      </svg>
      <span className={light ? 'text-white' : 'text-brand-800'}>AnglerScout</span>
    </span>
  );
}
