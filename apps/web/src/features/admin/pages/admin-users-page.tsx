import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PLAN_TIERS, PLANS } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { listUsers } from '../api/admin-api.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { FilterSelect } from '../components/filter-select.tsx';
import { UsersTable } from '../components/users-table.tsx';

const FILTERS = [
  {
    key: 'role',
    label: 'Role',
    options: [
      ['user', 'User'],
      ['admin', 'Administrator'],
    ],
  },
  { key: 'plan', label: 'Plan', options: PLAN_TIERS.map((t) => [t, PLANS[t].name] as const) },
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
          <FilterSelect
            key={f.key}
            label={f.label}
            value={filters[f.key] ?? ''}
            onChange={(v) => update({ [f.key]: v || null })}
            options={f.options}
          />
        ))}
        <FilterSelect
          label="Sort"
          value={`${sort}:${order}`}
          onChange={(v) => update({ sort: v })}
          options={SORTS}
          offerAny={false}
        />
      </form>
      <QueryView
        query={users}
        loadingLabel="Loading users..."
        isEmpty={(data) => data.items.length === 0}
        emptyText="No users match."
      >
        {(data) => (
          <UsersTable data={data} page={page} onPage={(p) => update({ page: String(p) })} />
        )}
      </QueryView>
    </AdminPage>
  );
}
