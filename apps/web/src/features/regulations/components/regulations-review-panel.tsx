import { Link } from 'react-router';
import { useRegulations } from '../api/regulations-api.ts';

/**
 * The admin dashboard's note on the seasons-and-closures table: how many rows are past their
 * review date, with the way to them. Nothing is drawn while loading or when the list fails (the
 * Regulations screen shows the error).
 */
export function RegulationsReviewPanel() {
  const regulations = useRegulations();
  if (!regulations.data) return null;
  const due = regulations.data.items.filter((i) => i.pastReview).length;
  return (
    <div
      className={`mt-4 rounded-xl border p-4 ${due ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'}`}
      data-testid="regulations-review"
    >
      <h3 className="font-semibold text-slate-900">Regulations</h3>
      <p className="text-sm text-slate-800">
        {due === 0
          ? `All ${regulations.data.items.length} season and closure rows are within their review dates.`
          : `${due} of ${regulations.data.items.length} season and closure rows are past their review date.`}{' '}
        <Link to="/app/admin/regulations" className="text-brand-800 underline">
          Review regulations
        </Link>
      </p>
    </div>
  );
}
