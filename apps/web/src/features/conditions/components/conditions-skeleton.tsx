/** Grey blocks in the shape of the cards while the first answer loads. */
export function ConditionsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading conditions" className="grid gap-4 md:grid-cols-2">
      {Array.from({ length: 6 }, (_, i) => (
        <div
          key={i}
          className="h-64 animate-pulse rounded-xl border border-slate-200 bg-slate-100"
        />
      ))}
    </div>
  );
}
