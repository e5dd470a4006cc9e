import { Link } from 'react-router';
import { PLANS, type TAdminUsersResponse } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';

/**
 * One page of the user search: the count (the server stops counting at a cap, so past it the count
 * and the page total are "more than"), the table, and the pager.
 */
export function UsersTable({
  data,
  page,
  onPage,
}: {
  data: TAdminUsersResponse;
  page: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {data.totalCapped
          ? `More than ${data.total.toLocaleString('en-US')}`
          : data.total.toLocaleString('en-US')}{' '}
        {data.total === 1 && !data.totalCapped ? 'user' : 'users'}
      </p>
      <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th className="p-2">E-mail</th>
              <th className="p-2">Name</th>
              <th className="p-2">Role</th>
              <th className="p-2">Plan</th>
              <th className="p-2">Status</th>
              <th className="p-2">Joined</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.items.map((u) => (
              <tr key={u.id}>
                <td className="p-2">
                  <Link
                    to={`/app/admin/users/${u.id}`}
                    className="font-medium text-brand-700 underline"
                  >
                    {u.email}
                  </Link>
                </td>
                <td className="p-2">{u.name}</td>
                <td className="p-2">{u.role === 'admin' ? 'Administrator' : 'User'}</td>
                <td className="p-2">{PLANS[u.tier].name}</td>
                <td className="p-2">
                  {[u.banned ? 'Banned' : null, u.emailVerified ? null : 'Not verified']
                    .filter(Boolean)
                    .join(', ') || 'Active'}
                </td>
                <td className="p-2">{new Date(u.createdAt).toLocaleDateString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {data.totalCapped ? `${pages}+` : pages}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages && !data.totalCapped}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </nav>
    </>
  );
}
