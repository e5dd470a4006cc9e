export interface ConditionItem {
  label: string;
  value: string;
}

/** A compact label/value grid of conditions (a catch's hour, a shared report's). */
export function ConditionList({
  items,
  className = '',
}: {
  items: ConditionItem[];
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 ${className}`}>
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {item.label}
          </dt>
          <dd className="text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
