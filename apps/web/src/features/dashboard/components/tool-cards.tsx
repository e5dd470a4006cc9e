import { Link } from 'react-router';

/** /app: the three tools. */
const TOOL_CARDS = [
  {
    title: 'Create Scouting Report',
    text: 'Generate a detailed AI-powered report for your next trip.',
    to: '/app/reports/new',
    icon: 'M12 5v14M5 12h14',
  },
  {
    title: 'Report Manager',
    text: 'Access and manage your previous reports.',
    to: '/app/reports',
    icon: 'M5 6h14M5 12h14M5 18h9',
  },
  {
    title: 'Fishing Conditions',
    text: 'Real-time weather, water and solunar conditions.',
    to: '/app/conditions',
    icon: 'M4 15a4 4 0 0 1 4-4 5 5 0 0 1 9.6-1.5A3.5 3.5 0 1 1 18 17H7a3 3 0 0 1-3-2z',
  },
] as const;

/** The community access every plan includes, and the catch log that feeds it. */
const MEMBER_CARDS = [
  {
    title: 'Community',
    text: 'Catch reports and discussions from anglers near you.',
    to: '/app/community',
    icon: 'M17 20h5v-2a3 3 0 0 0-5.4-1.8M9 20H2v-2a3 3 0 0 1 5.4-1.8M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  },
  {
    title: 'Catch Log',
    text: 'Log catches with their conditions and see what works for you.',
    to: '/app/catches',
    icon: 'M3 12c3-4 7-6 11-6 3 0 5 2 7 6-2 4-4 6-7 6-4 0-8-2-11-6zM16 12h.01',
  },
] as const;

export function ToolCards() {
  return <CardList cards={TOOL_CARDS} columns="md:grid-cols-3" />;
}

/** The community and the catch log, below the three tools. */
export function MemberCards() {
  return <CardList cards={MEMBER_CARDS} columns="md:grid-cols-2" />;
}

function CardList({
  cards,
  columns,
}: {
  cards: readonly { title: string; text: string; to: string; icon: string }[];
  columns: string;
}) {
  return (
    <ul className={`grid gap-4 ${columns}`}>
      {cards.map((card) => (
        <li key={card.to}>
          <Link
            to={card.to}
            className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
          >
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-brand-700 group-hover:text-white"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={card.icon} />
              </svg>
            </span>
            <h2 className="mt-3 text-lg font-bold text-brand-900">{card.title}</h2>
            <p className="mt-1 text-sm text-slate-700">{card.text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ToolCardsSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-3" aria-hidden="true">
      {TOOL_CARDS.map((card) => (
        <div
          key={card.to}
          className="h-40 animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}
