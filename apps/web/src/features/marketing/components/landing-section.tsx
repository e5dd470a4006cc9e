import type { ReactNode } from 'react';

/**
 * Every landing section sits below the hero: the browser skips laying it out and painting it until
 * it nears the viewport (`content-visibility: auto`, with a remembered size once it has been
 * shown), so the page's first layout covers the header and the hero only.
 */
const DEFERRED_RENDERING = '[content-visibility:auto] [contain-intrinsic-size:auto_60rem]';

/** A landing section: a labelled region with an h2, an optional intro and its content. */
export function LandingSection({
  id,
  title,
  intro,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`${tinted ? 'bg-brand-50' : 'bg-white'} ${DEFERRED_RENDERING}`}
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <h2
          id={`${id}-heading`}
          className="text-center text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
        >
          {title}
        </h2>
        {intro && (
          <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">{intro}</p>
        )}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** Cards in a responsive grid; numbered when the order matters (How It Works). */
export function CardGrid({
  cards,
  numbered = false,
  columns = 3,
}: {
  cards: readonly { title: string; body: string }[];
  numbered?: boolean;
  columns?: 2 | 3 | 4;
}) {
  const cols = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' }[
    columns
  ];
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={`grid gap-6 ${cols}`}>
      {cards.map((card, index) => (
        <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          {numbered && (
            <span
              aria-hidden="true"
              className="mb-3 inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
          )}
          <h3 className="text-xl font-semibold text-brand-900">{card.title}</h3>
          <p className="mt-2 text-slate-700">{card.body}</p>
        </li>
      ))}
    </List>
  );
}
