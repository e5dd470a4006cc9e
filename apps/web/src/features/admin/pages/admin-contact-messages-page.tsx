import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/ui/query-view.tsx';
import { listContactMessages } from '../api/admin-api.ts';

/** /app/admin/contact-messages: what visitors sent through /contact, newest first. */
export function AdminContactMessagesPage() {
  const messages = useQuery({
    queryKey: ['admin', 'contact-messages'],
    queryFn: listContactMessages,
    select: (data) => data.items,
  });
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900">Contact Messages</h1>
      <p className="mt-1 text-sm text-slate-600">
        Messages sent through the contact form, newest first. Reply from your own mail client.
      </p>
      <QueryView
        query={messages}
        loadingLabel="Loading messages..."
        isEmpty={(list) => list.length === 0}
        emptyText="No messages yet."
      >
        {(list) => (
          <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {list.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 p-4 text-sm">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <p className="font-semibold text-slate-900">{item.fullName}</p>
                  <a
                    href={`mailto:${item.email}`}
                    className="break-all font-medium text-brand-700 underline"
                  >
                    {item.email}
                  </a>
                  {item.phone ? <span className="text-slate-700">{item.phone}</span> : null}
                  <time dateTime={item.createdAt} className="text-xs text-slate-500">
                    {new Date(item.createdAt).toLocaleString()}
                  </time>
                </div>
                <p className="whitespace-pre-wrap break-words text-slate-800">{item.message}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
