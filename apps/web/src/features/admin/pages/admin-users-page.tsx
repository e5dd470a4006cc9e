import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PLAN_TIERS, PLANS } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { QueryStates } from '@/components/ui/query-states.tsx';
import { INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { listUsers } from '../api/admin-api.ts';
import { AdminPage } from '../components/admin-page.tsx';

const FILTERS = [
  {
    key: 'role',
    label: 'Role',
    options: [
      ['user', 'User'],
      ['admin', 'Administrator'],
    ],
  },
  { key: 'plan', label: 'Plan', options: PLAN_TIERS.map((t) => [t, PLANS[t].name]) },
  {
    key: 'verified',
    label: 'E-mail verified',
    options: [
      ['yes', 'Verified'],
      ['no', 'Not verified'],
    ],
  },
  {
    key: 'banned',
    label: 'Banned',
    options: [
      ['yes', 'Banned'],
      ['no', 'Not banned'],
    ],
  },
] as const;
const SORTS = [
  ['createdAt:desc', 'Newest first'],
  ['createdAt:asc', 'Oldest first'],
  ['email:asc', 'E-mail A-Z'],
  ['name:asc', 'Name A-Z'],
] as const;

/** /app/admin/users: search, filters, sort and pages, all done by the server; state in the URL. */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const page = Number(params.get('page') ?? 1);
  const [sort, order] = (params.get('sort') ?? 'createdAt:desc').split(':');
  const filters = Object.fromEntries(FILTERS.map((f) => [f.key, params.get(f.key) ?? undefined]));
  const users = useQuery({
    queryKey: ['admin', 'users', params.toString()],
    queryFn: () => listUsers({ q: params.get('q') ?? undefined, ...filters, sort, order, page }),
    placeholderData: keepPreviousData,
  });
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    update({ q: q.trim() || null });
  };
  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <AdminPage
      title="Users"
      intro="Search matches the start of an e-mail address, of its domain (type @example) or of a name."
    >
      <form role="search" onSubmit={search} className="mt-4 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-semibold text-slate-800">
          Search users
          <input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            className={`${INPUT_CLASS} w-64`}
          />
        </label>
        <Button type="submit">Search</Button>
        {FILTERS.map((f) => (
          <label key={f.key} className="flex flex-col text-sm font-semibold text-slate-800">
            {f.label}
            <select
              value={filters[f.key] ?? ''}
              onChange={(e) => update({ [f.key]: e.target.value || null })}
              className={INPUT_CLASS}
            >
              <option value="">Any</option>
              {f.options.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="flex flex-col text-sm font-semibold text-slate-800">
          Sort
          <select
            value={`${sort}:${order}`}
            onChange={(e) => update({ sort: e.target.value })}
            className={INPUT_CLASS}
          >
            {SORTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </form>
      <QueryStates
        isPending={users.isPending}
        error={users.error}
        isEmpty={data?.items.length === 0}
        loadingLabel="Loading users..."
        emptyText="No users match."
      />
      {data && data.items.length > 0 ? (
        <>
          <p className="mt-4 text-sm text-slate-600" aria-live="polite">
            {data.totalCapped
              ? `More than ${data.total.toLocaleString('en-US')}`
              : data.total.toLocaleString('en-US')}{' '}
            users
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
            <Button
              variant="secondary"
              size="sm"
              disabled={page <= 1}
              onClick={() => update({ page: String(page - 1) })}
            >
              Previous
            </Button>
            <span>
              Page {page} of {data.totalCapped ? `${pages}+` : pages}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pages && !data.totalCapped}
              onClick={() => update({ page: String(page + 1) })}
            >
              Next
            </Button>
          </nav>
        </>
      ) : null}
    </AdminPage>
  );
}
